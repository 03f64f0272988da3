import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { ListingImportAnswer } from '#core/listings/listing-import.ts'
import { RESO_COLUMNS } from '#core/listings/reso-fields.ts'
import { parseCsv, toCsv } from '#server/leads/csv.ts'

// The RESO CSV export and import (docs/decisions/0158-reso-csv-export-and-import.md) through the staff API: the seeded
// business exported and imported into an empty database gives the same listings; a preview names each bad row's
// number and column and saves nothing; photos from elsewhere are skipped with a note; agents may not use it. The seeded
// business is a SQLite copy: on PostgreSQL it is exported from that copy and imported into an empty PostgreSQL database.

/** What a listing is, apart from what another database gives it anew (photos, code, times, its agent record). */
function fieldsOf(p: Listing) {
  const {
    images,
    thumbnail,
    createdAt,
    updatedAt,
    listingCode,
    agentId,
    agent,
    priceHistory,
    openHouses,
    publishedAt,
    archivedAt,
    renovation,
    health,
    ...fields
  } = p
  // The health score is worked out from the photos, which an import does not bring from another site.
  void [images, thumbnail, createdAt, updatedAt, listingCode, agentId, agent, priceHistory, openHouses, publishedAt, archivedAt, health]
  return { ...fields, renovation: renovation && { summary: renovation.summary, work: renovation.work } }
}

const allListings = async (t: TestApp, token: string) => {
  const out: Listing[] = []
  for (;;) {
    const page = (await staffCall(t.app)(token, 'GET', `/api/admin/properties?limit=200&offset=${out.length}&sort=title`)).json<Listing[]>()
    out.push(...page)
    if (page.length < 200) return out.sort((a, b) => a._id.localeCompare(b._id))
  }
}

