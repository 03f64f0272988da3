import { sql, type Kysely } from 'kysely'

// Two-step sign-in (docs/decisions/0092-two-step-sign-in.md): each staff
// user's authenticator secret, the last time step a code was used at (so each
// code works once), their recovery codes (SHA-256 only), the password step's
// short-lived challenges (SHA-256 only), and where and on what each session
// was opened (the Account screen's sessions list, 0093).

const COLUMNS: [table: string, column: string, type: 'varchar(64)' | 'varchar(32)' | 'integer' | 'varchar(100)' | 'varchar(400)'][] = [
  ['admin_users', 'two_step_secret', 'varchar(64)'],
  ['admin_users', 'two_step_pending_secret', 'varchar(64)'],
  ['admin_users', 'two_step_enabled_at', 'varchar(32)'],
  ['admin_users', 'two_step_last_step', 'integer'],
  ['sessions', 'ip', 'varchar(100)'],
  ['sessions', 'user_agent', 'varchar(400)'],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, type] of COLUMNS) await db.schema.alterTable(table).addColumn(column, type).execute()
  // Plain SQL that SQLite and PostgreSQL read alike.
  await sql`create table staff_recovery_codes (
    user_id varchar(24) not null,
    code_hash varchar(64) not null,
    used_at varchar(32),
    constraint staff_recovery_codes_pk primary key (user_id, code_hash)
  )`.execute(db)
  await sql`create table sign_in_challenges (
    token_hash varchar(64) primary key,
    user_id varchar(24) not null,
    kind varchar(8) not null,
    expires_at varchar(32) not null
  )`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_challenges').ifExists().execute()
  await db.schema.dropTable('staff_recovery_codes').ifExists().execute()
  for (const [table, column] of COLUMNS.toReversed()) await db.schema.alterTable(table).dropColumn(column).execute()
}
