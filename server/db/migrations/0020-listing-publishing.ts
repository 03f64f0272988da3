import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

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

  await createTable(db, 'listing_schedule', {
    id: 'varchar(24) primary key',
    property_id: 'varchar(24) not null references properties.id on delete cascade',
    /** publish, or status (to the status in `status`). */
    kind: 'varchar(16) not null',
    status: 'varchar(16)',
    /** When it is due (UTC, ISO). */
    due_at: 'varchar(32) not null',
    created_by: 'varchar(200) not null',
    created_at: 'varchar(32) not null',
    /** The server working on it ('' when none) and until when its claim holds. */
    claimed_by: "varchar(64) not null default ''",
    claimed_until: "varchar(32) not null default ''",
    /** When it was carried out, or refused (with why). */
    done_at: 'varchar(32)',
    error: 'text',
  })
  await db.schema.createIndex('listing_schedule_due_idx').on('listing_schedule').columns(['done_at', 'due_at']).execute()
  await db.schema.createIndex('listing_schedule_property_idx').on('listing_schedule').column('property_id').execute()

  await createTable(db, 'staff_previews', {
    /** SHA-256 of the token in the preview link (the link itself is never stored). */
    token_hash: 'varchar(64) primary key',
    /** listing or content. */
    kind: 'varchar(16) not null',
    /** The listing's id or the content section's slug. */
    record_id: 'varchar(64) not null',
    /** The unsaved section value (content) as JSON; null for a listing. */
    draft: 'text',
    created_by: 'varchar(200) not null',
    expires_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('staff_previews_expires_idx').on('staff_previews').column('expires_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_previews').ifExists().execute()
  await db.schema.dropTable('listing_schedule').ifExists().execute()
  await db.schema.dropIndex('properties_published_at_idx').ifExists().execute()
  await db.schema.alterTable('properties').dropColumn('published_at').execute()
}