for (const dialect of dialects) {
  describe(`RESO CSV export and import on ${dialect}`, () => {
    let source: TestApp
    let target: TestApp
    let sourceToken = ''
    let targetToken = ''
    let csv = ''

    beforeAll(async () => {
      ;[source, target] = await Promise.all([createTestApp({ seeded: true }), createTestApp({ dialect })])
      ;[sourceToken, targetToken] = await Promise.all([signIn(source.app), signIn(target.app)])
    }, 180_000)
    afterAll(async () => {
      await source?.close()
      await target?.close()
    })

    it('exports every listing under the RESO field names', async () => {
      const res = await staffCall(source.app)(sourceToken, 'GET', '/api/admin/properties/export.csv')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toContain('text/csv')
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="listings-\d{4}-\d\d-\d\d\.csv"/)
      csv = res.body
      const [header, ...rows] = parseCsv(csv)
      expect(header).toEqual(RESO_COLUMNS)
      expect(rows).toHaveLength((await allListings(source, sourceToken)).length)
      const rental = rows.find((r) => r[header!.indexOf('PropertyType')] === 'ResidentialLease')!
      expect(rental[header!.indexOf('StandardStatus')]).toMatch(/^(ComingSoon|Active|Pending|Closed)$/)
      // A filter narrows the export.
      const rentals = await staffCall(source.app)(sourceToken, 'GET', '/api/admin/properties/export.csv?type=rental')
      expect(parseCsv(rentals.body).length - 1).toBe(rows.filter((r) => r[header!.indexOf('PropertyType')] === 'ResidentialLease').length)
    })

    it('imported into an empty database, the export gives the same listings, as drafts, photos from elsewhere skipped', async () => {
      const rows = parseCsv(csv).slice(1)
      const count = rows.length
      expect((await staffCall(target.app)(targetToken, 'POST', '/api/admin/properties/import/preview', { csv })).json()).toMatchObject({
        creates: count,
        updates: 0,
        invalid: 0,
        done: false,
        ignoredColumns: [],
      })
      const imported = await staffCall(target.app)(targetToken, 'POST', '/api/admin/properties/import', { csv })
      expect(imported.statusCode, imported.body).toBe(200)
      const done = imported.json<ListingImportAnswer>()
      expect(done).toMatchObject({ creates: count, done: true })
      expect(done.rows[0]!.notes.join(' ')).toMatch(/photos? skipped/i)

      const [before, after] = await Promise.all([allListings(source, sourceToken), allListings(target, targetToken)])
      expect(after.map(fieldsOf)).toEqual(before.map(fieldsOf))
      expect(after.every((p) => p.publishedAt === null)).toBe(true)
      // And the same file again updates them all.
      const again = (
        await staffCall(target.app)(targetToken, 'POST', '/api/admin/properties/import/preview', { csv })
      ).json<ListingImportAnswer>()
      expect(again).toMatchObject({ creates: 0, updates: count, invalid: 0 })
    })

    it('a row copied into the site it came from keeps its photos, each with its description, a | in one included', async () => {
      const [original] = (await allListings(source, sourceToken)).filter((p) => p.images.length >= 2)
      const alt = 'Kitchen | island \\ north light'
      await source.database.db
        .updateTable('property_images')
        .set({ alt })
        .where('property_id', '=', original!._id)
        .where('position', '=', 0)
        .execute()
      const [header, ...rows] = parseCsv((await staffCall(source.app)(sourceToken, 'GET', '/api/admin/properties/export.csv')).body)
      const row = [...rows.find((r) => r[header!.indexOf('ListingKey')] === original!._id)!]
      expect(row[header!.indexOf('X_MediaAlts')]).toContain('Kitchen \\| island \\\\ north light|')
      row[header!.indexOf('ListingKey')] = ''
      const imported = await staffCall(source.app)(sourceToken, 'POST', '/api/admin/properties/import', { csv: toCsv(header!, [row]) })
      expect(imported.statusCode, imported.body).toBe(200)
      const copyId = imported.json<ListingImportAnswer>().rows[0]!.listingKey
      expect(copyId).not.toBe(original!._id)
      const copy = (await staffCall(source.app)(sourceToken, 'GET', `/api/admin/properties/${copyId}`)).json<Listing>()
      const photos = (p: Listing) => p.images.map((i) => ({ url: i.url, alt: i.alt }))
      expect(photos(copy)).toEqual(photos({ ...original!, images: original!.images.map((i, n) => (n === 0 ? { ...i, alt } : i)) }))
      expect(copy.images[0]!.alt).toBe(alt)
    })

    it('a preview names each bad row by number and column and saves nothing', async () => {
      const [header, first, second] = parseCsv(csv)
      const col = (name: string) => header!.indexOf(name)
      const bad = [...first!]
      bad[col('ListingKey')] = ''
      bad[col('ListPrice')] = 'lots'
      bad[col('StateOrProvince')] = 'Nebraska'
      const worse = [...second!]
      worse[col('ListingKey')] = 'not-an-id'
      worse[col('PropertySubType')] = 'Castle'
      const file = toCsv([...header!, 'Notes'], [bad, worse])
      const res = await staffCall(target.app)(targetToken, 'POST', '/api/admin/properties/import/preview', { csv: file })
      expect(res.statusCode, res.body).toBe(200)
      const answer = res.json<ListingImportAnswer>()
      expect(answer).toMatchObject({ invalid: 2, ignoredColumns: ['Notes'] })
      expect(answer.rows[0]).toMatchObject({ row: 2, action: 'create' })
      expect(answer.rows[0]!.problems).toEqual(
        expect.arrayContaining([
          { field: 'ListPrice', message: 'Price must be a number' },
          { field: 'StateOrProvince', message: 'Use at most 2 characters' },
        ]),
      )
      expect(answer.rows[1]!.row).toBe(3)
      expect(answer.rows[1]!.problems.map((p) => p.field)).toEqual(expect.arrayContaining(['ListingKey', 'PropertySubType']))
      const refused = await staffCall(target.app)(targetToken, 'POST', '/api/admin/properties/import', { csv: file })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toContain('2 of 2 rows have problems')
      expect(
        (await staffCall(target.app)(targetToken, 'POST', '/api/admin/properties/import/preview', { csv: 'just,some\r\ntext,here' }))
          .statusCode,
      ).toBe(400)
    })

    it('agents may neither export nor import', async () => {
      await createStaffUser(target.database.db, 'avery', undefined, { role: 'agent' })
      const agent = await signIn(target.app, 'avery')
      expect((await staffCall(target.app)(agent, 'GET', '/api/admin/properties/export.csv')).statusCode).toBe(403)
      expect((await staffCall(target.app)(agent, 'POST', '/api/admin/properties/import/preview', { csv })).statusCode).toBe(403)
    })
  })
}
