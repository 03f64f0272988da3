import type { Kysely, Selectable } from 'kysely'
import type { AdminUsersTable, Database } from '#server/db/schema.ts'
import type { SignedInStaff } from '#core/staff/sign-in.ts'
import { isStaffRole, type StaffActor, type StaffRole } from '#core/staff/permissions.ts'

type Db = Kysely<Database>
export type StaffUserRow = Selectable<AdminUsersTable>

/** A row's role and agent card; a role the table does not know grants nothing beyond an agent's. */
export const actorOf = (row: { role: string; agent_id: string | null }): StaffActor => ({
  role: isStaffRole(row.role) ? row.role : 'agent',
  agentId: isStaffRole(row.role) && row.role !== 'agent' ? null : row.agent_id,
})

/** The API's view of a staff user: never the hash. */
export const toSignedInStaff = (row: StaffUserRow): SignedInStaff => ({
  _id: row.id,
  username: row.username,
  displayName: row.display_name,
  mustChangePassword: Number(row.must_change_password) === 1,
  ...actorOf(row),
})

/** Staff accounts; usernames are stored already normalized (core/staff/sign-in.ts normalizeUsername). */
export function createStaffUserRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async insert(
      user: {
        id: string
        username: string
        passwordHash: string
        displayName: string
        mustChangePassword?: boolean
        email?: string | null
        now?: Date
        role: StaffRole
        agentId?: string | null
      },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('admin_users')
        .values({
          id: user.id,
          username: user.username,
          password_hash: user.passwordHash,
          display_name: user.displayName,
          must_change_password: user.mustChangePassword ? 1 : 0,
          created_at: (user.now ?? new Date()).toISOString(),
          disabled_at: null,
          last_sign_in_at: null,
          previous_sign_in_at: null,
          email: user.email ?? null,
          role: user.role,
          agent_id: user.agentId ?? null,
        })
        .execute()
    },
    findByUsername(username: string) {
      return db.selectFrom('admin_users').selectAll().where('username', '=', username).executeTakeFirst()
    },
    findById(id: string) {
      return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst()
    },
    list() {
      return db.selectFrom('admin_users').selectAll().orderBy('username').execute()
    },
    async setPassword(id: string, passwordHash: string, mustChange: boolean, trx: Db = db): Promise<boolean> {
      const r = await trx
        .updateTable('admin_users')
        .set({ password_hash: passwordHash, must_change_password: mustChange ? 1 : 0 })
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },
    async setEmail(id: string, email: string | null, trx: Db = db): Promise<void> {
      await trx.updateTable('admin_users').set({ email }).where('id', '=', id).execute()
    },
    async setDisabled(id: string, disabledAt: string | null, trx: Db = db): Promise<boolean> {
      const r = await trx.updateTable('admin_users').set({ disabled_at: disabledAt }).where('id', '=', id).executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },
    async setRole(id: string, role: StaffRole, agentId: string | null, trx: Db = db): Promise<void> {
      await trx.updateTable('admin_users').set({ role, agent_id: agentId }).where('id', '=', id).execute()
    },
    /** Enabled owners other than `exceptId`: the last one may be neither demoted nor disabled. */
    async otherActiveOwners(exceptId: string, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'owner')
        .where('disabled_at', 'is', null)
        .where('id', '!=', exceptId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    findByAgentCard: (agentId: string, trx: Db = db) =>
      trx.selectFrom('admin_users').select(['id', 'username']).where('agent_id', '=', agentId).executeTakeFirst(),
    /** Remembers this sign-in and keeps the one before it ("since your last visit"). */
    async recordSignIn(id: string, at: string): Promise<void> {
      await db
        .updateTable('admin_users')
        .set((eb) => ({ previous_sign_in_at: eb.ref('last_sign_in_at'), last_sign_in_at: at }))
        .where('id', '=', id)
        .execute()
    },
  }
}

export type StaffUserRepository = ReturnType<typeof createStaffUserRepository>
