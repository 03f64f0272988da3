import type { Kysely } from 'kysely'

// Get Notified on /upcoming: one row per address, so signing up twice changes nothing.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upcoming_subscribers')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upcoming_subscribers').ifExists().execute()
}
