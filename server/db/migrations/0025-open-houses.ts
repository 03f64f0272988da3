import type { Kysely } from 'kysely'
import { bumpCatalogVersionOn, createTable } from './create-table.ts'

// Open houses of a listing (docs/decisions/0112-open-houses.md). They show on the public pages, so their table moves
// the catalog version like the listings' own tables (migration 0003); marking one ended is a change of it too, so the
// cached pages drop it. Sign-ins at an open house are leads (inquiries of kind 'open-house').

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'open_houses', {
    id: 'varchar(24) primary key',
    property_id: 'varchar(24) not null references properties.id on delete cascade',
    /** UTC instants (ISO 8601): the same text order as time order in both dialects. */
    starts_at: 'varchar(32) not null',
    ends_at: 'varchar(32) not null',
    /** 1 once the ending job has seen it end (it leaves the public pages), else 0. */
    ended: 'integer not null default 0',
    created_at: 'varchar(32) not null',
    created_by: 'varchar(24)',
  })
  await db.schema.createIndex('open_houses_property_idx').on('open_houses').columns(['property_id', 'starts_at']).execute()
  await db.schema.createIndex('open_houses_open_idx').on('open_houses').columns(['ended', 'ends_at']).execute()

  await bumpCatalogVersionOn(db, 'open_houses')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Dropping the table drops its triggers in both dialects.
  await db.schema.dropTable('open_houses').ifExists().execute()
}
