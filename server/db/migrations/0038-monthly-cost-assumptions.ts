import type { Kysely } from 'kysely'
import { bumpCatalogVersionOn, createTable } from './create-table.ts'

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
  await bumpCatalogVersionOn(db, 'monthly_cost_settings')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Dropping the table drops its triggers in both dialects.
  await db.schema.dropTable('monthly_cost_settings').ifExists().execute()
}
