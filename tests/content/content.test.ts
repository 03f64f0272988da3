import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { insertAgent, insertPartner } from '#tests/helpers/factories.ts'
import { createContentRepository } from '#server/content/content.repository.ts'
import { createTeamRepository } from '#server/people/people.repository.ts'
import { CONTENT_DEFAULTS, DEFAULT_PROPERTIES_BANNER, DEFAULT_RENTALS_BANNER } from '#core/content/content-defaults.ts'
import { newId } from '#server/db/ids.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('content on an empty database', () => {
  it('GET /api/admin/content/public answers the defaults without sign-in', async () => {
    const res = await get('/api/admin/content/public')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.hero.title).toBe("Let's Find Your House. We Can Make It Home.")
    expect(body.footer).toMatchObject({ address: 'Omaha, Nebraska', officeHours: 'Mon-Fri: 9AM-6PM, Sat: 10AM-4PM' })
    expect(body.team).toEqual([])
    expect(Object.keys(body).sort()).toEqual(['about', 'aboutUs', 'contact', 'footer', 'hero', 'leadership', 'team', 'values', 'vision'])
  })

  it('GET /api/content answers disclosures, social blocks, bidders banner and sell-to-us media', async () => {
    const body = (await get('/api/content')).json()
    expect(body.disclosures).toEqual(CONTENT_DEFAULTS.disclosures)
    expect(Object.keys(body).sort()).toEqual([
      'disclosures',
      'preferredBiddersBanner',
      'sellToUs',
      'socialMediaRentals',
      'socialMediaSales',
    ])
  })

  it('banner texts fall back to the default titles', async () => {
    expect((await get('/api/settings/banner-text')).json()).toEqual({ text: DEFAULT_PROPERTIES_BANNER })
    expect((await get('/api/settings/rentals-banner-text')).json()).toEqual({ text: DEFAULT_RENTALS_BANNER })
  })

  it('agents and partners are empty lists', async () => {
    expect((await get('/api/agents')).json()).toEqual([])
    expect((await get('/api/partners')).json()).toEqual([])
  })
})

describe('stored content', () => {
  beforeAll(async () => {
    const content = createContentRepository(t.database.db)
    await content.writeSection('footer', { phone: '(402) 555-0199', socialMedia: { facebook: 'https://facebook.com/example' } })
    await content.writeBanner('rentals', 'Find Your Next Rental')
    await createTeamRepository(t.database.db).insert(
      {
        _id: newId(),
        name: 'Chris Jordan',
        title: 'Founder',
        bio: '<p>Bio</p>',
        email: '',
        phone: '',
        photo: '',
        linkedin: '',
        specialties: ['Renovation'],
      },
      0,
    )
  })

  it('is merged over the defaults', async () => {
    const body = (await get('/api/admin/content/public')).json()
    expect(body.footer).toMatchObject({
      phone: '(402) 555-0199',
      address: 'Omaha, Nebraska',
      socialMedia: { facebook: 'https://facebook.com/example' },
    })
    expect(body.team).toEqual([
      expect.objectContaining({ name: 'Chris Jordan', specialties: ['Renovation'], _id: expect.stringMatching(/^[0-9a-f]{24}$/) }),
    ])
    expect((await get('/api/settings/rentals-banner-text')).json()).toEqual({ text: 'Find Your Next Rental' })
  })

  it('GET /api/agents lists active agents only, with _id', async () => {
    const active = await insertAgent(t.database.db, { name: 'Avery Active' })
    await insertAgent(t.database.db, { name: 'Ian Inactive', isActive: false })
    const body = (await get('/api/agents')).json()
    // The spec's fields, and the Spanish title and bio beside them (empty until staff write them; decision 0186).
    expect(body).toEqual([{ ...active, titleEs: '', bioEs: '' }])
  })

  it('GET /api/partners lists partners with _id', async () => {
    const partner = await insertPartner(t.database.db, { title: 'Gateway Title Co.' })
    expect((await get('/api/partners')).json()).toEqual([partner])
  })
})

describe('OpenAPI', () => {
  it('documents every public read route at /api/docs', async () => {
    const res = await get('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    for (const p of [
      '/api/properties',
      '/api/properties/{id}',
      '/api/content',
      '/api/admin/content/public',
      '/api/settings/banner-text',
      '/api/settings/rentals-banner-text',
      '/api/agents',
      '/api/partners',
    ]) {
      expect(paths).toContain(p)
    }
    expect(res.json().paths['/api/properties'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'status', 'type', 'minPrice', 'location', 'sort']),
    )
    expect((await get('/api/docs')).statusCode).toBeLessThan(400)
  })
})
