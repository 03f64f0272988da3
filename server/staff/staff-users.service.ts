import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { StaffUser } from '#core/staff/staff-users.ts'
import type { Dialect } from '#server/db/database.ts'
import { ROLE_MESSAGES, type StaffRole } from '#core/staff/permissions.ts'
import { createAgentAdminRepository } from '#server/people/people.repository.ts'
import { actorOf, createStaffUserRepository, type StaffUserRow } from './staff-user.repository.ts'
import { createSessionRepository } from './session.repository.ts'
import { createSignInThrottleRepository } from './sign-in-throttle.repository.ts'
import { accountKey } from './sign-in-throttle.service.ts'
import { createTwoStepRepository } from './two-step.repository.ts'
import { hashPassword, oneTimePassword, passwordProblem } from './passwords.ts'
import { AuthError } from './auth-error.ts'

export { AuthError }
import { newId } from '#server/db/ids.ts'
import { createHash } from 'node:crypto'
import { StaleVersionError } from '#server/plugins/if-match.ts'
import { createAuditRepository } from './audit.repository.ts'
import { createRecordHistory, type VersionedKind } from '#server/history/record-history.service.ts'

// Staff accounts: invite with a
// one-time password, disable (which ends the user's sessions), enable, reset a
// password. Used by /api/admin/users and by `npm run admin`. A change made by a staff member (`by`) keeps the user's
// version in its transaction (docs/decisions/0121-a-save-and-its-version-together.md); the command line's keep none.

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
  twoStep: row.two_step_secret !== null,
  ...actorOf(row),
})

/** Staff users' versions: their role, agent card and enabled state, and what they set themselves (name, e-mail, two-step). */
export const STAFF_USER_VERSIONS: VersionedKind = {
  kind: 'staff-user',
  async snapshot(id, db) {
    const row = await createStaffUserRepository(db).findById(id)
    if (!row) return undefined
    const user = toStaffUser(row)
    return {
      username: user.username,
      displayName: user.displayName,
      role: user.role,
      agentId: user.agentId,
      agentName: user.agentId ? ((await createAgentAdminRepository(db).findById(user.agentId))?.name ?? '') : '',
      disabled: user.disabled,
      email: user.email,
      twoStep: user.twoStep,
      mustChangePassword: user.mustChangePassword,
    }
  },
}

/** The staff member making a change: who must not disable themselves, and whose name its version carries. */
export interface StaffEditor {
  id: string
  username: string
}

