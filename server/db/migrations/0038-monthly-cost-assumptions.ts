import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// The default assumptions of the monthly-cost estimates (docs/decisions/0141-monthly-cost-assumptions.md): one settings
// document, saved over its version like the screening criteria. Every card and listing page shows figures worked out
// from it, so its table moves the catalog version (migration 0003) and a save reaches the cached pages at once.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'monthly_cost_settings', {
    id: 'varchar(24) primary key',
    /** JSON: the assumptions (core/listings/cost-assumptions.ts). */
    assumptions: 'text not null',
    updated_at: 'varchar(32) not null',
    updated_by: 'varchar(24)',
  })
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create trigger monthly_cost_settings_bump_catalog_version
      after insert or update or delete or truncate on monthly_cost_settings
      for each statement execute function bump_catalog_version()`.execute(db)
    return
  }
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`
      create trigger ${sql.raw(`monthly_cost_settings_${event}_bump_catalog_version`)}
      after ${sql.raw(event)} on monthly_cost_settings
      begin update catalog_version set version = version + 1 where id = 1; end`.execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Dropping the table drops its triggers in both dialects.
  await db.schema.dropTable('monthly_cost_settings').ifExists().execute()
}
