import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { AUTOCOMPLETE_BIAS_BOX } from '#core/constants.ts'
import type { Listing } from '#core/listings/listing.ts'

let t: TestApp
let all: Listing[]
beforeAll(async () => {
  t = await createTestApp({ seeded: true })
  const listed = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json() as Listing[]
  const upcoming = (await t.app.inject({ method: 'GET', url: '/api/properties?status=upcoming' })).json() as Listing[]
  all = [...listed, ...upcoming]
}, 180_000)
afterAll(() => t.close())

describe('the seeded demo business', () => {
  it('has at least 40 listings in every combination the spec uses', () => {
    expect(all.length).toBeGreaterThanOrEqual(40)
    const combos = new Set(all.map((p) => `${p.type}/${p.status}`))
    for (const c of ['sale/available', 'sale/pending', 'sale/sold', 'rental/available', 'rental/rented', 'sale/upcoming'])
      expect(combos).toContain(c)
    expect(all.filter((p) => p.status === 'upcoming').every((p) => p.estimatedPrice !== null)).toBe(true)
    expect(new Set(all.map((p) => p.location.neighborhood)).size).toBeGreaterThanOrEqual(8)
  })

  it('fills every detail section, with real ZIP codes and coordinates in the Omaha area', () => {
    for (const p of all) {
      expect(p.zip).toMatch(/^\d{5}$/)
      expect(p.latitude!).toBeGreaterThan(AUTOCOMPLETE_BIAS_BOX.minLat)
      expect(p.latitude!).toBeLessThan(AUTOCOMPLETE_BIAS_BOX.maxLat)
      expect(p.longitude!).toBeGreaterThan(AUTOCOMPLETE_BIAS_BOX.minLng)
      expect(p.longitude!).toBeLessThan(AUTOCOMPLETE_BIAS_BOX.maxLng)
      expect(p.exterior.yearBuilt).toBeGreaterThan(1900)
      expect(p.interior.appliances.length).toBeGreaterThan(0)
      expect(p.parking.type).not.toBe('')
      expect(p.building.utilities.length).toBeGreaterThan(0)
      expect(p.location.schoolDistrict).not.toBe('')
      expect(p.agent.photo).toMatch(/^\/media\//)
      expect(p.images.length).toBeGreaterThanOrEqual(4)
      expect(p.images.length).toBeLessThanOrEqual(8)
      expect(p.images[0].alt).toMatch(/^Front exterior of /)
    }
  })

  it('serves every listing photo as responsive WebP with a long cache lifetime', async () => {
    const image = all[0].images[0]
    expect(image.sources.map((s) => s.width)).toEqual([480, 720, 960, 1600])
    for (const source of image.sources) {
      const res = await t.app.inject({ method: 'GET', url: source.url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    const original = await t.app.inject({ method: 'GET', url: image.url.replace(/w1600\.webp$/, 'original.jpg') })
    expect(original.statusCode).toBe(200)
    expect(original.headers['content-type']).toBe('image/jpeg')
  })

  it('has active agents, a leadership team with bios, partners and stored content', async () => {
    const agents = (await t.app.inject({ method: 'GET', url: '/api/agents' })).json()
    expect(agents.length).toBeGreaterThanOrEqual(4)
    const content = (await t.app.inject({ method: 'GET', url: '/api/admin/content/public' })).json()
    expect(content.team.length).toBeGreaterThanOrEqual(3)
    expect(content.team.every((m: { bio: string }) => m.bio.length > 100)).toBe(true)
    expect(content.hero.galleryImages.length).toBeGreaterThan(1)
    expect((await t.app.inject({ method: 'GET', url: '/api/partners' })).json().length).toBeGreaterThanOrEqual(4)
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/banner-text' })).json().text).toBe(
      'Renovated Homes for Sale Across the Omaha Metro',
    )
  })
})
