import type { Kysely } from 'kysely'

// Two-step sign-in (docs/decisions/0092-two-step-sign-in.md): each staff
// user's authenticator secret, the last time step a code was used at (so each
// code works once), their recovery codes (SHA-256 only), the password step's
// short-lived challenges (SHA-256 only), and where and on what each session
// was opened (the Account screen's sessions list).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('two_step_secret', 'varchar(64)').execute()
  await db.schema.alterTable('admin_users').addColumn('two_step_pending_secret', 'varchar(64)').execute()
  await db.schema.alterTable('admin_users').addColumn('two_step_enabled_at', 'varchar(32)').execute()
  await db.schema.alterTable('admin_users').addColumn('two_step_last_step', 'integer').execute()
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(100)').execute()
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(400)').execute()
  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute()
  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').ifExists().execute()
  await db.schema.dropTable('staff_recovery_codes').ifExists().execute()
  for (const column of ['ip', 'user_agent']) await db.schema.alterTable('sessions').dropColumn(column).execute()
  for (const column of ['two_step_last_step', 'two_step_enabled_at', 'two_step_pending_secret', 'two_step_secret']) {
    await db.schema.alterTable('admin_users').dropColumn(column).execute()
  }
}
