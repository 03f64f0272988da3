import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// The staff lead inbox: notes and status changes on any
// lead (inquiry, application, Get Notified sign-up) with who and when, a
// status for sign-ups so they can be closed like other leads, and indexes for
// the inbox's filters.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'lead_notes', {
    id: 'varchar(24) primary key',
    lead_id: 'varchar(64) not null',
    /** 'note' (typed by staff) or 'status' (a status change, body is the new status). */
    kind: 'varchar(16) not null',
    body: 'text not null',
    author_id: 'varchar(24)',
    author_name: 'varchar(200) not null',
    created_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_id', 'created_at']).execute()
  await db.schema
    .alterTable('upcoming_subscribers')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
    .execute()
  await db.schema.createIndex('inquiries_status_idx').on('inquiries').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('inquiries_kind_idx').on('inquiries').columns(['kind', 'created_at']).execute()
  await db.schema.createIndex('inquiries_property_idx').on('inquiries').column('property_id').execute()
  await db.schema.createIndex('bidder_applications_created_idx').on('bidder_applications').column('created_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bidder_applications_created_idx').ifExists().execute()
  await db.schema.dropIndex('inquiries_property_idx').ifExists().execute()
  await db.schema.dropIndex('inquiries_kind_idx').ifExists().execute()
  await db.schema.dropIndex('inquiries_status_idx').ifExists().execute()
  await db.schema.alterTable('upcoming_subscribers').dropColumn('status').execute()
  await db.schema.dropTable('lead_notes').execute()
}
