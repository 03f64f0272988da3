import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { makeProperty } from '#tests/helpers/factories.ts'
import { nominatimResult, startFakeGeocoder, type FakeGeocoder } from '#tests/helpers/fake-geocoder.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { createListingWriter, type ListingInput } from '#server/listings/listing-writer.service.ts'
import { createListingGeocoder, spreadPoint, SPREAD_METRES } from '#server/listings/listing-geocoder.service.ts'
import { createNominatim } from '#server/places/nominatim.ts'
import { newId } from '#server/db/ids.ts'

// Listings get their map point when saved, on every database.

const ZIP_68132 = { latitude: 41.2657, longitude: -95.996 }
const ZIP_68005 = { latitude: 41.1497, longitude: -95.9099 }
const DUNDEE = { latitude: 41.2622, longitude: -95.989 }

/** Metres between two points (flat-earth: fine over a few kilometres). */
function metres(a: { latitude: number; longitude: number }, b: { latitude: number | null; longitude: number | null }): number {
  const dy = (a.latitude - b.latitude!) * 111_320
  const dx = (a.longitude - b.longitude!) * 111_320 * Math.cos((a.latitude * Math.PI) / 180)
  return Math.hypot(dx, dy)
}

/** A listing as an admin form would send it: no coordinates. */
const unplaced = (overrides: Partial<ListingInput> = {}): ListingInput => {
  const { latitude: _lat, longitude: _lng, ...p } = makeProperty(overrides)
  return { ...p, ...overrides }
}

describe('spreadPoint', () => {
  it('moves a shared centre by up to SPREAD_METRES, the same way for the same id and differently for others', () => {
    const ids = Array.from({ length: 50 }, () => newId())
    const points = ids.map((id) => spreadPoint(ZIP_68132, id))
    for (const p of points) expect(metres(ZIP_68132, p)).toBeLessThanOrEqual(SPREAD_METRES + 1)
    expect(new Set(points.map((p) => `${p.latitude},${p.longitude}`)).size).toBe(50)
    expect(spreadPoint(ZIP_68132, ids[0])).toEqual(points[0])
    // Spread around, not all to one side.
    expect(points.some((p) => p.latitude > ZIP_68132.latitude)).toBe(true)
    expect(points.some((p) => p.latitude < ZIP_68132.latitude)).toBe(true)
  })
})

