import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// The adverse-action notices (docs/decisions/0152-adverse-action-notice.md): the notice a declined applicant was
// sent because the decision rested on a consumer report, kept as sent with the agency and score staff entered.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'rental_adverse_notices', {
    id: 'varchar(24) primary key',
    application_id: 'varchar(24) not null references rental_applications.id on delete cascade',
    agency_name: 'text not null',
    agency_address: 'text not null',
    agency_phone: 'varchar(40) not null',
    /** JSON of the credit score and its factors as entered, or null when no score was used. */
    credit_score: 'text',
    notice: 'text not null',
    created_at: 'varchar(32) not null',
    created_by: 'varchar(24)',
    created_by_name: 'text not null',
  })
  await db.schema.createIndex('rental_adverse_notices_application_idx').on('rental_adverse_notices').column('application_id').execute()
  await db.schema.createIndex('rental_adverse_notices_created_idx').on('rental_adverse_notices').column('created_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rental_adverse_notices').ifExists().execute()
}
