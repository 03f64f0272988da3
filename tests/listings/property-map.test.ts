import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import type { ListingPins } from '#core/listings/listing.ts'

// The map side of the search pages: visible-area filtering and pins.
let t: TestApp
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  ids.millard = await insertProperty(db, { title: 'Millard Ranch', price: 289000, latitude: 41.2035, longitude: -96.1185 })
  ids.benson = await insertProperty(db, { title: 'Benson Bungalow', price: 189500, latitude: 41.2846, longitude: -96.0046 })
  ids.sold = await insertProperty(db, { title: 'Sold Dundee Tudor', status: 'sold', latitude: 41.2609, longitude: -95.9877 })
  ids.bluffs = await insertProperty(db, {
    title: 'Bluffs Duplex',
    type: 'rental',
    price: 1350,
    latitude: 41.2619,
    longitude: -95.8608,
  })
  ids.nowhere = await insertProperty(db, { title: 'Unplaced Home', latitude: null, longitude: null })
  ids.upcoming = await insertProperty(db, { title: 'Gretna Upcoming', status: 'upcoming', latitude: 41.1408, longitude: -96.2398 })
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })
const titles = (res: { json(): unknown }) => (res.json() as Array<{ title: string }>).map((p) => p.title).sort()

describe('GET /api/properties with the visible map area', () => {
  it('keeps only listings inside north, south, east and west', async () => {
    // A box around west Omaha: Millard is inside, Benson (north-east) is not.
    const res = await get('/api/properties?north=41.25&south=41.15&east=-96.05&west=-96.25')
    expect(titles(res)).toEqual(['Millard Ranch'])
    expect(res.headers['x-total-count']).toBe('1')
    const east = await get('/api/properties?west=-95.95')
    expect(titles(east)).toEqual(['Bluffs Duplex'])
  })

  it.each([
    ['north=91', 'north'],
    ['south=abc', 'south'],
    ['east=-181', 'east'],
    ['west=Infinity', 'west'],
  ])('answers 400 naming the bound for %s', async (query, name) => {
    const res = await get(`/api/properties?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(`"${name}"`)
  })
})

describe('GET /api/properties/pins', () => {
  it('gives each placed listing a pin with its price, and none to sold homes on the sale map', async () => {
    const res = await get('/api/properties/pins?type=sale')
    expect(res.statusCode).toBe(200)
    const body = res.json() as ListingPins
    expect(body.clusters).toEqual([])
    expect(body.total).toBe(2)
    expect(body.pins.map((p) => p.title).sort()).toEqual(['Benson Bungalow', 'Millard Ranch'])
    expect(body.pins.find((p) => p._id === ids.millard)).toEqual({
      _id: ids.millard,
      title: 'Millard Ranch',
      type: 'sale',
      status: 'available',
      price: 289000,
      latitude: 41.2035,
      longitude: -96.1185,
    })
  })

  it('applies the list filters and the visible area', async () => {
    const rentals = (await get('/api/properties/pins?type=rental')).json() as ListingPins
    expect(rentals.pins.map((p) => p._id)).toEqual([ids.bluffs])
    const cheap = (await get('/api/properties/pins?type=sale&maxPrice=200000')).json() as ListingPins
    expect(cheap.pins.map((p) => p._id)).toEqual([ids.benson])
    const west = (await get('/api/properties/pins?east=-96.1')).json() as ListingPins
    expect(west.pins.map((p) => p._id)).toEqual([ids.millard])
    const upcoming = (await get('/api/properties/pins?status=upcoming')).json() as ListingPins
    expect(upcoming.pins.map((p) => p._id)).toEqual([ids.upcoming])
  })

  it('groups listings into clusters with counts when there are more than 400', async () => {
    const many = await createTestApp()
    try {
      for (let i = 0; i < 450; i++) {
        // Two tight groups far apart, plus one lone listing.
        const west = i % 2 === 0
        await insertProperty(many.database.db, {
          title: `Home ${i}`,
          latitude: (west ? 41.2 : 41.3) + (i % 10) * 0.0005,
          longitude: (west ? -96.2 : -95.9) + (i % 7) * 0.0005,
        })
      }
      const lone = await insertProperty(many.database.db, { title: 'Lone Farmhouse', latitude: 40.9, longitude: -96.6 })
      const res = await many.app.inject({ method: 'GET', url: '/api/properties/pins?type=sale&zoom=11' })
      const body = res.json() as ListingPins
      expect(body.total).toBe(451)
      expect(body.pins.map((p) => p._id)).toEqual([lone])
      expect(body.clusters.map((c) => c.count).sort()).toEqual([225, 225])
      const sum = body.clusters.reduce((n, c) => n + c.count, 0) + body.pins.length
      expect(sum).toBe(451)
      const westGroup = body.clusters.find((c) => c.longitude < -96)!
      expect(westGroup.latitude).toBeCloseTo(41.2022, 3)
    } finally {
      await many.close()
    }
  })

  it.each([
    ['zoom=30', 'zoom'],
    ['zoom=a', 'zoom'],
    ['north=100', 'north'],
    ['type=boat', 'type'],
  ])('answers 400 naming the parameter for %s', async (query, name) => {
    const res = await get(`/api/properties/pins?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(`"${name}"`)
  })
})
