import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase, dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'

// The listings' text search through its trigram index (docs/decisions/0110-listing-search-index.md) finds exactly
// what `search_text LIKE '%text%'` over every listing finds, for any text a visitor or staff member types, and the
// index follows every insert, change and delete.

const LISTINGS = [
  { title: 'Benson Bungalow', address: '6104 Maple St', city: 'Omaha', zip: '68104', neighborhood: 'Benson' },
  { title: 'Millard Ranch', address: '13520 Millard Ave', city: 'Omaha', zip: '68137', neighborhood: 'Millard' },
  { title: 'Elkhorn 2-Story', address: '20211 Cumberland Dr', city: 'Elkhorn', zip: '68022', neighborhood: 'Elkhorn Ridge' },
  { title: 'Dundee 100% Brick', address: '5015 Underwood Ave', city: 'Omaha', zip: '68132', neighborhood: 'Dundee' },
  { title: 'Café_Corner Loft', address: '1101 Jackson St #4', city: 'Omaha', zip: '68102', neighborhood: 'Old Market' },
  { title: 'Papillion Split\\Level', address: '802 Tara Plz', city: 'Papillion', zip: '68046', neighborhood: 'Tara Hills' },
]

const QUERIES = [
  'millard',
  'MILLARD',
  'Mill',
  'ard a',
  '68',
  'o',
  '681',
  '68137',
  'omaha',
  'ave',
  '| omaha',
  'ne | 68',
  '100%',
  '%',
  '_',
  'café_',
  'cafe',
  'café',
  'CAFÉ C',
  'é_c',
  'split\\level',
  '\\',
  'tara hills',
  'nowhere at all',
  '2-story',
  '#4',
  'jackson st #4 | omaha',
]

for (const dialect of dialects) {
  describe(`the listing text search on ${dialect}`, () => {
    let database: TestDatabase
    const ids: string[] = []

    /** What a scan of every listing finds: the meaning the index must keep. */
    const scanned = async (text: string) => {
      const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const rows = await sql<{ id: string }>`select id from properties where archived_at is null and status != 'upcoming'
        and search_text like ${pattern} escape '\\' order by id`.execute(database.db)
      return rows.rows.map((r) => r.id)
    }
    const searched = async (text: string, staff = false) => {
      const repo = createListingRepository(database.db)
      const { items } = await repo.list({ location: staff ? undefined : text }, staff ? { text } : {})
      return items.map((p) => p._id).sort()
    }

    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      for (const l of LISTINGS)
        ids.push(
          await insertProperty(database.db, {
            title: l.title,
            address: l.address,
            city: l.city,
            zip: l.zip,
            location: { city: l.city, neighborhood: l.neighborhood, county: 'Douglas', schoolDistrict: 'OPS', walkScore: 50 },
          }),
        )
    })
    afterAll(async () => {
      await database?.destroy()
    })

    it('finds what a LIKE over every listing finds, for every kind of text', async () => {
      for (const text of QUERIES) {
        const expected = await scanned(text)
        expect(await searched(text), text).toEqual(expected)
        expect(await searched(text, true), `staff: ${text}`).toEqual(expected)
      }
      expect(await searched('millard')).toEqual([ids[1]])
      expect(await searched('100%')).toEqual([ids[3]])
      expect(await searched('café_')).toEqual([ids[4]])
    })

    it('follows a change of the text, a new listing and a deleted one', async () => {
      await database.db
        .updateTable('properties')
        .set({ search_text: 'gretna farmhouse | gretna | ne | 68028' })
        .where('id', '=', ids[0])
        .execute()
      expect(await searched('benson')).toEqual([])
      expect(await searched('gretna')).toEqual([ids[0]])
      const added = await insertProperty(database.db, { title: 'Gretna Acreage', address: '11 Gretna Rd', city: 'Gretna', zip: '68028' })
      expect(await searched('gretna')).toEqual([ids[0], added].sort())
      await database.db.deleteFrom('properties').where('id', '=', ids[0]).execute()
      expect(await searched('gretna')).toEqual([added])
      for (const text of QUERIES) expect(await searched(text), text).toEqual(await scanned(text))
    })

    it('reads the index rather than every listing', async () => {
      if (dialect === 'sqlite') {
        const plan = await sql<{ detail: string }>`explain query plan select id from properties where properties.id in
          (select property_id from listing_search where id in (select rowid from listing_search_fts where search_text like ${'%millard%'}))`.execute(
          database.db,
        )
        expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/listing_search_fts VIRTUAL TABLE INDEX/)
      } else {
        const index = await sql<{
          indexdef: string
        }>`select indexdef from pg_indexes where indexname = 'properties_search_text_trgm_idx'`.execute(database.db)
        expect(index.rows[0]?.indexdef).toMatch(/USING gin \(search_text gin_trgm_ops\)/)
        // One connection: the planner is told to prefer any index over reading the few test rows.
        const plan = await database.db.connection().execute(async (connection) => {
          await sql`set enable_seqscan = off`.execute(connection)
          try {
            return await sql<{
              'QUERY PLAN': string
            }>`explain select id from properties where search_text like ${'%millard%'} escape '\\'`.execute(connection)
          } finally {
            await sql`reset enable_seqscan`.execute(connection)
          }
        })
        expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/properties_search_text_trgm_idx/)
      }
    })
  })
}
