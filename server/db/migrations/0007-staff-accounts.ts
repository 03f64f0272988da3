import { sql, type Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Staff accounts and sessions: usernames are kept
// trimmed and lower-cased (they are compared that way), accounts can be
// disabled or made to change their password, sessions track their last use
// (idle timeout), failed sign-ins are counted in the database (so the limits
// hold across restarts and several app servers) and every admin write is
// recorded in the audit log.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ username: sql`lower(trim(username))` })
    .execute()
  await db.schema.alterTable('admin_users').addColumn('disabled_at', 'varchar(32)').execute()
  await db.schema
    .alterTable('admin_users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('admin_users').addColumn('last_sign_in_at', 'varchar(32)').execute()
  await db.schema.alterTable('admin_users').addColumn('previous_sign_in_at', 'varchar(32)').execute()

  await db.schema
    .alterTable('sessions')
    .addColumn('last_used_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db
    .updateTable('sessions')
    .set({ last_used_at: sql`created_at` })
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await createTable(db, 'sign_in_throttles', {
    key: 'varchar(200) primary key',
    failures: 'integer not null',
    locked_until: 'varchar(32)',
    updated_at: 'varchar(32) not null',
  })

  await createTable(db, 'audit_log', {
    id: 'varchar(24) primary key',
    user_id: 'varchar(24)',
    username: 'varchar(128) not null',
    action: 'varchar(200) not null',
    method: 'varchar(8) not null',
    path: 'text not null',
    details: 'text not null',
    ip: 'varchar(64) not null',
    created_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute()
  await db.schema.dropTable('sign_in_throttles').ifExists().execute()
  await db.schema.dropIndex('sessions_user_id_idx').ifExists().execute()
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute()
  for (const column of ['previous_sign_in_at', 'last_sign_in_at', 'must_change_password', 'disabled_at']) {
    await db.schema.alterTable('admin_users').dropColumn(column).execute()
  }
}
