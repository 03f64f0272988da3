import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Staff's own fair-housing rules (docs/decisions/0143-staff-fair-housing-rules.md): one settings document, the rules as
// JSON, saved over its version like the screening criteria; its versions are kept in record_history.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'fair_housing_settings', {
    id: 'varchar(24) primary key',
    /** JSON: [{ phrase, why, alternative }] (core/content/fair-housing-check.ts). */
    rules: 'text not null',
    updated_at: 'varchar(32) not null',
    updated_by: 'varchar(24)',
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fair_housing_settings').execute()
}
