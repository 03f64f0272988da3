import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signedInStaff } from '#tests/helpers/admin.ts'
import type { Listing } from '#core/listings/listing.ts'
import { emptyListingForm, type ListingInputBody } from '#core/listings/listing-form.ts'

// No lost update in the listing editor: a save names the listing's updatedAt
// it started from (If-Match); when someone saved the listing since, the save
// is refused with 409, who saved it, when, and the listing now.

for (const dialect of dialects) {
  describe(`listing saves that started from an older version on ${dialect}`, () => {
    let t: TestApp
    let ana = ''
    let ben = ''
    let listing: Listing

    const body = (over: Partial<ListingInputBody> = {}): ListingInputBody => ({
      ...emptyListingForm(),
      title: 'Benson Bungalow',
      address: '6110 Maple St',
      zip: '68104',
      price: 210000,
      squareFootage: 1200,
      bedrooms: 3,
      bathrooms: 1,
      description: 'Fresh paint and a new furnace.',
      latitude: 41.2845,
      longitude: -96.0178,
      ...over,
    })
    const put = (token: string, payload: ListingInputBody, version?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${listing._id}`,
        payload,
        headers: { ...authHeader(token), ...(version !== undefined && { 'if-match': `"${version}"` }) },
      })

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      ;[ana, ben] = await signedInStaff(t.app, t.database.db, ['ana', 'ben'])
      const created = await t.app.inject({ method: 'POST', url: '/api/admin/properties', payload: body(), headers: authHeader(ana) })
      expect(created.statusCode, created.body).toBe(201)
      listing = created.json()
    })
    afterAll(() => t?.close())

    it('refuses a price change made from the version before a bedrooms change, and keeps the bedrooms', async () => {
      const opened = listing.updatedAt
      const first = await put(ana, body({ bedrooms: 4 }), opened)
      expect(first.statusCode, first.body).toBe(200)
      const afterFirst = first.json().updatedAt
      expect(afterFirst > opened).toBe(true)

      const second = await put(ben, body({ price: 199000 }), opened)
      expect(second.statusCode).toBe(409)
      const conflict = second.json()
      expect(conflict).toMatchObject({ version: afterFirst, savedBy: 'ana', savedAt: afterFirst, current: { bedrooms: 4, price: 210000 } })
      expect(conflict.message).toMatch(
        /^ana saved this listing at .+ \(Omaha time\), after you opened it\. Choose which version to keep\.$/,
      )

      const merged = await put(ben, body({ bedrooms: 4, price: 199000 }), conflict.version)
      expect(merged.statusCode, merged.body).toBe(200)
      expect(merged.json()).toMatchObject({ bedrooms: 4, price: 199000 })
    })

    it('gives two saves in the same moment different versions, and saves as before without If-Match', async () => {
      const a = await put(ana, body({ title: 'Benson Bungalow, renovated' }))
      const b = await put(ana, body({ title: 'Benson Bungalow, renovated' }))
      expect(a.statusCode).toBe(200)
      expect(b.json().updatedAt > a.json().updatedAt).toBe(true)
      expect((await put(ben, body(), a.json().updatedAt)).statusCode).toBe(409)
    })
  })
}
