import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { StaffUser } from '#core/staff/staff-users.ts'
import { createStaffUserRepository, type StaffUserRow } from './staff-user.repository.ts'
import { createSessionRepository } from './session.repository.ts'
import { createSignInThrottleRepository } from './sign-in-throttle.repository.ts'
import { accountKey } from './sign-in-throttle.service.ts'
import { hashPassword, oneTimePassword, passwordProblem } from './passwords.ts'
import { AuthError } from './staff-auth.service.ts'

export { AuthError }
import { newId } from '#server/db/ids.ts'
import { createHash } from 'node:crypto'
import { StaleVersionError } from '#server/plugins/if-match.ts'
import { createAuditRepository } from './audit.repository.ts'

// Staff accounts: invite with a
// one-time password, disable (which ends the user's sessions), enable, reset a
// password. Used by /api/admin/users and by `npm run admin`.

/**
 * A staff user's version (docs/decisions/0094-no-lost-edits-anywhere.md): a digest of the account as stored, apart
 * from when it last signed in, so that any change by anyone (disable, reset, e-mail, a new column) gives a new one.
 */
function versionOf(row: StaffUserRow): string {
  const { last_sign_in_at, previous_sign_in_at, ...account } = row
  void [last_sign_in_at, previous_sign_in_at]
  return createHash('sha256').update(JSON.stringify(account)).digest('base64url').slice(0, 22)
}

export const toStaffUser = (row: StaffUserRow): StaffUser => ({
  _id: row.id,
  version: versionOf(row),
  username: row.username,
  displayName: row.display_name,
  mustChangePassword: Number(row.must_change_password) === 1,
  disabled: row.disabled_at !== null,
  email: row.email,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
})

export function createStaffUsers(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const users = createStaffUserRepository(db)
  const sessions = createSessionRepository(db)
  const throttles = createSignInThrottleRepository(db)

  async function found(id: string): Promise<StaffUserRow> {
    const user = await users.findById(id)
    if (!user) throw new AuthError(404, 'No such staff user.')
    return user
  }

  /** The user, when `expected` (the version the screen showed) is still theirs; else who changed them, when, and now. */
  async function unchanged(id: string, expected: string | undefined): Promise<StaffUserRow> {
    const user = await found(id)
    if (expected === undefined || expected === versionOf(user)) return user
    const last = await createAuditRepository(db).lastBy(
      ['user.invite', 'user.reset-password', 'user.disable', 'user.enable', 'account.email'],
      id,
    )
    throw new StaleVersionError('staff user', {
      version: versionOf(user),
      savedBy: last?.username ?? '',
      savedAt: last?.at ?? user.created_at,
      current: toStaffUser(user),
    })
  }

  return {
    list: async () => (await users.list()).map(toStaffUser),
    findByUsername: (username: string) => users.findByUsername(username),

    /** Creates a user; without a password one is generated, shown once and must be changed at first sign-in. */
    async create(username: string, options: { displayName?: string; password?: string; email?: string } = {}) {
      if (await users.findByUsername(username)) throw new AuthError(409, `A staff user named "${username}" already exists.`)
      const password = options.password ?? oneTimePassword()
      if (options.password) {
        const problem = passwordProblem(options.password, { username, display_name: options.displayName })
        if (problem) throw new AuthError(400, problem)
      }
      const id = newId()
      await users.insert({
        id,
        username,
        passwordHash: await hashPassword(password),
        displayName: options.displayName || username,
        mustChangePassword: !options.password,
        email: options.email || null,
        now: now(),
      })
      return { user: toStaffUser(await found(id)), oneTimePassword: options.password ? undefined : password }
    },

    /**
     * Sets a new password (a generated one-time password when none is given) and ends the user's sessions; with
     * `expected`, only while the user is still at that version.
     */
    async resetPassword(id: string, password?: string, expected?: string) {
      const user = await unchanged(id, expected)
      if (password) {
        const problem = passwordProblem(password, user)
        if (problem) throw new AuthError(400, problem)
      }
      const next = password ?? oneTimePassword()
      await users.setPassword(id, await hashPassword(next), !password)
      await sessions.revokeAllOf(id, now().toISOString())
      // A reset ends every limit on the account, also one an attacker keeps renewing.
      await throttles.remove(accountKey(user.username))
      return { user: toStaffUser(await found(id)), oneTimePassword: password ? undefined : next }
    },

    /** Where the user is told of an attack on their account; '' for none (the office is told). */
    async setEmail(id: string, email: string) {
      await found(id)
      await users.setEmail(id, email || null)
      return toStaffUser(await found(id))
    },

    findById: async (id: string) => toStaffUser(await found(id)),

    async setDisabled(id: string, disabled: boolean, actingUserId?: string, expected?: string) {
      if (disabled && id === actingUserId) throw new AuthError(400, 'You cannot disable your own account.')
      await unchanged(id, expected)
      await users.setDisabled(id, disabled ? now().toISOString() : null)
      if (disabled) await sessions.revokeAllOf(id, now().toISOString())
      return toStaffUser(await found(id))
    },
  }
}

export type StaffUsers = ReturnType<typeof createStaffUsers>
