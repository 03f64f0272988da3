// The admin token and user live in session storage for the browser session (docs/product.md#sign-in).
export const TOKEN_KEY = 'adminToken'
export const USER_KEY = 'adminUser'

export interface AdminUser {
  _id?: string
  username: string
  displayName?: string
  /** After an invite or a reset the one-time password must be changed first. */
  mustChangePassword?: boolean
}

export function readAdminUser(): AdminUser | null {
  try {
    return JSON.parse(sessionStorage.getItem(USER_KEY) ?? 'null') as AdminUser | null
  } catch {
    return null
  }
}

export const readAdminToken = (): string | null => sessionStorage.getItem(TOKEN_KEY)
export const hasAdminToken = (): boolean => Boolean(readAdminToken())

export function storeAdminSession(token: string, user: AdminUser): void {
  sessionStorage.setItem(TOKEN_KEY, token)
  sessionStorage.setItem(USER_KEY, JSON.stringify(user))
}

export function storeAdminUser(user: AdminUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user))
}

export function clearAdminSession(): void {
  sessionStorage.removeItem(TOKEN_KEY)
  sessionStorage.removeItem(USER_KEY)
}

/** The name the portal greets: display name, else username. */
export const greetingName = (user: AdminUser | null): string | undefined => user?.displayName || user?.username
