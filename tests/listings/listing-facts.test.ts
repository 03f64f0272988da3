import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { signIn, staffCall } from '#tests/helpers/admin.ts'
import { insertAgent, publishableForm } from '#tests/helpers/factories.ts'
import { addDescribedPhotos } from '#tests/helpers/uploads.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { contactAgent } from '#tests/helpers/leads.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { ListingInputBody } from '#core/listings/listing-form.ts'
import type { AttentionItem } from '#core/listings/listing-health.ts'
import type { PublishingState } from '#core/listings/listing-schedule.ts'
import { NO_FACTS } from '#core/listings/listing-fact-rules.ts'

// The facts each type of listing states before it is published, Nebraska's deposit caps, an upcoming home's MLS
// status, and the health list that follows the listings' state (docs/decisions/0153-required-listing-facts.md,
// 0154-listing-health-score.md), through the real API on each database.

const DAY = 86_400_000

for (const dialect of dialects) {
  describe(`required listing facts and health on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    let agentId = ''
    let jpeg: Blob
    let clock = Date.now()

    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now: () => new Date(clock) } })
      token = await signIn(t.app)
      jpeg = (await sampleFiles()).jpeg
      agentId = (await insertAgent(t.database.db, { name: 'Riley Park', email: 'riley@example.com' }))._id
    })
    afterAll(async () => {
      await t?.close()
    })

    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => staffCall(t.app)(token, method, url, payload)
    const body = (over: Partial<ListingInputBody> = {}): ListingInputBody => ({
      ...publishableForm(),
      title: 'Field Club Foursquare',
      address: '3520 Woolworth Ave',
      zip: '68105',
      price: 289000,
      squareFootage: 1900,
      description: 'A porch and a garden.',
      agentId,
      latitude: 41.24,
      longitude: -95.97,
      ...over,
    })
    const create = async (over: Partial<ListingInputBody> = {}) => {
      const res = await send('POST', '/api/admin/properties', body(over))
      expect(res.statusCode, res.body).toBe(201)
      const p = res.json() as Listing
      await addDescribedPhotos(t.app, token, p._id, jpeg)
      return p
    }
    const publish = (id: string) => send('POST', `/api/admin/properties/${id}/publish`)
    const attention = async () => {
      const res = await send('GET', '/api/admin/properties/attention')
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as AttentionItem[]
    }
    const reasonsOf = async (id: string) => (await attention()).find((a) => a._id === id)?.health.reasons.map((r) => r.text)

    it('refuses to publish a sale without its facts, naming each, and the lead-paint status only before 1978', async () => {
      const p = await create({ exterior: { ...body().exterior, yearBuilt: 1925 }, facts: NO_FACTS })
      const refused = await publish(p._id)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(
        'This listing can’t be published yet. Still missing: the annual property taxes; the lead-based paint status (built before 1978).',
      )
      const state = (await send('GET', `/api/admin/properties/${p._id}/publishing`)).json() as PublishingState
      expect(state.checklist.filter((i) => !i.done).map((i) => i.label)).toEqual([
        'Annual property taxes',
        'Lead-based paint status (built before 1978)',
      ])
      const facts = { ...NO_FACTS, annualTaxes: 5200, leadPaint: 'known-lead' as const }
      expect(
        (await send('PUT', `/api/admin/properties/${p._id}`, body({ exterior: { ...body().exterior, yearBuilt: 1925 }, facts })))
          .statusCode,
      ).toBe(200)
      expect((await publish(p._id)).statusCode).toBe(200)
      const page = (await t.app.inject({ method: 'GET', url: `/api/properties/${p._id}` })).json() as Listing
      expect(page.facts).toMatchObject({ annualTaxes: 5200, leadPaint: 'known-lead' })
    })

    it('refuses a rental deposit over the Nebraska caps as a field error naming the cap, and names missing rental facts', async () => {
      const rental = { type: 'rental' as const, price: 1400, title: 'Midtown Flat' }
      const over = await send(
        'POST',
        '/api/admin/properties',
        body({
          ...rental,
          rentalFees: { deposit: 1500, petRent: null, utilities: null },
          facts: { ...NO_FACTS, pets: 'dogs', petDeposit: 400 },
        }),
      )
      expect(over.statusCode).toBe(400)
      expect(over.json().message).toContain('Security deposit can be at most one month’s rent in Nebraska ($1,400)')
      expect(over.json().message).toContain('Pet deposit can be at most a quarter of a month’s rent in Nebraska ($350)')

      const p = await create({
        ...rental,
        rentalFees: { deposit: 1400, petRent: null, utilities: null },
        facts: { ...NO_FACTS, pets: 'dogs' },
      })
      expect((await publish(p._id)).json().message).toBe(
        'This listing can’t be published yet. Still missing: the pet deposit (0 when there is none); which utilities the rent includes; the date it is available; the City of Omaha rental registration number.',
      )
      const facts = {
        ...NO_FACTS,
        pets: 'dogs' as const,
        petDeposit: 350,
        utilitiesIncluded: ['water' as const],
        availableOn: '2026-09-01',
        rentalRegistration: 'RR-1',
      }
      expect(
        (
          await send(
            'PUT',
            `/api/admin/properties/${p._id}`,
            body({ ...rental, rentalFees: { deposit: 1400, petRent: null, utilities: null }, facts }),
          )
        ).statusCode,
      ).toBe(200)
      expect((await publish(p._id)).statusCode).toBe(200)
    })

    it('publishes and shows an upcoming home only with its MLS status, and keeps one that lost it published but hidden and listed', async () => {
      const upcoming = { status: 'upcoming' as const, estimatedPrice: 300000, title: 'Coming Soon Cape Cod' }
      const p = await create({ ...upcoming, facts: { ...NO_FACTS, mls: { status: 'in-mls', number: '', exemptionSignedOn: null } } })
      expect((await publish(p._id)).json().message).toBe('This listing can’t be published yet. Still missing: the MLS number.')
      const mls = { status: 'delayed-marketing' as const, number: '', exemptionSignedOn: '2026-05-02' }
      expect((await send('PUT', `/api/admin/properties/${p._id}`, body({ ...upcoming, facts: { ...NO_FACTS, mls } }))).statusCode).toBe(200)
      expect((await publish(p._id)).statusCode).toBe(200)
      const shown = async () => ({
        page: (await t.app.inject({ method: 'GET', url: `/api/properties/${p._id}` })).statusCode === 200,
        list: ((await t.app.inject({ method: 'GET', url: '/api/properties?status=upcoming' })).json() as Listing[]).some(
          (l) => l._id === p._id,
        ),
      })
      expect(await shown()).toEqual({ page: true, list: true })

      // A published upcoming home stored before MLS statuses were asked for: still published, off the public pages, on the list.
      await t.database.db
        .updateTable('properties')
        .set({ mls_status: null, details: JSON.stringify({ ...p, facts: NO_FACTS }) })
        .where('id', '=', p._id)
        .execute()
      expect(await shown()).toEqual({ page: false, list: false })
      expect(((await send('GET', `/api/admin/properties/${p._id}`)).json() as Listing).publishedAt).not.toBeNull()
      expect(await reasonsOf(p._id)).toContain(
        'Missing its MLS status (not listed by a licensee, in the MLS, or a delayed-marketing exemption)',
      )
      expect((await send('PUT', `/api/admin/properties/${p._id}`, body({ ...upcoming, facts: { ...NO_FACTS, mls } }))).statusCode).toBe(200)
      expect(await shown()).toEqual({ page: true, list: true })
    })

    it('lists a listing that needs attention for exactly as long as it does', async () => {
      clock = Date.now()
      const p = await create({ title: 'Attention Ranch' })
      expect((await publish(p._id)).statusCode).toBe(200)
      expect(await reasonsOf(p._id)).toBeUndefined()

      // Incomplete: a save that drops its taxes puts it on the list; stating them takes it off.
      await send(
        'PUT',
        `/api/admin/properties/${p._id}`,
        body({ title: 'Attention Ranch', facts: { ...publishableForm().facts, annualTaxes: null } }),
      )
      expect(await reasonsOf(p._id)).toEqual(['Missing the annual property taxes'])
      const listed = ((await send('GET', '/api/admin/properties?q=Attention')).json() as Listing[])[0]
      expect(listed.health).toEqual({ score: 85, reasons: [{ key: 'missing', text: 'Missing the annual property taxes' }] })
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Attention Ranch' }))
      expect(await reasonsOf(p._id)).toBeUndefined()

      // Stale and quiet: 61 days after its last save, nothing changed and nobody asked.
      clock = Date.now()
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Attention Ranch' }))
      clock += 61 * DAY
      token = await signIn(t.app)
      expect(await reasonsOf(p._id)).toEqual(['Price and listing unchanged for 61 days', 'No inquiry in the 61 days since it went live'])
      // A new price takes the first away; an inquiry (arriving now, as the clock reads) the second.
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Attention Ranch', price: 279000 }))
      expect(await reasonsOf(p._id)).toEqual(['No inquiry in the 61 days since it went live'])
      const lead = await contactAgent(t.app, p._id, 'Casey Visitor')
      await t.database.db
        .updateTable('inquiries')
        .set({ created_at: new Date(clock).toISOString() })
        .where('id', '=', lead)
        .execute()
      expect(await reasonsOf(p._id)).toBeUndefined()
      expect(((await send('GET', `/api/admin/properties/${p._id}/publishing`)).json() as PublishingState).health).toEqual({
        score: 100,
        reasons: [],
      })
      clock = Date.now()
      token = await signIn(t.app)
    })
  })
}
