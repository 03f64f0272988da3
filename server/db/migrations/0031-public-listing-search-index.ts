import { PostgresAdapter, sql, type Kysely } from 'kysely'

// The public location search at 100,000 listings (docs/decisions/0124-common-word-location-search.md): a word that
// thousands of listings hold is counted and paged from indexes alone, its text checked on each entry, instead of
// reading each matching listing (4 kB of details) to count and sort it.
// - Both: one index over the public listings (not archived, published) in created_at order, holding the search text
//   and every column the public filters compare; the newest page is its first entries that match.
// - PostgreSQL: the price order's index (migration 0029) holds the same columns, so "price low to high" with a
//   location walks it without reading a listing; SQLite reads location searches through the index above by name.

const PUBLIC = sql`archived_at is null and published_at is not null`

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index properties_public_search_idx on properties
    (created_at, id, status, type, price, estimated_price, bedrooms, bathrooms, property_type, latitude, longitude,
     search_text, archived_at, published_at) where ${PUBLIC}`.execute(db)
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index properties_public_price_idx`.execute(db)
    await sql`create index properties_public_price_idx on properties (type, price, id) include
      (status, estimated_price, bedrooms, bathrooms, property_type, latitude, longitude, created_at, search_text) where ${PUBLIC}`.execute(
      db,
    )
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_public_search_idx').ifExists().execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index properties_public_price_idx`.execute(db)
    await sql`create index properties_public_price_idx on properties (type, price, id) where ${PUBLIC}`.execute(db)
  }
}
