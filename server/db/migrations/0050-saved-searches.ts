import { sql, type Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Saved searches and saved homes by mail (docs/decisions/0161-saved-searches-and-alerts.md): an address confirmed by
// double opt-in, the browsers tied to it, its searches (the saved homes are one of them, kind 'homes'), its saved
// homes; the changes of public listings recorded where listings are written, and which change went to which address.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(
    db,
    'alert_addresses',
    `
    id varchar(24) primary key
    email varchar(320) not null
    -- The address as persons match it (core/leads/person-keys.ts emailKey): one row per address.
    email_key varchar(320) not null unique
    locale varchar(8) not null default 'en'
    created_at varchar(32) not null
    -- When its owner first pressed Confirm in a confirmation mail (double opt-in).
    confirmed_at varchar(32)
    -- The private link of the manage page and of the saved homes on any device.
    manage_token varchar(64) not null unique
  `,
  )
  await createTable(
    db,
    'alert_browsers',
    `
    -- sha-256 of the key the browser keeps (server/leads/private-link.ts hashPrivateToken).
    key_hash varchar(64) primary key
    address_id varchar(24) not null references alert_addresses.id on delete cascade
    created_at varchar(32) not null
    -- A browser is tied once the address's owner pressed Confirm in the mail this tie sent.
    confirm_token varchar(64) not null unique
    confirm_sent_at varchar(32)
    confirmed_at varchar(32)
    -- The saved homes this browser gave before it was confirmed (JSON), kept with the address at confirmation.
    pending_homes text not null default '[]'
  `,
  )
  await createTable(
    db,
    'saved_searches',
    `
    id varchar(24) primary key
    address_id varchar(24) not null references alert_addresses.id on delete cascade
    -- 'search': a search page's filters; 'homes': the address's saved homes.
    kind varchar(16) not null
    page varchar(32) not null default ''
    query text not null default ''
    name varchar(120) not null
    -- 'instant', 'daily' or 'weekly'.
    frequency varchar(16) not null
    locale varchar(8) not null default 'en'
    unsubscribe_token varchar(64) not null unique
    created_at varchar(32) not null
    -- The browser that saved it, until confirmed; null once confirmed or saved from the manage page.
    browser_key_hash varchar(64)
    -- Alerts go only for a confirmed search of a confirmed address.
    confirmed_at varchar(32)
    -- When the alert job last looked at it (a digest's period starts here).
    last_run_at varchar(32)
  `,
  )
  await createTable(
    db,
    'saved_search_homes',
    `
    address_id varchar(24) not null references alert_addresses.id on delete cascade
    property_id varchar(24) not null
    title varchar(300) not null
    saved_at varchar(32) not null
  `,
    (t) => t.addPrimaryKeyConstraint('saved_search_homes_pk', ['address_id', 'property_id']),
  )
  await createTable(
    db,
    'listing_changes',
    `
    id varchar(24) primary key
    property_id varchar(24) not null
    -- 'new', 'price', 'status' or 'open-house'.
    kind varchar(16) not null
    before_value text not null default ''
    after_value text not null default ''
    at varchar(32) not null
  `,
  )
  await db.schema.createIndex('listing_changes_at_idx').on('listing_changes').column('at').execute()
  await createTable(
    db,
    'listing_alert_states',
    `
    property_id varchar(24) primary key
    visible integer not null
    status varchar(16) not null
    price double precision not null
    -- The ids of its open houses not ended, comma-separated.
    open_houses text not null default ''
  `,
  )
  await createTable(
    db,
    'alert_sends',
    `
    address_id varchar(24) not null references alert_addresses.id on delete cascade
    change_id varchar(24) not null references listing_changes.id on delete cascade
    search_id varchar(24) not null
    sent_at varchar(32) not null
  `,
    (t) => t.addPrimaryKeyConstraint('alert_sends_pk', ['address_id', 'change_id']),
  )
  await db.insertInto('backup_claims').values({ name: 'saved-search-alerts', holder: '', until: '' }).execute()
  // The listings of before: their state now is the baseline of their changes.
  await db
    .insertInto('listing_alert_states')
    .columns(['property_id', 'visible', 'status', 'price', 'open_houses'])
    .expression(
      db
        .selectFrom('properties')
        .select([
          'id',
          sql<number>`case when published_at is not null and archived_at is null then 1 else 0 end`.as('visible'),
          'status',
          'price',
          sql<string>`''`.as('open_houses'),
        ]),
    )
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('backup_claims').where('name', '=', 'saved-search-alerts').execute()
  for (const table of [
    'alert_sends',
    'listing_alert_states',
    'listing_changes',
    'saved_search_homes',
    'saved_searches',
    'alert_browsers',
    'alert_addresses',
  ])
    await db.schema.dropTable(table).execute()
}
