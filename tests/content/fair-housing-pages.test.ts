import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '#app/routes.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { FAIR_HOUSING_STATEMENT } from '#core/content/fair-housing.ts'
import { NO_MONEY_BEFORE_VIEWING } from '#core/listings/listing-code.ts'
import spanish from '#app/locales/es/common.json' with { type: 'json' }

// Every public page's server-rendered HTML carries the Equal Housing Opportunity logo and statement
// and the brokerage's name and licence as staff set them. The pages come from the route table itself, so a page added
// later is checked without touching this test.

const BROKERAGE = 'Heartland Home Partners Brokerage LLC'
const LICENSE = 'NE-20210456'
const es = spanish.fairHousing
/** What each language's pages say (a Spanish page under /es says it in Spanish, app/locales/es/common.json). */
const WORDS = {
  en: {
    statement: FAIR_HOUSING_STATEMENT,
    brokerage: `<span class="fair-housing-name">${BROKERAGE}</span>, licensed real estate brokerage, Nebraska license no. ${LICENSE}`,
    logo: 'Equal Housing Opportunity',
    money: new RegExp(`<strong>${NO_MONEY_BEFORE_VIEWING}</strong> <a [^>]*href="/verify"[^>]*>Verify a listing</a>`),
  },
  es: {
    statement: es.statement,
    brokerage: `<span class="fair-housing-name">${BROKERAGE}</span>${es.licensed.replace('{{license}}', LICENSE)}`,
    logo: es.logo,
    money: new RegExp(`<strong>${spanish.money.never}</strong> <a [^>]*href="/es/verify"[^>]*>${spanish.money.verify}</a>`),
  },
}

/** Every route path outside the portal, with the file that renders it (nested layouts walked). */
function publicRoutes(entries: RouteConfigEntry[], prefix = ''): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix || '/' : entry.path !== undefined ? `${prefix}/${entry.path}` : prefix
    const own = entry.index || entry.path !== undefined ? [{ path, file: entry.file }] : []
    return [...own, ...publicRoutes(entry.children ?? [], path)]
  })
}

describe('the fair housing notice on every public page', () => {
  let t: TestApp
  let listingId = ''
  let openHouseId = ''

  beforeAll(async () => {
    t = await createTestApp({ web: true })
    const token = await signIn(t.app)
    listingId = await insertProperty(t.database.db, { title: 'Benson Bungalow' })
    const footer = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/footer',
      headers: authHeader(token),
      payload: {
        phone: '(402) 555-0142',
        email: 'info@example.com',
        chrisEmail: '',
        address: 'Omaha, Nebraska',
        officeHours: '',
        brokerageName: BROKERAGE,
        licenseNumber: LICENSE,
        socialMedia: {},
      },
    })
    expect(footer.statusCode).toBe(200)
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/properties/${listingId}/open-houses`,
      headers: authHeader(token),
      payload: { date: day, startTime: '13:00', endTime: '15:00' },
    })
    expect(added.statusCode).toBeLessThan(300)
    const sheet = await t.app.inject({ method: 'GET', url: `/api/admin/properties/${listingId}/open-houses`, headers: authHeader(token) })
    openHouseId = (sheet.json() as { items: { _id: string }[] }).items[0]!._id
  })
  afterAll(() => t?.close())

  it('finds the public pages in the route table', () => {
    const paths = publicRoutes(routes).map((r) => r.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/properties', '/property/:id', '/open-house/:id/sign-in', '/verify', '/*', '/es', '/es/property/:id']),
    )
  })

  it('renders the logo with its text alternative, the statement and the brokerage line on each of them', async () => {
    const pages = publicRoutes(routes).filter((r) => !r.path.startsWith('/admin'))
    for (const { path } of pages) {
      const url = path
        .replace('/property/:id', `/property/${listingId}`)
        .replace('/open-house/:id', `/open-house/${openHouseId}`)
        .replace('/*', '/no-such-page')
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.headers['content-type'], url).toMatch(/html/)
      const words = WORDS[/^\/es(\/|$)/.test(url) ? 'es' : 'en']
      expect(res.body, url).toContain(words.statement)
      expect(res.body, url).toContain(words.brokerage)
      expect(res.body, url).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="${words.logo}"`))
      // The rental-scam notice and the way to /verify (docs/decisions/0147-money-before-viewing-notice.md); the kiosk has no footer.
      if (!/^(\/es)?\/open-house\//.test(url)) expect(res.body, url).toMatch(words.money)
      if (path === '/property/:id') expect(res.body, url).toMatch(/Listing code: <!-- -->[2-9A-Z]{6}|Listing code: [2-9A-Z]{6}/)
    }
  })
})
