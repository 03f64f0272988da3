import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Rate-limit counters of the public forms and sign-in (server/plugins/rate-limit-store.ts):
// one row per route and client address, so limits hold across restarts and across app
// servers sharing one database. reset_at is the ISO time the window ends; old rows are swept.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'rate_limits', {
    key: 'varchar(400) primary key',
    hits: 'integer not null',
    reset_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute()
}
