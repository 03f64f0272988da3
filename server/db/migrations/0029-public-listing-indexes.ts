import { sql, type Kysely } from 'kysely'

// Indexes over the public listings only, those a visitor may see (not archived, published) (docs/decisions/0120-public-list-at-scale.md):
// one holding every column the public filters compare, so counting the matches of any filter reads this index alone
// instead of each matching listing, and one in price order per type, for "price low to high" and "high to low".

const PUBLIC = sql`archived_at is null and published_at is not null`

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index properties_public_match_idx on properties
    (type, status, price, bedrooms, bathrooms, property_type, archived_at, published_at) where ${PUBLIC}`.execute(db)
  await sql`create index properties_public_price_idx on properties (type, price, id) where ${PUBLIC}`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_public_price_idx').ifExists().execute()
  await db.schema.dropIndex('properties_public_match_idx').ifExists().execute()
}
