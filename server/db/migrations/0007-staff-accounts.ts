import { sql, type Kysely } from 'kysely'

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

  await db.schema
    .createTable('sign_in_throttles')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)')
    .addColumn('username', 'varchar(128)', (c) => c.notNull())
    .addColumn('action', 'varchar(200)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
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
