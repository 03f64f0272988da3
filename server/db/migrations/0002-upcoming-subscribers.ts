import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Get Notified on /upcoming: one row per address, so signing up twice changes nothing.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'upcoming_subscribers', {
    id: 'varchar(24) primary key',
    email: 'varchar(320) not null unique',
    created_at: 'varchar(32) not null',
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upcoming_subscribers').ifExists().execute()
}
