import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Dialect } from '#server/db/database.ts'
import { AUTH_MESSAGES, normalizeUsername, type SignedInStaff } from '#core/staff/sign-in.ts'
import { createStaffUserRepository, toSignedInStaff, type StaffUserRow } from './staff-user.repository.ts'
import { createSessionService } from './sessions.service.ts'
import { accountKey, addressKey, createSignInThrottle } from './sign-in-throttle.service.ts'
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts'
import { createKnownAddressRepository } from './known-address.repository.ts'
import { signInAlertMail } from './sign-in-alert.mail.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'

// Sign-in and password changes of staff users.

export type SignInResult =
  | { ok: true; token: string; user: SignedInStaff }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export function lockedMessage(retryAt: Date, at: Date): { message: string; retryAfterSeconds: number } {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - at.getTime()) / 1000))
  const minutes = Math.ceil(seconds / 60)
  return {
    message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds: seconds,
  }
}

export interface StaffAuthOptions {
  /** Told of an attack on an account that has no e-mail address. */
  officeEmail: string
  publicUrl: string
}

export function createStaffAuth(db: Kysely<Database>, dialect: Dialect, now: () => Date, options: StaffAuthOptions) {
  const users = createStaffUserRepository(db)
  const sessions = createSessionService(db, now)
  const throttle = createSignInThrottle(db, dialect, now)
  const knownAddresses = createKnownAddressRepository(db)

  /** Counts the attempt, or refuses it; tells the account's user when this attempt started an attack. */
  async function reserve(username: string, ip: string, user: StaffUserRow | undefined) {
    const keys = { account: accountKey(username), address: addressKey(ip) }
    const knownAddress = user ? await knownAddresses.isKnown(user.id, ip, now()) : false
    const reservation = await throttle.reserve(keys, { knownAddress })
    if (reservation.allowed && reservation.alert && user && !user.disabled_at) {
      const mail = signInAlertMail(
        { username: user.username, displayName: user.display_name, email: user.email },
        options.officeEmail,
        now(),
        `${options.publicUrl}/admin/login`,
      )
      await withMail(db, (trx) => enqueueMail(trx, { ...mail, relatedId: user.id }))
    }
    return { keys, reservation }
  }

  return {
    sessions,

    async signIn(rawUsername: string, password: string, ip: string): Promise<SignInResult> {
      const username = normalizeUsername(rawUsername)
      const user = await users.findByUsername(username)
      const { keys, reservation } = await reserve(username, ip, user)
      if (!reservation.allowed) return { ok: false, status: 429, ...lockedMessage(reservation.retryAt, now()) }
      // An unknown user is checked against a dummy hash: same time, same answer (no user enumeration).
      const valid = await verifyPassword(user?.password_hash, password)
      if (!user || !valid || user.disabled_at) return { ok: false, status: 401, message: AUTH_MESSAGES.invalidCredentials }
      await throttle.succeeded(keys)
      const { token } = await sessions.create(user.id)
      await users.recordSignIn(user.id, now().toISOString())
      await knownAddresses.remember(user.id, ip, now())
      return { ok: true, token, user: toSignedInStaff(user) }
    },

    /** Changes the signed-in user's password and ends their other sessions. */
    async changePassword(userId: string, sessionId: string, ip: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await users.findById(userId)
      if (!user) throw new AuthError(401, AUTH_MESSAGES.signInRequired)
      // The current password is guessed no faster here than on the sign-in form.
      const { keys, reservation } = await reserve(user.username, ip, user)
      if (!reservation.allowed) throw new AuthError(429, lockedMessage(reservation.retryAt, now()).message)
      if (!(await verifyPassword(user.password_hash, currentPassword))) throw new AuthError(400, AUTH_MESSAGES.currentPasswordWrong)
      await throttle.succeeded(keys)
      const problem = await passwordProblem(newPassword, user)
      if (problem) throw new AuthError(400, problem)
      await users.setPassword(userId, await hashPassword(newPassword), false)
      await sessions.revokeAllOf(userId, sessionId)
    },
  }
}

export type StaffAuth = ReturnType<typeof createStaffAuth>
