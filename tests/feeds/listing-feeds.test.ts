import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { signIn, staffCall } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { addListingPhotos } from '#tests/helpers/uploads.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { parseXml, validateXml, type XmlNode } from '#tests/helpers/xsd-check.ts'
import { emptyListingForm, type ListingInputBody } from '#core/listings/listing-form.ts'
import { FAIR_HOUSING_STATEMENT } from '#core/content/fair-housing.ts'
import { RESO_COLUMNS } from '#core/listings/reso-fields.ts'

// The listing feeds (docs/decisions/0157-listing-feeds.md) as a listing site fetches them: the rental feed valid
// against the schema of what we write, both feeds holding exactly the published listings with the brokerage and
// the fair-housing statement, and a staff save or unpublish showing on the very next fetch.

const PUBLIC_URL = 'https://homes.example.com'
const XSD = readFile(new URL('./hotpads.xsd', import.meta.url), 'utf8')

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name)?.text
const listingsOf = (xml: string) => parseXml(xml).children

for (const dialect of dialects) {
  describe(`listing feeds on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    const ids: Record<string, string> = {}

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { publicUrl: PUBLIC_URL } })
      token = await signIn(t.app)
      const db = t.database.db
      ids.rental = await insertProperty(db, { type: 'rental', status: 'available', propertyType: 'apartment', price: 1450, bathrooms: 1.5 })
      ids.rentalDraft = await insertProperty(db, { type: 'rental', status: 'available', draft: true })
      ids.rented = await insertProperty(db, { type: 'rental', status: 'rented' })
      ids.sale = await insertProperty(db, { type: 'sale', status: 'available' })
      ids.pending = await insertProperty(db, { type: 'sale', status: 'pending' })
      ids.upcoming = await insertProperty(db, { type: 'sale', status: 'upcoming', estimatedPrice: 260000 })
      ids.sold = await insertProperty(db, { type: 'sale', status: 'sold' })
      ids.saleDraft = await insertProperty(db, { type: 'sale', status: 'available', draft: true })
      await addListingPhotos(t.app, token, ids.rental, [[(await sampleFiles()).jpeg, 'front.jpg']])
      const footer = await staffCall(t.app)(token, 'PUT', '/api/admin/content/footer', {
        phone: '(402) 555-0142',
        email: 'info@example.com',
        chrisEmail: '',
        address: 'Omaha, Nebraska',
        officeHours: '',
        brokerageName: 'Heartland Home Partners',
        licenseNumber: '20231234',
        socialMedia: {},
      })
      expect(footer.statusCode, footer.body).toBe(200)
    })
    afterAll(() => t?.close())

    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

    it('the rental feed is valid against the schema of what we write and holds exactly the available published rentals', async () => {
      const res = await get('/feeds/hotpads.xml')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('application/xml')
      expect(validateXml(res.body, await XSD)).toEqual([])
      const listings = listingsOf(res.body)
      expect(listings.map((l) => l.attrs.id)).toEqual([ids.rental])
      const [rental] = listings
      expect(rental!.attrs).toMatchObject({ type: 'RENTAL', propertyType: 'MEDIUM' })
      expect(child(rental!, 'price')).toBe('1450')
      expect(child(rental!, 'pricingFrequency')).toBe('MONTHLY')
      expect([child(rental!, 'numFullBaths'), child(rental!, 'numHalfBaths')]).toEqual(['1', '1'])
      expect(child(rental!, 'website')).toBe(`${PUBLIC_URL}/property/${ids.rental}`)
      const description = child(rental!, 'description')!
      expect(description).toContain('Listed by Heartland Home Partners, licensed real estate brokerage, Nebraska license no. 20231234.')
      expect(description).toContain(FAIR_HOUSING_STATEMENT)
      const photo = rental!.children.find((c) => c.name === 'ListingPhoto')!
      expect(photo.attrs.source).toMatch(new RegExp(`^${PUBLIC_URL}/media/.+\\.webp$`))
      // The largest public size of the photo.
      const photoRes = await get(photo.attrs.source!.slice(PUBLIC_URL.length))
      expect(photoRes.statusCode).toBe(200)
    })

    it('the schema check finds what a broken feed gets wrong', async () => {
      const valid = (await get('/feeds/hotpads.xml')).body
      const broken = valid
        .replace('<pricingFrequency>MONTHLY</pricingFrequency>', '')
        .replace('propertyType="MEDIUM"', 'propertyType="CASTLE"')
      const problems = validateXml(broken, await XSD)
      expect(problems.join('\n')).toContain('pricingFrequency is missing')
      expect(problems.join('\n')).toContain('attribute propertyType="CASTLE"')
      expect(() => parseXml('<a><b></a>')).toThrow()
    })

    it('the sales feed holds the upcoming, available and pending published sales as RESO records', async () => {
      const res = await get('/feeds/sales.json')
      expect(res.statusCode).toBe(200)
      const { value } = res.json() as { value: Array<Record<string, unknown>> }
      expect(value.map((r) => r.ListingKey).sort()).toEqual([ids.sale, ids.pending, ids.upcoming].sort())
      for (const record of value) {
        // Every field the documented RESO mapping names, and the office, link and statement.
        for (const column of RESO_COLUMNS.filter((c) => c !== 'X_Published')) expect(record).toHaveProperty(column)
        expect(record).toMatchObject({
          PropertyType: 'Residential',
          ListOfficeName: 'Heartland Home Partners',
          X_ListOfficeLicense: '20231234',
          X_FairHousingStatement: FAIR_HOUSING_STATEMENT,
          X_ListingURL: `${PUBLIC_URL}/property/${record.ListingKey as string}`,
        })
      }
      expect(value.find((r) => r.ListingKey === ids.upcoming)).toMatchObject({ StandardStatus: 'ComingSoon', X_EstimatedPrice: 260000 })
      expect(value.find((r) => r.ListingKey === ids.pending)).toMatchObject({ StandardStatus: 'Pending' })
    })

    it('a staff save shows on the next fetch with a new ETag, and an unpublished listing leaves the feed', async () => {
      const first = await get('/feeds/hotpads.xml')
      expect((await get('/feeds/hotpads.xml', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304)
      expect(first.headers['last-modified']).toBeTruthy()

      const body: ListingInputBody = {
        ...emptyListingForm(),
        title: 'Dundee Flat',
        address: '5010 Underwood Ave',
        zip: '68132',
        type: 'rental',
        status: 'available',
        propertyType: 'apartment',
        price: 1525,
        squareFootage: 850,
        description: 'Sunny second floor.',
        latitude: 41.2655,
        longitude: -95.9892,
      }
      const savedAt = performance.now()
      const saved = await staffCall(t.app)(token, 'PUT', `/api/admin/properties/${ids.rental}`, body)
      expect(saved.statusCode, saved.body).toBe(200)
      const next = await get('/feeds/hotpads.xml', { 'if-none-match': first.headers.etag as string })
      expect(performance.now() - savedAt).toBeLessThan(1000)
      expect(next.statusCode).toBe(200)
      expect(next.headers.etag).not.toBe(first.headers.etag)
      const [rental] = listingsOf(next.body)
      expect([child(rental!, 'name'), child(rental!, 'price')]).toEqual(['Dundee Flat', '1525'])

      const unpublished = await staffCall(t.app)(token, 'POST', `/api/admin/properties/${ids.rental}/unpublish`)
      expect(unpublished.statusCode, unpublished.body).toBe(200)
      expect(listingsOf((await get('/feeds/hotpads.xml')).body)).toEqual([])
      expect(validateXml((await get('/feeds/hotpads.xml')).body, await XSD)).toEqual([])
    })
  })
}
