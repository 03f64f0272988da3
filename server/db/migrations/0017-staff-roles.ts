import type { Kysely } from 'kysely'

// Staff roles (docs/decisions/0090-staff-roles.md): each staff user is an owner,
// an editor or an agent, and an agent is linked to the public agent card they are
// (docs/decisions/0077-staff-and-lead-records.md). Every user that exists when this
// runs held every power, so each becomes an owner: nobody loses access on upgrade,
// and an owner narrows the others' roles afterwards.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const users = () => db.schema.alterTable('admin_users')
  await users().addColumn('agent_id', 'varchar(24)').execute()
  await users()
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('owner'))
    .execute()
  await db.schema.createIndex('admin_users_agent').on('admin_users').column('agent_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('admin_users_agent').ifExists().execute()
  await db.schema.alterTable('admin_users').dropColumn('agent_id').execute()
  await db.schema.alterTable('admin_users').dropColumn('role').execute()
}
