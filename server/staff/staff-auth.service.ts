import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Dialect } from '#server/db/database.ts'
import { AUTH_MESSAGES, normalizeUsername, type SignedInStaff } from '#core/staff/sign-in.ts'
import { randomBytes } from 'node:crypto'
import { CHALLENGE_MINUTES, TWO_STEP_MESSAGES, twoStepRequired, type Enrolment, type TwoStepSetting } from '#core/staff/two-step.ts'
import { createStaffUserRepository, toSignedInStaff, type StaffUserRow } from './staff-user.repository.ts'
import { createSessionService, hashToken, type SessionOrigin } from './sessions.service.ts'
import { createTwoStep, roleOf, twoStepEnabled } from './two-step.service.ts'
import { AuthError } from './auth-error.ts'
import { accountKey, addressKey, createSignInThrottle } from './sign-in-throttle.service.ts'
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts'
import { createKnownAddressRepository } from './known-address.repository.ts'
import { signInAlertMail } from './sign-in-alert.mail.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'

// Sign-in and password changes of staff users. Sign-in is the password, then,
// when the user has two-step sign-in or must have it, a code or enrolment
// against the password step's challenge (docs/decisions/0092-two-step-sign-in.md).
// No session token is made before the second step is done.

export { AuthError }

type Refusal = { ok: false; status: 401; message: string } | { ok: false; status: 429; message: string; retryAfterSeconds: number }

export type SignInResult =
  | { ok: true; token: string; user: SignedInStaff }
  | Refusal
  | { ok: false; status: 401; message: string; secondStep: 'code' | 'enrol'; challenge: string }

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
  /** Who must use two-step sign-in (TWO_STEP_REQUIRED). */
  twoStepRequired: TwoStepSetting
}

