import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Rental applications (docs/decisions/0130-rental-applications.md): the screening criteria staff write once for all
// rentals with their per-listing overrides (one settings document, saved over its version like the routing rules),
// and applications to a rental listing: one row per application, one per applicant (the main applicant and each
// co-applicant, each with their own private link and consent evidence), and one per private file.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'rental_screening_settings', {
    id: 'varchar(24) primary key',
    /** JSON: { defaults, overrides: [{ listingId, criteria }] } (core/leads/rental-screening.ts). */
    criteria: 'text not null',
    updated_at: 'varchar(32) not null',
    updated_by: 'varchar(24)',
  })
  await createTable(db, 'rental_applications', {
    id: 'varchar(24) primary key',
    listing_id: 'varchar(24) not null references properties.id on delete cascade',
    /** received, under-review, approved, declined, withdrawn (core/leads/rental-application.ts). */
    status: 'varchar(16) not null',
    /** Why it was declined, as the applicants were told (another application approved, the listing taken). */
    status_reason: 'text',
    move_in_date: 'varchar(10) not null',
    /** JSON: household members, pets, vehicles, addresses, references (core/leads/rental-application.ts). */
    household: 'text not null',
    created_at: 'varchar(32) not null',
    status_changed_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('rental_applications_listing_idx').on('rental_applications').columns(['listing_id', 'status']).execute()
  await createTable(db, 'rental_applicants', {
    id: 'varchar(24) primary key',
    application_id: 'varchar(24) not null references rental_applications.id on delete cascade',
    /** 'main' or 'co'. */
    role: 'varchar(8) not null',
    position: 'integer not null',
    name: 'varchar(200) not null',
    email: 'varchar(320) not null',
    phone: 'varchar(40) not null',
    /** The applicant's private link: their status page and, for a co-applicant, their own part of the form. */
    token: 'varchar(64) not null unique',
    /** JSON: employment and income; null until a co-applicant completes their part. */
    part: 'text',
    completed_at: 'varchar(32)',
    created_at: 'varchar(32) not null',
    consent_text: 'text',
    consent_version: 'varchar(16)',
    consent_at: 'varchar(32)',
    consent_page: 'varchar(500)',
    consent_ip: 'varchar(64)',
    consent_user_agent: 'varchar(512)',
  })
  await db.schema.createIndex('rental_applicants_application_idx').on('rental_applicants').columns(['application_id', 'position']).execute()
  await createTable(db, 'rental_application_files', {
    id: 'varchar(24) primary key',
    application_id: 'varchar(24) not null references rental_applications.id on delete cascade',
    applicant_id: 'varchar(24) not null references rental_applicants.id on delete cascade',
    field: 'varchar(40) not null',
    original_name: 'varchar(300) not null',
    stored_file: 'varchar(100) not null',
    mime_type: 'varchar(100) not null',
    bytes: 'integer not null',
    warnings: "varchar(200) not null default ''",
  })
  await db.schema.createIndex('rental_application_files_application_idx').on('rental_application_files').column('application_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['rental_application_files', 'rental_applicants', 'rental_applications', 'rental_screening_settings'])
    await db.schema.dropTable(table).execute()
}
