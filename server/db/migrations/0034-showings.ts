import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Showings on real availability (docs/decisions/0127-showing-slots.md, 0128-one-row-per-held-place.md): an agent's
// showing hours and days off on their card, a listing's showing settings on the listing (both null until staff set
// them: the defaults of core/leads/showings.ts apply), the showings a tour request books, and one row per place a
// showing holds. The unique index over the places is what gives a slot's last place once, on SQLite and PostgreSQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  /** JSON { week: seven { open, close } or null, Sunday first; daysOff: YYYY-MM-DD[] }. */
  await db.schema.alterTable('agents').addColumn('showing_hours', 'text').execute()
  /** JSON ShowingSettings (core/leads/showings.ts). */
  await db.schema.alterTable('properties').addColumn('showing_settings', 'text').execute()
  await createTable(db, 'showings', {
    id: 'varchar(24) primary key',
    inquiry_id: 'varchar(24) not null references inquiries.id on delete cascade',
    property_id: 'varchar(24) not null references properties.id on delete cascade',
    /** The agent card who shows it; null: the office (the listing has no agent). */
    agent_id: 'varchar(24)',
    /** The tour form's date (YYYY-MM-DD, Omaha) and slot label, as the visitor chose them. */
    slot_date: 'varchar(10) not null',
    slot_label: 'varchar(16) not null',
    /** UTC instants (ISO 8601). */
    starts_at: 'varchar(32) not null',
    ends_at: 'varchar(32) not null',
    /** requested (approve-first) or confirmed (instant booking). */
    status: 'varchar(16) not null',
    created_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('showings_property_idx').on('showings').columns(['property_id', 'slot_date']).execute()
  await db.schema.createIndex('showings_inquiry_idx').on('showings').column('inquiry_id').execute()
  await createTable(db, 'showing_places', {
    showing_id: 'varchar(24) not null references showings.id on delete cascade',
    /** The agent's id, or "listing:<id>" when nobody is named: whose time the place is. */
    agent_key: 'varchar(40) not null',
    slot_date: 'varchar(10) not null',
    slot_label: 'varchar(16) not null',
    seat: 'integer not null',
    property_id: 'varchar(24) not null',
  })
  await db.schema
    .createIndex('showing_places_once')
    .on('showing_places')
    .columns(['agent_key', 'slot_date', 'slot_label', 'seat'])
    .unique()
    .execute()
  await db.schema.createIndex('showing_places_showing_idx').on('showing_places').column('showing_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('showing_places').ifExists().execute()
  await db.schema.dropTable('showings').ifExists().execute()
  await db.schema.alterTable('properties').dropColumn('showing_settings').execute()
  await db.schema.alterTable('agents').dropColumn('showing_hours').execute()
}