for (const dialect of dialects) {
  describe(`coordinates at save time on ${dialect}`, () => {
    let t: TestDatabase
    beforeAll(async () => {
      t = await createTestDatabase(dialect)
    })
    afterAll(() => t.destroy())

    const offline = () => createListingWriter(t.db, createListingGeocoder())
    const read = async (id: string) => (await createListingRepository(t.db).findById(id))!

    it('places a new listing near its ZIP code, each listing of a ZIP code at its own point', async () => {
      const writer = offline()
      const a = await read(await writer.create(unplaced({ zip: '68132', city: 'Omaha' })))
      const b = await read(await writer.create(unplaced({ zip: '68132', city: 'Omaha' })))
      for (const p of [a, b]) {
        expect(p.latitude).not.toBeNull()
        expect(metres(ZIP_68132, p)).toBeLessThanOrEqual(SPREAD_METRES + 1)
      }
      expect([a.latitude, a.longitude]).not.toEqual([b.latitude, b.longitude])
    })

    it('falls back to the neighbourhood, then the city, and leaves a listing it cannot place without a pin', async () => {
      const writer = offline()
      const dundee = await read(
        await writer.create(unplaced({ zip: '00000', location: { ...makeProperty().location, neighborhood: 'Dundee' } })),
      )
      expect(metres(DUNDEE, dundee)).toBeLessThanOrEqual(SPREAD_METRES + 1)
      const bluffs = await read(
        await writer.create(
          unplaced({ zip: '', city: 'Council Bluffs', state: 'IA', location: { ...makeProperty().location, neighborhood: '' } }),
        ),
      )
      expect(bluffs.latitude).toBeCloseTo(41.25, 1)
      expect(bluffs.longitude).toBeCloseTo(-95.85, 1)
      const nowhere = await read(
        await writer.create(unplaced({ zip: '', city: 'Nowhere', location: { ...makeProperty().location, neighborhood: '' } })),
      )
      expect(nowhere.latitude).toBeNull()
      expect(nowhere.longitude).toBeNull()
    })

    it('keeps coordinates the writer gives', async () => {
      const id = await offline().create(unplaced({ zip: '68132', latitude: 41.3, longitude: -96.01 }))
      expect(await read(id)).toMatchObject({ latitude: 41.3, longitude: -96.01 })
    })

    it('places a listing again when its address changes, and only then', async () => {
      const writer = offline()
      const id = await writer.create(unplaced({ zip: '68132', city: 'Omaha' }))
      const first = await read(id)
      const { _id, images: _images, thumbnail: _thumb, createdAt: _c, updatedAt: _u, ...form } = first

      // The form sends back the stored point with an unchanged address: nothing moves.
      expect(await writer.update(id, { ...form, price: 260000 })).toBe(true)
      expect(await read(id)).toMatchObject({ price: 260000, latitude: first.latitude, longitude: first.longitude })
      // Without coordinates and with the same address: the stored point stays too.
      await writer.update(id, { ...form, latitude: null, longitude: null })
      expect(await read(id)).toMatchObject({ latitude: first.latitude, longitude: first.longitude })

      // A new address with the old point sent back: placed at the new ZIP code.
      await writer.update(id, { ...form, address: '1402 Fort Crook Rd', city: 'Bellevue', zip: '68005' })
      const moved = await read(id)
      expect(metres(ZIP_68005, moved)).toBeLessThanOrEqual(SPREAD_METRES + 1)
      expect(moved.city).toBe('Bellevue')

      // A point the writer moved itself wins, even with an address change.
      await writer.update(id, { ...form, zip: '68132', latitude: 41.31, longitude: -96.02 })
      expect(await read(id)).toMatchObject({ latitude: 41.31, longitude: -96.02 })
      expect(await writer.update(newId(), form)).toBe(false)
    })

    describe('with a geocoder', () => {
      let geocoder: FakeGeocoder
      beforeAll(async () => {
        geocoder = await startFakeGeocoder((params) => {
          if (params.get('street') === '5012 Underwood Ave')
            return [nominatimResult('5012', 'house', 41.2627123, -95.9874567, { city: 'Omaha', postcode: '68132' })]
          if (params.get('street') === '1 Broken Way') return 503
          return []
        })
      })
      afterAll(() => geocoder.close())

      const withGeocoder = () =>
        createListingWriter(t.db, createListingGeocoder({ nominatim: createNominatim({ baseUrl: geocoder.url, userAgent: 'test' }) }))

      it('uses the exact point of the street address', async () => {
        const id = await withGeocoder().create(unplaced({ address: '5012 Underwood Ave', city: 'Omaha', zip: '68132' }))
        expect(await read(id)).toMatchObject({ latitude: 41.262712, longitude: -95.987457 })
        const request = geocoder.requests.find((r) => r.params.get('street') === '5012 Underwood Ave')!
        expect(Object.fromEntries(request.params)).toMatchObject({ city: 'Omaha', state: 'NE', postalcode: '68132', format: 'jsonv2' })
        expect(request.params.has('q')).toBe(false)
      })

      it('falls back to the ZIP code when the geocoder does not know the address or fails', async () => {
        for (const address of ['99 Unknown St', '1 Broken Way']) {
          const p = await read(await withGeocoder().create(unplaced({ address, zip: '68132' })))
          expect(metres(ZIP_68132, p)).toBeLessThanOrEqual(SPREAD_METRES + 1)
        }
      })
    })
  })
}
