import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { insertProperty } from '#tests/helpers/factories.ts'

let t: TestApp
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString()
  ids.cheap = await insertProperty(db, {
    title: 'Cozy Benson Bungalow',
    address: '6012 Maple St',
    city: 'Omaha',
    zip: '68104',
    price: 189000,
    bedrooms: 2,
    bathrooms: 1,
    createdAt: day(1),
    location: { city: 'Omaha', neighborhood: 'Benson', county: 'Douglas', schoolDistrict: 'Omaha Public Schools', walkScore: 71 },
  })
  ids.mid = await insertProperty(db, {
    title: 'Papillion Two-Story',
    address: '1207 Lincoln Rd',
    city: 'Papillion',
    zip: '68046',
    price: 345000,
    bedrooms: 4,
    bathrooms: 2.5,
    propertyType: 'house',
    createdAt: day(5),
    location: {
      city: 'Papillion',
      neighborhood: 'Shadow Lake',
      county: 'Sarpy',
      schoolDistrict: 'Papillion La Vista Community Schools',
      walkScore: 30,
    },
  })
  ids.sold = await insertProperty(db, {
    title: 'Elkhorn Estate',
    address: '20455 Hopper St',
    zip: '68022',
    price: 720000,
    bedrooms: 5,
    bathrooms: 4,
    status: 'sold',
    createdAt: day(3),
  })
  ids.rental = await insertProperty(db, {
    title: 'Midtown Condo',
    address: '3300 Dodge St #4',
    zip: '68131',
    type: 'rental',
    propertyType: 'condo',
    price: 1450,
    bedrooms: 1,
    bathrooms: 1,
    createdAt: day(4),
  })
  ids.upcoming = await insertProperty(db, {
    title: 'Gretna New Build',
    address: '11802 Angus St',
    city: 'Gretna',
    zip: '68028',
    status: 'upcoming',
    price: 410000,
    estimatedPrice: 415000,
    createdAt: day(6),
  })
})
afterAll(() => t.close())

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties${query}` })
  return { res, body: res.json(), titles: (res.json() as Array<{ title: string }>).map?.((p) => p.title) }
}

describe('GET /api/properties', () => {
  it('lists every non-upcoming listing, newest first, with _id and the total in a header', async () => {
    const { res, body, titles } = await list()
    expect(res.statusCode).toBe(200)
    expect(titles).toEqual(['Papillion Two-Story', 'Midtown Condo', 'Elkhorn Estate', 'Cozy Benson Bungalow'])
    expect(res.headers['x-total-count']).toBe('4')
    expect(body[0]._id).toBe(ids.mid)
    expect(body[0]).toMatchObject({
      location: { neighborhood: 'Shadow Lake' },
      exterior: { roofType: 'Asphalt shingle' },
      hoa: { frequency: 'Monthly' },
    })
  })

  it('shows upcoming listings only when asked for by status', async () => {
    const { titles } = await list('?status=upcoming')
    expect(titles).toEqual(['Gretna New Build'])
  })

  it('applies limit, keeping the total', async () => {
    const { res, titles } = await list('?limit=2')
    expect(titles).toHaveLength(2)
    expect(res.headers['x-total-count']).toBe('4')
  })

  it('filters by type, price range, bedrooms and bathrooms as minimums', async () => {
    expect((await list('?type=rental')).titles).toEqual(['Midtown Condo'])
    expect((await list('?type=sale&minPrice=200000&maxPrice=400000')).titles).toEqual(['Papillion Two-Story'])
    expect((await list('?bedrooms=4')).titles).toEqual(['Papillion Two-Story', 'Elkhorn Estate'])
    expect((await list('?bathrooms=2.5')).titles).toEqual(['Papillion Two-Story', 'Elkhorn Estate'])
    expect((await list('?propertyType=condo')).titles).toEqual(['Midtown Condo'])
  })

  it('matches location against address, title, city, ZIP, neighbourhood and school district, ignoring case', async () => {
    expect((await list('?location=maple')).titles).toEqual(['Cozy Benson Bungalow'])
    expect((await list('?location=BENSON')).titles).toEqual(['Cozy Benson Bungalow'])
    expect((await list('?location=papillion')).titles).toEqual(['Papillion Two-Story'])
    expect((await list('?location=68022')).titles).toEqual(['Elkhorn Estate'])
    expect((await list('?location=omaha%20public')).titles).toEqual(['Cozy Benson Bungalow'])
    expect((await list('?location=100%25')).titles).toEqual([])
    expect((await list('?location=%20%20')).titles).toHaveLength(4)
  })

  it('sorts by price both ways and by bedrooms', async () => {
    expect((await list('?type=sale&sort=price-low')).titles).toEqual(['Cozy Benson Bungalow', 'Papillion Two-Story', 'Elkhorn Estate'])
    expect((await list('?type=sale&sort=price-high')).titles).toEqual(['Elkhorn Estate', 'Papillion Two-Story', 'Cozy Benson Bungalow'])
    expect((await list('?sort=bedrooms')).titles[0]).toBe('Elkhorn Estate')
  })

  it.each([
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=100000', 'limit'],
    ['limit=2.5', 'limit'],
    ['status=haunted', 'status'],
    ['type=castle', 'type'],
    ['minPrice=cheap', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['bedrooms=lots', 'bedrooms'],
    ['bathrooms=NaN', 'bathrooms'],
    ['sort=random', 'sort'],
    ['offset=-1', 'offset'],
    ['propertyType=igloo', 'propertyType'],
    [`location=${'x'.repeat(300)}`, 'location'],
  ])('answers 400 naming the parameter for %s', async (query, name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(`"${name}"`)
  })
})

describe('GET /api/properties/:id', () => {
  it('returns one property with every detail section', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.upcoming}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      _id: ids.upcoming,
      title: 'Gretna New Build',
      status: 'upcoming',
      estimatedPrice: 415000,
      images: [],
      thumbnail: '',
    })
  })

  it('answers 404 with a JSON message when absent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/0123456789abcdef01234567' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Property not found' })
  })

  it.each(['123', 'not-an-id', '0123456789ABCDEF01234567', "'%20or%201=1"])('answers 400 for the malformed id %s', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('"id"')
  })
})

describe('unknown API paths', () => {
  it('answer 404 in JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/No API route/)
  })
})
