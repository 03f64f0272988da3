// Spec 2 §4, §9: the admin token and user live in session storage for the browser session.
export const TOKEN_KEY = 'adminToken'
export const USER_KEY = 'adminUser'

export function readAdminUser(): { username: string } | null {
  try {
    return JSON.parse(sessionStorage.getItem(USER_KEY) ?? 'null') as { username: string } | null
  } catch {
    return null
  }
}

export const hasAdminToken = (): boolean => Boolean(sessionStorage.getItem(TOKEN_KEY))

export function clearAdminSession(): void {
  sessionStorage.removeItem(TOKEN_KEY)
  sessionStorage.removeItem(USER_KEY)
}
