import type { Kysely } from 'kysely'

// Backups (docs/decisions/0083-backups.md): a record of each backup the
// servers or `npm run backup` took, and one claim row so that of several app
// servers on one database only one takes the scheduled backup.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('backup_runs')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    /** running, ok or failed. */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** scheduled (a server) or manual (npm run backup). */
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    .addColumn('path', 'varchar(1024)')
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'text')
    .execute()
  await db.schema.createIndex('backup_runs_started').on('backup_runs').column('started_at').execute()
  await db.schema
    .createTable('backup_claims')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    /** Who holds it (a random id per server) and until when; '' when nobody does. */
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('until', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.insertInto('backup_claims').values({ name: 'scheduled', holder: '', until: '' }).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('backup_claims').ifExists().execute()
  await db.schema.dropTable('backup_runs').ifExists().execute()
}
