import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { nominatimResult, startFakeGeocoder, type FakeGeocoder } from '#tests/helpers/fake-geocoder.ts'
import { AUTOCOMPLETE_BIAS_BOX } from '#core/constants.ts'
import type { Place } from '#core/places/place.ts'
import { insertProperty, makeProperty } from '#tests/helpers/factories.ts'

// GET /api/places: the city search's suggestions.

const inBox = (p: Place) =>
  p.latitude >= AUTOCOMPLETE_BIAS_BOX.minLat &&
  p.latitude <= AUTOCOMPLETE_BIAS_BOX.maxLat &&
  p.longitude >= AUTOCOMPLETE_BIAS_BOX.minLng &&
  p.longitude <= AUTOCOMPLETE_BIAS_BOX.maxLng

describe('GET /api/places offline', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const places = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/places?${query}` })
    expect(res.statusCode).toBe(200)
    return res.json() as Place[]
  }

  it('suggests Omaha as one city at the map centre, first, and caches the answer for a few minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=Oma' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const found = res.json() as Place[]
    expect(found[0]).toEqual({ name: 'Omaha', kind: 'city', label: 'Omaha, NE', latitude: 41.2524, longitude: -95.998 })
    expect(found.filter((p) => p.kind === 'city' && p.name === 'Omaha')).toHaveLength(1)
    expect(await places('q=omaha,%20ne')).toContainEqual(expect.objectContaining({ label: 'Omaha, NE' }))
  })

  it('suggests ZIP codes by prefix, in order, with their city', async () => {
    const found = await places('q=681')
    expect(found).toHaveLength(5)
    for (const p of found) {
      expect(p.kind).toBe('zip')
      expect(p.name).toMatch(/^681\d\d$/)
      expect(p.label).toBe(`${p.name} · Omaha, NE`)
    }
    expect(found.map((p) => p.name)).toEqual([...found.map((p) => p.name)].sort())
    expect(await places('q=68132')).toEqual([
      { name: '68132', kind: 'zip', label: '68132 · Omaha, NE', latitude: 41.2657, longitude: -95.996 },
    ])
    const bellevue = await places('q=68005')
    expect(bellevue[0].label).toBe('68005 · Bellevue, NE')
  })

  it('suggests the spec neighbourhoods and the ones the listings name, with their city', async () => {
    const [millard] = await places('q=Mil')
    expect(millard).toMatchObject({ name: 'Millard', kind: 'neighborhood', label: 'Millard · Omaha, NE' })
    expect((await places('q=dun'))[0]).toMatchObject({ name: 'Dundee', kind: 'neighborhood', label: 'Dundee · Omaha, NE' })
    expect((await places('q=Ak-Sar-Ben'))[0]).toMatchObject({ name: 'Aksarben' })
    // Ralston, Nebraska is not a post town of its own; the Iowa one, far away, comes after it.
    expect((await places('q=Ralston')).map((p) => p.label)).toEqual(['Ralston, NE', 'Ralston, IA'])
    expect((await places('q=Carter'))[0]).toMatchObject({ name: 'Carter Lake', kind: 'city', label: 'Carter Lake, IA' })
  })

  it('matches a later word and a name typed without its space', async () => {
    expect((await places('q=bluffs'))[0].label).toBe('Council Bluffs, IA')
    expect((await places('q=lavista'))[0].label).toBe('La Vista, NE')
  })

  it('ranks nearer places first and stays inside the bias box', async () => {
    const found = await places('q=b&limit=8')
    expect(found).toHaveLength(8)
    expect(found.slice(0, 5).map((p) => p.name)).toEqual(expect.arrayContaining(['Benson', 'Bellevue', 'Boys Town', 'Bennington']))
    for (const p of found) expect(inBox(p)).toBe(true)
    // Lincoln is inside the box (longitude -97 to -94); Des Moines and Kearney are not.
    expect((await places('q=Lincoln'))[0].label).toBe('Lincoln, NE')
    expect(await places('q=Des%20Moines')).toEqual([])
    expect(await places('q=Kearney')).toEqual([])
  })

  it('honours limit, and has nothing for an empty query', async () => {
    expect(await places('q=6&limit=8')).toHaveLength(8)
    expect(await places('q=6&limit=1')).toHaveLength(1)
    expect(await places('q=')).toEqual([])
    expect(await places('q=%20%20')).toEqual([])
    expect(await places('q=zzzz')).toEqual([])
  })

  it('answers 400 with a message for bad input', async () => {
    for (const [query, text] of [
      ['', 'q is required'],
      [`q=${'a'.repeat(101)}`, 'at most 100'],
      ['q=oma&limit=0', 'at least 1'],
      ['q=oma&limit=9', 'at most 8'],
      ['q=oma&limit=two', 'limit must be a number'],
      ['q=oma&limit=2.5', 'whole number'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/places?${query}` })
      expect(res.statusCode, query).toBe(400)
      expect((res.json() as { message: string }).message).toContain(text)
    }
  })

  it('is in the OpenAPI document under places', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    const doc = res.json() as { paths: Record<string, { get?: { tags?: string[] } }> }
    expect(doc.paths['/api/places']?.get?.tags).toEqual(['places'])
  })
})

