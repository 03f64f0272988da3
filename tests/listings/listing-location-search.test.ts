import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase, dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import type { ListingRead } from '#core/listings/listing.ts'

// The public location search reads the public listings' covering index (migration 0031,
// docs/decisions/0124-common-word-location-search.md) and pages by ids before reading listings: for a word one
// listing in eight holds, a rare one, a piece of a word, any case, with filters, orders and pages, it answers the same
// listings in the same order and the same total as a LIKE over every listing, and never shows an archived listing,
// a draft or an upcoming one.

const AREAS = ['Millard', 'Papillion', 'Bellevue', 'La Vista', 'Elkhorn', 'Gretna', 'Benson', 'Council Bluffs']
const COUNT = 96

const WORDS = ['millard', 'MILLARD', 'Mill', 'lard', 'council bluffs', 'bluffs', 'home 18', 'home 4', 'la v', 'ne', 'zz', '%', '100%', 'é']

const QUERIES: Array<Omit<ListingRead, 'location'>> = [
  { limit: 5 },
  { limit: 5, offset: 5 },
  { limit: 24, offset: 48 },
  { type: 'sale', sort: 'price-low', limit: 4 },
  { type: 'rental', sort: 'price-high', limit: 4, offset: 2 },
  { minPrice: 200000, maxPrice: 500000, bedrooms: 3, limit: 6 },
  { sort: 'bedrooms', bathrooms: 2, limit: 7 },
  { propertyType: 'condo', limit: 10 },
  { north: 41.25, south: 41.1, east: -96.0, west: -96.3, limit: 10 },
  {},
]

for (const dialect of dialects) {
  describe(`the public location search on ${dialect}`, () => {
    let database: TestDatabase

    /** A LIKE over every listing a visitor may see, in the list's order: what the search must answer. */
    const scanned = async (q: ListingRead) => {
      const pattern = `%${q.location!.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const filters = [
        sql`archived_at is null`,
        sql`published_at is not null`,
        sql`status != 'upcoming'`,
        sql`search_text like ${pattern} escape '\\'`,
        ...(q.type ? [sql`type = ${q.type}`] : []),
        ...(q.propertyType ? [sql`property_type = ${q.propertyType}`] : []),
        ...(q.minPrice !== undefined ? [sql`price >= ${q.minPrice}`] : []),
        ...(q.maxPrice !== undefined ? [sql`price <= ${q.maxPrice}`] : []),
        ...(q.bedrooms !== undefined ? [sql`bedrooms >= ${q.bedrooms}`] : []),
        ...(q.bathrooms !== undefined ? [sql`bathrooms >= ${q.bathrooms}`] : []),
        ...(q.north !== undefined ? [sql`latitude <= ${q.north}`] : []),
        ...(q.south !== undefined ? [sql`latitude >= ${q.south}`] : []),
        ...(q.east !== undefined ? [sql`longitude <= ${q.east}`] : []),
        ...(q.west !== undefined ? [sql`longitude >= ${q.west}`] : []),
      ]
      const order =
        q.sort === 'price-low'
          ? sql`price asc, id`
          : q.sort === 'price-high'
            ? sql`price desc, id`
            : q.sort === 'bedrooms'
              ? sql`bedrooms desc, created_at desc, id`
              : sql`created_at desc, id`
      const rows = await sql<{ id: string }>`select id from properties where ${sql.join(filters, sql` and `)} order by ${order}`.execute(
        database.db,
      )
      const ids = rows.rows.map((r) => r.id)
      const start = q.offset ?? 0
      return { ids: ids.slice(start, q.limit === undefined ? undefined : start + q.limit), total: ids.length }
    }

    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      for (let i = 0; i < COUNT; i++) {
        const area = AREAS[i % AREAS.length]
        const rental = i % 3 === 0
        const id = await insertProperty(database.db, {
          title: i === 7 ? `${area} 100% Brick` : `${area} home ${i}`,
          address: `${100 + i} Café Ave`,
          city: area,
          type: rental ? 'rental' : 'sale',
          status: i % 11 === 0 ? 'sold' : i % 13 === 0 ? 'upcoming' : 'available',
          propertyType: i % 5 === 0 ? 'condo' : 'house',
          // Equal prices and bedrooms, so the order's tie-breaks count.
          price: rental ? 900 + (i % 6) * 100 : 150000 + (i % 9) * 50000,
          bedrooms: 1 + (i % 4),
          bathrooms: 1 + (i % 3),
          latitude: 41.05 + (i % 10) * 0.03,
          longitude: -96.35 + (i % 7) * 0.06,
          createdAt: new Date(Date.UTC(2026, 0, 1) + (i % 40) * 3_600_000).toISOString(),
          location: { city: area, neighborhood: area, county: 'Douglas', schoolDistrict: `${area} Public Schools`, walkScore: 50 },
        })
        // Archived listings and drafts hold the words too; a visitor never sees them.
        if (i % 17 === 0)
          await database.db.updateTable('properties').set({ archived_at: new Date().toISOString() }).where('id', '=', id).execute()
        if (i % 19 === 0) await database.db.updateTable('properties').set({ published_at: null }).where('id', '=', id).execute()
      }
    })
    afterAll(async () => {
      await database?.destroy()
    })

    it('answers what a LIKE over every listing answers, page by page, for common, rare and partial words in any case', async () => {
      const repo = createListingRepository(database.db)
      const totals = new Map<string, number>()
      for (const location of WORDS)
        for (const query of QUERIES) {
          const q = { ...query, location }
          const expected = await scanned(q)
          const { items, total } = await repo.list(q)
          expect({ ids: items.map((p) => p._id), total }, JSON.stringify(q)).toEqual(expected)
          if (Object.keys(query).length === 0) totals.set(location, total)
        }
      // The words are what they are meant to be: one listing in eight, a few, none.
      expect(totals.get('millard')).toBeGreaterThan(8)
      expect(totals.get('millard')).toBeLessThan(COUNT / 6)
      expect(totals.get('MILLARD')).toBe(totals.get('millard'))
      expect(totals.get('home 18')).toBe(1)
      expect(totals.get('100%')).toBe(1)
      expect(totals.get('zz')).toBe(0)
      expect(totals.get('é')).toBeGreaterThan(COUNT / 2)
    })

    it('reads the public listings’ covering index for a location', async () => {
      if (dialect === 'sqlite') {
        const plan = await sql<{ detail: string }>`explain query plan select count(*) from properties
          indexed by properties_public_search_idx where archived_at is null and published_at is not null
          and status != 'upcoming' and search_text like ${'%millard%'} escape '\\'`.execute(database.db)
        expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/COVERING INDEX properties_public_search_idx/)
      } else {
        const index = await sql<{
          indexdef: string
        }>`select indexdef from pg_indexes where indexname = 'properties_public_price_idx'`.execute(database.db)
        expect(index.rows[0]?.indexdef).toMatch(/INCLUDE \(.*search_text.*\)/)
      }
    })
  })
}