export function createStaffUsers(db: Kysely<Database>, now: () => Date = () => new Date(), dialect: Dialect = 'sqlite') {
  const users = createStaffUserRepository(db)
  const sessions = createSessionRepository(db)
  const throttles = createSignInThrottleRepository(db)
  const twoStep = createTwoStepRepository(db)
  const versions = createRecordHistory(db).saving(STAFF_USER_VERSIONS)

  async function found(id: string): Promise<StaffUserRow> {
    const user = await users.findById(id)
    if (!user) throw new AuthError(404, 'No such staff user.')
    return user
  }

  /** The agent card an agent role links to: it exists and is no other user's; null for other roles. */
  async function agentCardFor(role: StaffRole, agentId: string | null | undefined, userId?: string): Promise<string | null> {
    if (role !== 'agent') return null
    if (!agentId) throw new AuthError(400, ROLE_MESSAGES.agentCardRequired)
    if (!(await createAgentAdminRepository(db).findById(agentId))) throw new AuthError(400, ROLE_MESSAGES.noAgentCard)
    const holder = await users.findByAgentCard(agentId)
    if (holder && holder.id !== userId) throw new AuthError(409, ROLE_MESSAGES.agentCardTaken(holder.username))
    return agentId
  }

  /**
   * Runs a change in `trx` that would take `id` out of the enabled owners, refused when no other enabled owner would
   * remain. PostgreSQL locks the owners' rows first, so two owners demoting each other at once cannot both succeed.
   */
  async function keepingAnOwner(trx: Kysely<Database>, id: string, change: (trx: Kysely<Database>) => Promise<unknown>): Promise<void> {
    const target = await trx.selectFrom('admin_users').select(['role', 'disabled_at']).where('id', '=', id).executeTakeFirst()
    if (target?.role === 'owner' && !target.disabled_at) {
      await trx
        .selectFrom('admin_users')
        .select('id')
        .where('role', '=', 'owner')
        .$if(dialect === 'postgres', (qb) => qb.forUpdate())
        .execute()
      if ((await users.otherActiveOwners(id, trx)) === 0) throw new AuthError(409, ROLE_MESSAGES.lastOwner)
    }
    await change(trx)
  }

  /** Gives a user a role (and an agent their card) in `trx`; the last enabled owner keeps theirs. */
  async function applyRole(trx: Kysely<Database>, id: string, role: StaffRole, card: string | null): Promise<void> {
    if (role === 'owner') await users.setRole(id, role, card, trx)
    else await keepingAnOwner(trx, id, (t) => users.setRole(id, role, card, t))
  }

  /** Disables a user (ending their sessions; never the last enabled owner) or enables them, in `trx`. */
  async function applyDisabled(trx: Kysely<Database>, id: string, disabled: boolean): Promise<void> {
    if (!disabled) return void (await users.setDisabled(id, null, trx))
    const at = now().toISOString()
    await keepingAnOwner(trx, id, (t) => users.setDisabled(id, at, t))
    await sessions.revokeAllOf(id, at, undefined, trx)
  }

  /** The user, when `expected` (the version the screen showed) is still theirs; else who changed them, when, and now. */
  async function unchanged(id: string, expected: string | undefined): Promise<StaffUserRow> {
    const user = await found(id)
    if (expected === undefined || expected === versionOf(user)) return user
    const last = await createAuditRepository(db).lastBy(
      ['user.invite', 'user.reset-password', 'user.disable', 'user.enable', 'user.role', 'user.version-restore', 'account.email'],
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
    async create(
      username: string,
      options: { displayName?: string; password?: string; email?: string; role: StaffRole; agentId?: string | null },
      by?: string,
    ) {
      if (await users.findByUsername(username)) throw new AuthError(409, `A staff user named "${username}" already exists.`)
      const password = options.password ?? oneTimePassword()
      if (options.password) {
        const problem = passwordProblem(options.password, { username, display_name: options.displayName })
        if (problem) throw new AuthError(400, problem)
      }
      const id = newId()
      const agentId = await agentCardFor(options.role, options.agentId)
      const passwordHash = await hashPassword(password)
      await versions(id, by, (trx) =>
        users.insert(
          {
            id,
            username,
            passwordHash,
            displayName: options.displayName || username,
            mustChangePassword: !options.password,
            email: options.email || null,
            now: now(),
            role: options.role,
            agentId,
          },
          trx,
        ),
      )
      return { user: toStaffUser(await found(id)), oneTimePassword: options.password ? undefined : password }
    },

    /**
     * Sets a new password (a generated one-time password when none is given) and ends the user's sessions; with
     * `expected`, only while the user is still at that version.
     */
    async resetPassword(id: string, password?: string, expected?: string, by?: string) {
      const user = await unchanged(id, expected)
      if (password) {
        const problem = passwordProblem(password, user)
        if (problem) throw new AuthError(400, problem)
      }
      const next = password ?? oneTimePassword()
      const passwordHash = await hashPassword(next)
      await versions(id, by, async (trx) => {
        await users.setPassword(id, passwordHash, !password, trx)
        await sessions.revokeAllOf(id, now().toISOString(), undefined, trx)
        // A reset ends every limit on the account, also one an attacker keeps renewing.
        await throttles.remove(accountKey(user.username), trx)
      })
      return { user: toStaffUser(await found(id)), oneTimePassword: password ? undefined : next }
    },

    /**
     * A lost phone (`npm run admin -- reset-two-step`): the user's second step
     * is gone and their sessions end. They sign in with the password alone and,
     * where two-step is required, are led through setting it up again.
     */
    async resetTwoStep(id: string) {
      await found(id)
      await twoStep.disable(id)
      await twoStep.deleteChallengesOf(id)
      await sessions.revokeAllOf(id, now().toISOString())
      return toStaffUser(await found(id))
    },

    /** Where the user is told of an attack on their account; '' for none (the office is told). */
    async setEmail(id: string, email: string, by?: string) {
      await found(id)
      await versions(id, by, (trx) => users.setEmail(id, email || null, trx))
      return toStaffUser(await found(id))
    },

    findById: async (id: string) => toStaffUser(await found(id)),

    async setDisabled(id: string, disabled: boolean, editor?: StaffEditor, expected?: string) {
      if (disabled && id === editor?.id) throw new AuthError(400, 'You cannot disable your own account.')
      await unchanged(id, expected)
      await versions(id, editor?.username, (trx) => applyDisabled(trx, id, disabled))
      return toStaffUser(await found(id))
    },

    /**
     * Gives a user a role (and an agent their card); the last enabled owner keeps theirs. With `expected`, only while
     * the user is still at that version.
     */
    async setRole(id: string, role: StaffRole, agentId?: string | null, expected?: string, by?: string) {
      await unchanged(id, expected)
      const card = await agentCardFor(role, agentId, id)
      await versions(id, by, (trx) => applyRole(trx, id, role, card))
      return toStaffUser(await found(id))
    },

    /**
     * Puts a kept version's role, agent card and enabled state back (docs/decisions/0100-record-history.md), under the
     * same rules as changing each: only over version `expected` when given, never disabling oneself, and the last
     * enabled owner stays one. Both are one save.
     */
    async restore(
      id: string,
      kept: { role: StaffRole; agentId: string | null; disabled: boolean },
      editor: StaffEditor,
      expected?: string,
    ) {
      const user = toStaffUser(await unchanged(id, expected))
      const roleChanges = kept.role !== user.role || (kept.role === 'agent' && kept.agentId !== user.agentId)
      const card = roleChanges ? await agentCardFor(kept.role, kept.agentId, id) : null
      if (kept.disabled && !user.disabled && id === editor.id) throw new AuthError(400, 'You cannot disable your own account.')
      await versions(id, editor.username, async (trx) => {
        if (roleChanges) await applyRole(trx, id, kept.role, card)
        if (kept.disabled !== user.disabled) await applyDisabled(trx, id, kept.disabled)
      })
      return toStaffUser(await found(id))
    },
  }
}

export type StaffUsers = ReturnType<typeof createStaffUsers>