describe('GET /api/places with a geocoder (GEOCODER_URL)', () => {
  let geocoder: FakeGeocoder
  let t: TestApp
  beforeAll(async () => {
    geocoder = await startFakeGeocoder((params) => {
      const q = params.get('q') ?? ''
      if (q === 'Mil')
        return [
          // The same Millard as the offline one: left out.
          nominatimResult('Millard', 'suburb', 41.204, -96.125, { suburb: 'Millard', city: 'Omaha', postcode: '68137' }),
          nominatimResult('Miller Park', 'neighbourhood', 41.3168, -95.9701, { city: 'Omaha' }),
          // Outside the box, and not a city, ZIP code or neighbourhood: left out.
          nominatimResult('Milwaukee', 'city', 43.0389, -87.9065, { 'ISO3166-2-lvl4': 'US-WI' }),
          nominatimResult('Military Avenue', 'road', 41.29, -96.05, { city: 'Omaha' }),
        ]
      if (q === 'Fail') return 500
      if (q === 'Slow') return 'hang'
      if (q === 'Junk') return { error: 'not a list' }
      if (params.get('street') === '4810 Dodge St') return [nominatimResult('4810', 'house', 41.2587, -95.9822, { city: 'Omaha' })]
      return []
    })
    t = await createTestApp({ config: { geocoderUrl: geocoder.url } })
  })
  afterAll(async () => {
    await t.close()
    await geocoder.close()
  })

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/places?${query}` })

  it('adds the geocoder matches after the offline ones, without duplicates', async () => {
    const res = await get('q=Mil')
    expect(res.statusCode).toBe(200)
    expect((res.json() as Place[]).map((p) => `${p.label} (${p.kind})`)).toEqual([
      'Millard · Omaha, NE (neighborhood)',
      'Miller Park · Omaha, NE (neighborhood)',
    ])
    const request = geocoder.requests.find((r) => r.params.get('q') === 'Mil')!
    expect(request.path).toBe('/search')
    expect(Object.fromEntries(request.params)).toMatchObject({
      format: 'jsonv2',
      viewbox: '-97,42.5,-94,40.5',
      bounded: '1',
      countrycodes: 'us',
      limit: '5',
    })
    expect(request.userAgent).toMatch(/^HeartlandHomePartners\/1\.0/)
  })

  it('asks the geocoder once per query for a while, and not at all when the offline list is full', async () => {
    const before = geocoder.requests.length
    await get('q=Mil')
    expect(geocoder.requests.length).toBe(before)
    expect((await get('q=681')).json()).toHaveLength(5)
    expect(geocoder.requests.length).toBe(before)
  })

  it('keeps the offline answer when the geocoder fails, answers nonsense or is too slow', async () => {
    for (const q of ['Fail', 'Junk']) {
      const res = await get(`q=${q}`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([])
    }
    const started = Date.now()
    const slow = await get('q=Slow')
    expect(slow.statusCode).toBe(200)
    expect(slow.json()).toEqual([])
    expect(Date.now() - started).toBeLessThan(3000)
    const benson = await get('q=Benson')
    expect((benson.json() as Place[])[0].label).toBe('Benson · Omaha, NE')
    expect(geocoder.requests.filter((r) => r.params.get('q') === 'Fail')).toHaveLength(1)
  })

  it('gives listings saved through the app the point of their street address', async () => {
    const id = await t.app.propertyWriter.create({ ...makeProperty({ address: '4810 Dodge St' }), latitude: null, longitude: null })
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })
    expect(res.json()).toMatchObject({ latitude: 41.2587, longitude: -95.9822 })
  })

  it('never geocodes on a visit: a listing stored without a point keeps none', async () => {
    const id = await insertProperty(t.database.db, { address: '4810 Dodge St', latitude: null, longitude: null })
    const before = geocoder.requests.length
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })
    expect(res.json()).toMatchObject({ latitude: null, longitude: null })
    expect(geocoder.requests.length).toBe(before)
  })
})
