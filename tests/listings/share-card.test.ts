import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { addListingPhotos } from '#tests/helpers/uploads.ts'
import { shareCardPath } from '#core/listings/listing-paths.ts'
import { shareCardLines } from '#server/listings/share-card.ts'
import type { Listing } from '#core/listings/listing.ts'

// A listing's share card (docs/decisions/0159-listing-flyer-and-share-card.md): the picture link previews show, drawn
// from the listing's first photo with its price and facts, for public listings only, and drawn anew when they change.

/** The mean colour of a box of the card, as [red, green, blue]. */
async function meanColour(jpeg: Buffer, left: number, top: number, width = 200, height = 80): Promise<number[]> {
  const box = await sharp(jpeg).extract({ left, top, width, height }).png().toBuffer()
  const { channels } = await sharp(box).stats()
  return channels.slice(0, 3).map((c) => Math.round(c.mean))
}

describe('the words of a share card', () => {
  it('says the price, beds, baths, area and address, cutting a long address', () => {
    const lines = shareCardLines({
      type: 'sale',
      status: 'available',
      price: 289000,
      estimatedPrice: null,
      bedrooms: 3,
      bathrooms: 2.5,
      squareFootage: 1850,
      address: '4512 North Very Long Boulevard Name That Goes On and On',
      city: 'Omaha',
      state: 'NE',
      zip: '68104',
    } as Listing)
    expect(lines).toMatchObject({ badge: 'For Sale', price: '$289,000', facts: '3 bd  ·  2.5 ba  ·  1,850 sq ft' })
    expect(lines.address.length).toBeLessThanOrEqual(58)
    expect(lines.address.endsWith('…')).toBe(true)
  })
})

for (const dialect of dialects) {
  describe(`share cards on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    let withPhoto = ''
    const card = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: shareCardPath(id), headers })

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      token = await signIn(t.app)
      withPhoto = await insertProperty(t.database.db, { title: 'Red Door Ranch', price: 289000, bedrooms: 3, bathrooms: 2 })
      const red = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#d02020' } })
        .jpeg()
        .toBuffer()
      await addListingPhotos(t.app, token, withPhoto, [[new Blob([new Uint8Array(red)], { type: 'image/jpeg' }), 'front.jpg']])
    })
    afterAll(() => t?.close())

    it('draws a 1200 × 630 JPEG from the first photo, with the dark band of words at the foot', async () => {
      const res = await card(withPhoto)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe('image/jpeg')
      expect(res.headers['cache-control']).toBe('public, max-age=3600')
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
      const [r, g, b] = await meanColour(res.rawPayload, 500, 160)
      expect(r).toBeGreaterThan(150)
      expect(g + b).toBeLessThan(160)
      // The band under the words is the navy of the site, not the photo's red.
      const [fr, , fb] = await meanColour(res.rawPayload, 900, 600, 40, 20)
      expect(fr).toBeLessThan(80)
      expect(fb).toBeGreaterThan(fr)
    })

    it('answers 304 to its own ETag and draws anew when the price changes', async () => {
      const first = await card(withPhoto)
      const etag = String(first.headers.etag)
      expect((await card(withPhoto, { 'if-none-match': etag })).statusCode).toBe(304)
      const listing = (
        await t.app.inject({ method: 'GET', url: `/api/admin/properties/${withPhoto}`, headers: authHeader(token) })
      ).json<Listing>()
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${withPhoto}`,
        headers: authHeader(token),
        payload: { ...listing, price: 279000 },
      })
      expect(saved.statusCode, saved.body).toBe(200)
      await expect.poll(async () => (await card(withPhoto)).headers.etag, { timeout: 5000 }).not.toBe(etag)
      expect((await card(withPhoto, { 'if-none-match': etag })).statusCode).toBe(200)
    })

    it('draws a plain navy card for a listing without photos', async () => {
      const id = await insertProperty(t.database.db, { title: 'No Photos Yet' })
      const res = await card(id)
      expect(res.statusCode).toBe(200)
      const [r, g, b] = await meanColour(res.rawPayload, 500, 160)
      expect(b).toBeGreaterThan(r)
      expect(r).toBeLessThan(60)
      expect(g).toBeLessThan(90)
    })

    it('has no card for a draft or an unknown listing, and refuses a malformed id', async () => {
      const draft = await insertProperty(t.database.db, { title: 'Hidden Draft', draft: true })
      expect((await card(draft)).statusCode).toBe(404)
      expect((await card('0123456789abcdef01234567')).statusCode).toBe(404)
      expect((await card('not-an-id')).statusCode).toBe(400)
    })
  })
}