export function createStaffAuth(db: Kysely<Database>, dialect: Dialect, now: () => Date, options: StaffAuthOptions) {
  const users = createStaffUserRepository(db)
  const sessions = createSessionService(db, now)
  const throttle = createSignInThrottle(db, dialect, now)
  const knownAddresses = createKnownAddressRepository(db)
  const twoStep = createTwoStep(db, now)
  const mustUseTwoStep = (user: StaffUserRow) => twoStepRequired(roleOf(user), options.twoStepRequired)

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

  type Keys = Awaited<ReturnType<typeof reserve>>['keys']

  /**
   * Opens the session. `attempts`: the attempts of this sign-in counted so far
   * (the password's, and the code's), all given back now that it succeeded.
   */
  async function signedIn(user: StaffUserRow, keys: Keys, attempts: number, origin: SessionOrigin) {
    await throttle.succeeded(keys, attempts)
    const { token } = await sessions.create(user.id, origin)
    await users.recordSignIn(user.id, now().toISOString())
    await knownAddresses.remember(user.id, origin.ip, now())
    return { ok: true as const, token, user: toSignedInStaff(user) }
  }

  /** The live challenge's user, or a 401 saying to start again. */
  async function challenged(challenge: string, kind: 'code' | 'enrol'): Promise<StaffUserRow> {
    const row = await twoStep.repo.findChallenge(hashToken(challenge), now().toISOString())
    const user = row?.kind === kind ? await users.findById(row.user_id) : undefined
    if (!user || user.disabled_at) throw new AuthError(401, TWO_STEP_MESSAGES.challengeEnded)
    return user
  }

  /** Counts an attempt (a password's or a code's: same counters, same known-address rule), or refuses it. */
  async function reserveAttempt(user: StaffUserRow, ip: string): Promise<Keys> {
    const { keys, reservation } = await reserve(user.username, ip, user)
    if (!reservation.allowed) {
      const locked = lockedMessage(reservation.retryAt, now())
      throw new AuthError(429, locked.message, locked.retryAfterSeconds)
    }
    return keys
  }

  return {
    sessions,
    twoStep,
    mustUseTwoStep,

    async signIn(rawUsername: string, password: string, origin: SessionOrigin): Promise<SignInResult> {
      const username = normalizeUsername(rawUsername)
      const user = await users.findByUsername(username)
      const { keys, reservation } = await reserve(username, origin.ip, user)
      if (!reservation.allowed) return { ok: false, status: 429, ...lockedMessage(reservation.retryAt, now()) }
      // An unknown user is checked against a dummy hash: same time, same answer (no user enumeration).
      const valid = await verifyPassword(user?.password_hash, password)
      if (!user || !valid || user.disabled_at) return { ok: false, status: 401, message: AUTH_MESSAGES.invalidCredentials }
      const secondStep = twoStepEnabled(user) ? 'code' : mustUseTwoStep(user) ? 'enrol' : undefined
      if (!secondStep) return signedIn(user, keys, 1, origin)
      // The password's attempt stays counted until the second step is done: a known
      // password must not reset the account's counter between guessed codes.
      const challenge = randomBytes(32).toString('base64url')
      const at = now()
      await twoStep.repo.deleteExpiredChallenges(at.toISOString())
      await twoStep.repo.insertChallenge({
        tokenHash: hashToken(challenge),
        userId: user.id,
        kind: secondStep,
        expiresAt: new Date(at.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
      })
      const message = secondStep === 'code' ? TWO_STEP_MESSAGES.codeNeeded : TWO_STEP_MESSAGES.enrolmentNeeded
      return { ok: false, status: 401, message, secondStep, challenge }
    },

    /** The second step: a code from the app or a recovery code, against the password step's challenge. */
    async signInWithCode(challenge: string, code: string, origin: SessionOrigin): Promise<SignInResult> {
      const user = await challenged(challenge, 'code')
      const keys = await reserveAttempt(user, origin.ip)
      if (!(await twoStep.verify(user, code))) throw new AuthError(401, TWO_STEP_MESSAGES.wrongCode)
      if (!(await twoStep.repo.endChallenge(hashToken(challenge)))) throw new AuthError(401, TWO_STEP_MESSAGES.challengeEnded)
      return signedIn(user, keys, 2, origin)
    },

    /** A user who must use two-step and has not: the secret to scan, before any session. */
    enrolmentFor: async (challenge: string): Promise<Enrolment> => twoStep.startEnrolment(await challenged(challenge, 'enrol')),

    /** Turns two-step on with a code from the scanned secret and signs in; answers the recovery codes once. */
    async confirmEnrolment(challenge: string, code: string, origin: SessionOrigin) {
      const user = await challenged(challenge, 'enrol')
      const keys = await reserveAttempt(user, origin.ip)
      const recoveryCodes = await twoStep.confirmEnrolment(user, code)
      if (!recoveryCodes) throw new AuthError(400, TWO_STEP_MESSAGES.wrongCode)
      await twoStep.repo.endChallenge(hashToken(challenge))
      return { ...(await signedIn(user, keys, 2, origin)), recoveryCodes }
    },

    /**
     * A signed-in user proves the second step again (turning it off, new
     * recovery codes) or confirms enrolment from the Account screen; wrong
     * codes are counted as at sign-in.
     */
    async withCode<T>(userId: string, ip: string, code: string, work: (user: StaffUserRow) => Promise<T | undefined>): Promise<T> {
      const user = await users.findById(userId)
      if (!user) throw new AuthError(401, AUTH_MESSAGES.signInRequired)
      const keys = await reserveAttempt(user, ip)
      const done = await work(user)
      if (done === undefined) throw new AuthError(400, TWO_STEP_MESSAGES.wrongCode)
      await throttle.succeeded(keys)
      return done
    },

    /** Changes the signed-in user's password and ends their other sessions. */
    async changePassword(userId: string, sessionId: string, ip: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await users.findById(userId)
      if (!user) throw new AuthError(401, AUTH_MESSAGES.signInRequired)
      // The current password is guessed no faster here than on the sign-in form.
      const keys = await reserveAttempt(user, ip)
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
