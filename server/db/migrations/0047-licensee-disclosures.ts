import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Licensee-interest disclosures (docs/decisions/0155-licensee-disclosures.md): every version of the disclosure text
// staff keep, never pruned because signed disclosures cite them, and each disclosure given to a homeowner or a flip's
// buyer with its own copy of the text and, once signed, the typed name, the time and the address it was signed from.
// A disclosure names its lead or listing without a foreign key: it outlives them (kept five years after signing).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'disclosure_texts', {
    version: 'integer primary key',
    body: 'text not null',
    saved_at: 'varchar(32) not null',
    saved_by: 'varchar(24)',
    saved_by_name: "varchar(200) not null default ''",
  })
  await createTable(db, 'licensee_disclosures', {
    id: 'varchar(24) primary key',
    token: 'varchar(64) not null unique',
    lead_id: 'varchar(24)',
    property_id: 'varchar(24)',
    recipient_name: 'varchar(200) not null',
    recipient_email: 'varchar(320) not null',
    text_version: 'integer not null',
    body: 'text not null',
    sent_at: 'varchar(32) not null',
    sent_by: 'varchar(24)',
    sent_by_name: "varchar(200) not null default ''",
    signed_at: 'varchar(32)',
    signed_name: 'varchar(200)',
    signed_ip: 'varchar(64)',
    /** The words of the checkbox the signer ticked. */
    signed_consent: 'text',
  })
  await db.schema.createIndex('licensee_disclosures_lead_idx').on('licensee_disclosures').column('lead_id').execute()
  await db.schema.createIndex('licensee_disclosures_property_idx').on('licensee_disclosures').column('property_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('licensee_disclosures').ifExists().execute()
  await db.schema.dropTable('disclosure_texts').ifExists().execute()
}
