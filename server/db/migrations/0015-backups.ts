import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Backups (docs/decisions/0083-backups.md): a record of each backup the
// servers or `npm run backup` took, and one claim row so that of several app
// servers on one database only one takes the scheduled backup.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'backup_runs', {
    id: 'varchar(24) primary key',
    started_at: 'varchar(32) not null',
    finished_at: 'varchar(32)',
    /** running, ok or failed. */
    status: 'varchar(16) not null',
    /** scheduled (a server) or manual (npm run backup). */
    trigger: 'varchar(16) not null',
    path: 'varchar(1024)',
    size_bytes: 'bigint',
    error: 'text',
  })
  await db.schema.createIndex('backup_runs_started').on('backup_runs').column('started_at').execute()
  await createTable(db, 'backup_claims', {
    name: 'varchar(32) primary key',
    /** Who holds it (a random id per server) and until when; '' when nobody does. */
    holder: 'varchar(64) not null',
    until: 'varchar(32) not null',
  })
  await db.insertInto('backup_claims').values({ name: 'scheduled', holder: '', until: '' }).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_claims').ifExists().execute()
  await db.schema.dropTable('backup_runs').ifExists().execute()
}
