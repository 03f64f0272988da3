import { can, type Permission, type StaffRole } from '#core/staff/permissions.ts'

// The admin token and user live in session storage for the browser session (docs/product.md#sign-in).
export const TOKEN_KEY = 'adminToken'
export const USER_KEY = 'adminUser'

export interface SignedInStaffUser {
  _id?: string
  username: string
  displayName?: string
  /** After an invite or a reset the one-time password must be changed first. */
  mustChangePassword?: boolean
  /** What the portal shows (core/staff/permissions.ts); the server decides what is allowed. */
  role?: StaffRole
  /** The agent card an agent is. */
  agentId?: string | null
}

export function readStaffUser(): SignedInStaffUser | null {
  try {
    return JSON.parse(sessionStorage.getItem(USER_KEY) ?? 'null') as SignedInStaffUser | null
  } catch {
    return null
  }
}

export const readStaffToken = (): string | null => sessionStorage.getItem(TOKEN_KEY)
export const hasStaffToken = (): boolean => Boolean(readStaffToken())

export function storeStaffSession(token: string, user: SignedInStaffUser): void {
  sessionStorage.setItem(TOKEN_KEY, token)
  sessionStorage.setItem(USER_KEY, JSON.stringify(user))
}

export function storeStaffUser(user: SignedInStaffUser): void {
  sessionStorage.setItem(USER_KEY, JSON.stringify(user))
}

export function clearStaffSession(): void {
  sessionStorage.removeItem(TOKEN_KEY)
  sessionStorage.removeItem(USER_KEY)
}

/** The name the portal greets: display name, else username. */
export const greetingName = (user: SignedInStaffUser | null): string | undefined => user?.displayName || user?.username

/** Whether the signed-in user's role allows this: the portal hides what it does not (the /api/admin guard refuses it). */
export const staffCan = (permission: Permission, user: SignedInStaffUser | null = readStaffUser()): boolean => can(user?.role, permission)
