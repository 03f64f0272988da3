import { redirect } from 'react-router'
import { staffRequest } from './request.ts'
import { readStaffToken, readStaffUser, staffCan, storeStaffUser, type SignedInStaffUser } from './session.ts'
import type { Permission } from '#core/staff/permissions.ts'

// Screens that require sign-in send a visitor without a token
// to /admin/login, remembering the page asked for (?next=).

export const DEFAULT_AFTER_SIGN_IN = '/admin/dashboard'

/** Only a same-site /admin path (not the login page itself) is accepted as next; anything else goes to the dashboard. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('//') || next.includes('\\')) return DEFAULT_AFTER_SIGN_IN
  try {
    const url = new URL(next, 'http://portal.invalid')
    if (url.origin !== 'http://portal.invalid' || !/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith('/admin/login')) {
      return DEFAULT_AFTER_SIGN_IN
    }
    return url.pathname === '/admin' || url.pathname === '/admin/' ? DEFAULT_AFTER_SIGN_IN : url.pathname + url.search + url.hash
  } catch {
    return DEFAULT_AFTER_SIGN_IN
  }
}

export const loginPathFor = (url: URL) => `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`

// The stored token is checked with the server on each screen load (one small
// request), so a session ended elsewhere (logout on another tab, disabled
// account, timeout) ends here at the next page change; a 401 ends the session
// through the request helper. Loads running at once share one check.
let verifying: { token: string; user: Promise<SignedInStaffUser> } | undefined

/** Forget a check in flight (after a sign-in, a password change or logout). */
export function forgetVerifiedSession(): void {
  verifying = undefined
}

function verifiedUser(token: string): Promise<SignedInStaffUser> {
  if (verifying?.token !== token) {
    const user = staffRequest<{ user: SignedInStaffUser }>('/api/admin/verify-token', { redirectOn401: false }).then(({ user }) => {
      storeStaffUser(user)
      return user
    })
    verifying = { token, user }
    void user
      .finally(() => {
        if (verifying?.user === user) verifying = undefined
      })
      .catch(() => undefined)
  }
  return verifying.user
}

/**
 * clientLoader of a screen that requires sign-in: no token, no
 * screen; a user holding a one-time password is sent to change it first.
 */
export async function requireStaff(request: Request): Promise<SignedInStaffUser> {
  const url = new URL(request.url)
  const token = readStaffToken()
  if (!token) throw redirect(loginPathFor(url))
  let user: SignedInStaffUser
  try {
    user = await verifiedUser(token)
  } catch {
    // On a 401 the request helper has ended the session; sign-in comes back to the page being opened.
    // Other failures leave the screen to show its own error.
    if (!readStaffToken()) throw redirect(loginPathFor(url))
    return readStaffUser() ?? { username: '' }
  }
  if (user.mustChangePassword && url.pathname !== ACCOUNT_PATH)
    throw redirect(`${ACCOUNT_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`)
  return user
}

export const ACCOUNT_PATH = '/admin/account'

/** A one-panel screen's loader: signed in, and whether the role may use it (the screen shows the refusal otherwise). */
export async function allowedTo(request: Request, permission: Permission): Promise<{ allowed: boolean }> {
  return { allowed: staffCan(permission, await requireStaff(request)) }
}
