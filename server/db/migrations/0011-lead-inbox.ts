import type { Kysely } from 'kysely'

// The staff lead inbox: notes and status changes on any
// lead (inquiry, application, Get Notified sign-up) with who and when, a
// status for sign-ups so they can be closed like other leads, and indexes for
// the inbox's filters.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('lead_id', 'varchar(64)', (c) => c.notNull())
    /** 'note' (typed by staff) or 'status' (a status change, body is the new status). */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'varchar(24)')
    .addColumn('author_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
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
