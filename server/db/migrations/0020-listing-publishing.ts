import type { Kysely } from 'kysely'

// Drafts, scheduled changes and staff previews (docs/decisions/0097-listing-drafts-and-publishing.md,
// 0098-scheduled-listing-changes.md, 0099-staff-previews.md). A listing is public only once it has a publication
// time; every listing that was on the site before stays there (its creation time). Scheduled changes and preview
// links live in the database, so every app server sees them and one server claims each due change.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('published_at', 'varchar(32)').execute()
  await db
    .updateTable('properties')
    .set((eb) => ({ published_at: eb.ref('created_at') }))
    .execute()
  await db.schema.createIndex('properties_published_at_idx').on('properties').column('published_at').execute()

  await db.schema
    .createTable('listing_schedule')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('property_id', 'varchar(24)', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    /** publish, or status (to the status in `status`). */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)')
    /** When it is due (UTC, ISO). */
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    /** The server working on it ('' when none) and until when its claim holds. */
    .addColumn('claimed_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('claimed_until', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    /** When it was carried out, or refused (with why). */
    .addColumn('done_at', 'varchar(32)')
    .addColumn('error', 'text')
    .execute()
  await db.schema.createIndex('listing_schedule_due_idx').on('listing_schedule').columns(['done_at', 'due_at']).execute()
  await db.schema.createIndex('listing_schedule_property_idx').on('listing_schedule').column('property_id').execute()

  await db.schema
    .createTable('staff_previews')
    /** SHA-256 of the token in the preview link (the link itself is never stored). */
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    /** listing or content. */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    /** The listing's id or the content section's slug. */
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    /** The unsaved section value (content) as JSON; null for a listing. */
    .addColumn('draft', 'text')
    .addColumn('created_by', 'varchar(200)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('staff_previews_expires_idx').on('staff_previews').column('expires_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_previews').ifExists().execute()
  await db.schema.dropTable('listing_schedule').ifExists().execute()
  await db.schema.dropIndex('properties_published_at_idx').ifExists().execute()
  await db.schema.alterTable('properties').dropColumn('published_at').execute()
}
