import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { contactForm } from '#tests/helpers/leads.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { makeProperty } from '#tests/helpers/factories.ts'
import { businessDate, businessInstant } from '#core/business-time.ts'
import { SAVED_SEARCH_MESSAGES } from '#core/leads/saved-search-messages.ts'
import type { ListingInput } from '#server/listings/listing-writer.service.ts'

// Saved searches with alerts and saved homes by mail, without an account (docs/decisions/0161-saved-searches-and-alerts.md):
// double opt-in, one alert per change per confirmed address at its frequency, none to an unconfirmed one, one-click
// unsubscribe of exactly one search, and a manage page by private link.

const PUBLIC_URL = 'https://homes.example.com'
const TOKEN = /[0-9a-f]{64}/
const dayAfter = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

for (const dialect of dialects) {
  describe(`saved searches and alerts on ${dialect}`, () => {
    let t: Awaited<ReturnType<typeof createTestApp>>
    let clock = new Date()

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { publicUrl: PUBLIC_URL }, build: { now: () => clock, scheduleIntervalMs: 3_600_000 } })
    })
    afterAll(() => t?.close())
    beforeEach(async () => {
      clock = new Date()
      for (const table of [
        'alert_sends',
        'saved_search_homes',
        'saved_searches',
        'alert_browsers',
        'alert_addresses',
        'mail_outbox',
      ] as const)
        await t.database.db.deleteFrom(table).execute()
    })

    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
    const mailsTo = (to: string) =>
      t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').orderBy('id').execute()
    const alertsTo = async (to: string) => (await mailsTo(to)).filter((m) => !m.subject.startsWith('Please confirm'))
    /** The token of the last confirmation mail to `to`. */
    const confirmToken = async (to: string) => {
      const mail = (await mailsTo(to)).filter((m) => m.subject.startsWith('Please confirm')).at(-1)!
      return new RegExp(`${PUBLIC_URL}/confirm-alerts\\?token=(${TOKEN.source})`).exec(mail.text_body)![1]
    }
    const saveSearch = async (over: {
      email?: string
      browserKey?: string
      query?: string
      frequency?: string
      name?: string
      page?: string
    }) => {
      const response = await post('/api/saved-searches', {
        page: '/properties',
        query: 'minPrice=300000',
        name: 'Bigger homes',
        frequency: 'instant',
        ...over,
      })
      expect(response.statusCode).toBe(200)
      return response.json() as { message: string; browserKey: string; confirmed: boolean }
    }
    /** Saves a search and confirms the address as its owner would; the browser's key. */
    const confirmedSearch = async (email: string, over: Parameters<typeof saveSearch>[0] = {}) => {
      const saved = await saveSearch({ email, ...over })
      expect(saved).toMatchObject({ message: SAVED_SEARCH_MESSAGES.signedUp, confirmed: false })
      expect((await post('/api/saved-searches/confirm', { token: await confirmToken(email) })).statusCode).toBe(200)
      return saved.browserKey
    }
    const listing = (over: Partial<ListingInput> = {}): ListingInput => makeProperty({ status: 'available', price: 350000, ...over })
    const run = () => t.app.savedSearchAlerts.runDue()

    it('saves a search without an account and mails its new matches only to a confirmed address, once', async () => {
      await confirmedSearch('ana@example.com')
      expect((await saveSearch({ email: 'ben@example.com' })).confirmed).toBe(false)
      await t.app.propertyWriter.create(listing({ title: 'Big Dundee Home' }))
      await t.app.propertyWriter.create(listing({ title: 'Small Ranch', price: 200000 }))
      expect(await run()).toEqual({ state: 'done', sent: 1 })
      const [alert, ...more] = await alertsTo('ana@example.com')
      expect(more).toEqual([])
      expect(alert!.subject).toBe('A new home for "Bigger homes"')
      expect(alert!.text_body).toContain('Big Dundee Home')
      expect(alert!.text_body).not.toContain('Small Ranch')
      expect(alert!.list_unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/stop-alert\\?token=${TOKEN.source}$`))
      expect(alert!.text_body).toMatch(new RegExp(`${PUBLIC_URL}/saved-searches\\?token=${TOKEN.source}`))
      // No mail to an unconfirmed address, and nothing twice.
      expect(await alertsTo('ben@example.com')).toEqual([])
      expect(await run()).toEqual({ state: 'done', sent: 0 })
    })

    it('mails a price drop and a status change of a matching home once each', async () => {
      const input = listing({ title: 'Elkhorn Two-Story' })
      const id = await t.app.propertyWriter.create(input)
      await confirmedSearch('cara@example.com')
      await t.app.propertyWriter.update(id, { ...input, price: 330000 })
      expect(await run()).toEqual({ state: 'done', sent: 1 })
      await t.app.propertyWriter.update(id, { ...input, price: 330000, status: 'pending' })
      expect(await run()).toEqual({ state: 'done', sent: 1 })
      expect(await run()).toEqual({ state: 'done', sent: 0 })
      const [drop, status] = await alertsTo('cara@example.com')
      expect(drop!.text_body).toContain('Price drops')
      expect(drop!.text_body).toContain('$350,000 → $330,000')
      expect(status!.text_body).toContain('Status changes')
      expect(status!.text_body).toContain('Elkhorn Two-Story')
    })

    it('sends daily and weekly digests at their time in the business time zone', async () => {
      await confirmedSearch('dan@example.com', { frequency: 'daily', name: 'Daily' })
      await confirmedSearch('eve@example.com', { frequency: 'weekly', name: 'Weekly' })
      await t.app.propertyWriter.create(listing({ title: 'Papillion Split-Level' }))
      expect(await run()).toEqual({ state: 'done', sent: 0 })
      // The next morning at 8:01 business time: the daily digest.
      let date = dayAfter(businessDate(new Date()))
      clock = businessInstant(date, '08:01')
      const daily = await run()
      expect(await alertsTo('dan@example.com')).toHaveLength(1)
      expect(daily).toEqual({ state: 'done', sent: new Date(`${businessDate(new Date())}T12:00:00Z`).getUTCDay() === 0 ? 2 : 1 })
      expect(await run()).toEqual({ state: 'done', sent: 0 })
      // The next Monday at 8:01: the weekly one (when tomorrow was not a Monday already).
      while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = dayAfter(date)
      clock = businessInstant(date, '08:01')
      await run()
      expect(await alertsTo('eve@example.com')).toHaveLength(1)
      expect((await alertsTo('eve@example.com'))[0]!.text_body).toContain('Papillion Split-Level')
      expect(await alertsTo('dan@example.com')).toHaveLength(1)
    })

    it('lists ten new matches and links to the rest of the search', async () => {
      await confirmedSearch('fay@example.com', { query: 'minPrice=300000&bedrooms=5' })
      for (let i = 0; i < 12; i++) await t.app.propertyWriter.create(listing({ title: `Roomy Home ${i}`, bedrooms: 5 }))
      await run()
      const [alert] = await alertsTo('fay@example.com')
      expect(alert!.subject).toBe('12 new homes for "Bigger homes"')
      expect(alert!.text_body.match(/Roomy Home \d+/g)).toHaveLength(10)
      expect(alert!.text_body).toContain(`See all 12 new homes: ${PUBLIC_URL}/properties?minPrice=300000&bedrooms=5`)
    })

    it('a browser tied to a confirmed address saves more searches without a second confirmation', async () => {
      const key = await confirmedSearch('gus@example.com')
      const second = await saveSearch({ browserKey: key, name: 'Rentals', page: '/rentals', query: 'bedrooms=2' })
      expect(second).toEqual({ message: SAVED_SEARCH_MESSAGES.saved, browserKey: key, confirmed: true })
      expect((await mailsTo('gus@example.com')).filter((m) => m.subject.startsWith('Please confirm'))).toHaveLength(1)
      // Without a key, an address is needed.
      expect((await post('/api/saved-searches', { page: '/properties', query: '', name: 'x', frequency: 'daily' })).statusCode).toBe(400)
      expect(
        (await post('/api/saved-searches', { page: '/elsewhere', query: '', name: 'x', frequency: 'daily', email: 'a@b.co' })).statusCode,
      ).toBe(400)
      expect(
        (await post('/api/saved-searches', { page: '/properties', query: '', name: 'x', frequency: 'hourly', email: 'a@b.co' })).statusCode,
      ).toBe(400)
    })

    it('unsubscribe stops exactly one search; the manage page renames, deletes and removes everything', async () => {
      const key = await confirmedSearch('hal@example.com')
      await saveSearch({ browserKey: key, name: 'Second', query: 'minPrice=300000' })
      await t.app.propertyWriter.create(listing({ title: 'Bellevue Bungalow' }))
      await run()
      const alerts = await alertsTo('hal@example.com')
      expect(alerts).toHaveLength(1)
      const stop = TOKEN.exec(alerts[0]!.list_unsubscribe)![0]
      expect((await post('/api/saved-searches/unsubscribe', { token: stop })).json()).toEqual({
        message: SAVED_SEARCH_MESSAGES.unsubscribed,
      })
      expect((await post('/api/saved-searches/unsubscribe', { token: stop })).statusCode).toBe(404)
      const manage = TOKEN.exec(/saved-searches\?token=([0-9a-f]{64})/.exec(alerts[0]!.text_body)![1])![0]
      const view = (await post('/api/saved-searches/manage', { token: manage })).json()
      expect(view.searches.map((s: { name: string }) => s.name)).toEqual(['Second'])
      const id = view.searches[0]._id
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/saved-searches/${id}`,
            payload: { token: manage, name: 'Renamed', frequency: 'weekly' },
          })
        ).statusCode,
      ).toBe(200)
      expect((await post('/api/saved-searches/manage', { token: manage })).json().searches).toMatchObject([
        { name: 'Renamed', frequency: 'weekly' },
      ])
      expect((await post(`/api/saved-searches/${id}/delete`, { token: manage })).statusCode).toBe(200)
      expect((await post('/api/saved-searches/manage', { token: manage })).json().searches).toEqual([])
      expect((await post('/api/saved-searches/remove-everything', { token: manage })).statusCode).toBe(200)
      expect((await post('/api/saved-searches/manage', { token: manage })).statusCode).toBe(404)
      expect((await post('/api/saved-searches/manage', { token: 'nope' })).statusCode).toBe(400)
    })

    it('ties saved homes to an address, opens them on another device and mails their changes', async () => {
      const input = listing({ title: 'Saved Cottage', price: 150000 })
      const id = await t.app.propertyWriter.create(input)
      const other = await t.app.propertyWriter.create(listing({ title: 'Another Saved', price: 160000 }))
      const asked = (await post('/api/saved-homes/address', { email: 'ivy@example.com', homes: [{ id, title: 'Saved Cottage' }] })).json()
      expect(asked.confirmed).toBe(false)
      expect((await post('/api/saved-searches/confirm', { token: await confirmToken('ivy@example.com') })).statusCode).toBe(200)
      expect((await post('/api/saved-searches/browser', { browserKey: asked.browserKey })).json()).toEqual({
        confirmed: true,
        email: 'ivy@example.com',
      })
      // The browser keeps the server's list in step.
      expect(
        (await post('/api/saved-homes/sync', { browserKey: asked.browserKey, add: [{ id: other, title: 'Another Saved' }] })).statusCode,
      ).toBe(200)
      expect((await post('/api/saved-homes/sync', { browserKey: 'f'.repeat(64), add: [] })).statusCode).toBe(404)
      const manageToken = (await t.database.db.selectFrom('alert_addresses').select('manage_token').executeTakeFirstOrThrow()).manage_token
      const opened = (await post('/api/saved-homes/open', { token: manageToken })).json()
      expect(opened.homes.map((h: { title: string }) => h.title).sort()).toEqual(['Another Saved', 'Saved Cottage'])
      expect(opened.browserKey).toMatch(TOKEN)
      await post('/api/saved-homes/sync', { browserKey: opened.browserKey, remove: [other] })
      // A price drop of a saved home: in the next daily digest.
      await t.app.propertyWriter.update(id, { ...input, price: 140000 })
      await t.app.propertyWriter.update(other, { ...listing({ title: 'Another Saved' }), price: 100000 })
      expect(await run()).toEqual({ state: 'done', sent: 0 })
      clock = businessInstant(dayAfter(businessDate(new Date())), '08:01')
      expect(await run()).toEqual({ state: 'done', sent: 1 })
      const [alert] = await alertsTo('ivy@example.com')
      expect(alert!.subject).toBe('News about your saved homes')
      expect(alert!.text_body).toContain('$150,000 → $140,000')
      expect(alert!.text_body).not.toContain('Another Saved')
    })

    it('shows saved searches in the person timeline and counts them on the dashboard by area and type', async () => {
      await confirmedSearch('jo@example.com', { query: 'location=Millard&propertyType=house' })
      await confirmedSearch('kim@example.com', { query: 'location=millard&propertyType=house', page: '/properties' })
      await confirmedSearch('lou@example.com', { page: '/rentals', query: '' })
      await saveSearch({ email: 'max@example.com', query: 'location=Elkhorn' })
      const owner = await signIn(t.app)
      const demand = await t.app.inject({ method: 'GET', url: '/api/admin/saved-searches/demand', headers: authHeader(owner) })
      expect(demand.json()).toEqual({
        total: 3,
        rows: [
          { area: 'Millard', type: 'For sale · House', count: 2 },
          { area: 'Any area', type: 'Rentals', count: 1 },
        ],
      })
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/saved-searches/demand' })).statusCode).toBe(401)
      const lead = await contactForm(t.app, 'Jo Buyer')
      const person = await t.database.db.selectFrom('inquiries').select('person_id').where('id', '=', lead).executeTakeFirstOrThrow()
      const view = (await t.app.inject({ method: 'GET', url: `/api/admin/persons/${person.person_id}`, headers: authHeader(owner) })).json()
      expect(view.timeline.filter((i: { kind: string }) => i.kind === 'saved-search')).toMatchObject([
        {
          title: 'Saved a search',
          text: '“Bigger homes”: /properties?location=Millard&propertyType=house, e-mails at once to jo@example.com',
        },
      ])
    })

    it('mails a new open house of a matching home', async () => {
      await confirmedSearch('ola@example.com')
      const id = await t.app.propertyWriter.create(listing({ title: 'Open House Ranch' }))
      expect(await run()).toEqual({ state: 'done', sent: 1 })
      const owner = await signIn(t.app)
      const date = dayAfter(dayAfter(businessDate(new Date())))
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${id}/open-houses`,
        headers: authHeader(owner),
        payload: { date, startTime: '13:00', endTime: '15:00' },
      })
      expect(added.statusCode).toBe(201)
      expect(await run()).toEqual({ state: 'done', sent: 1 })
      const [, openHouse] = await alertsTo('ola@example.com')
      expect(openHouse!.subject).toBe('News about homes in "Bigger homes"')
      expect(openHouse!.text_body).toContain('New open houses')
      expect(openHouse!.text_body).toMatch(/Open House Ranch, .*: Open \w+, \w+ \d+, 1(:00)?–3(:00)? PM/)
    })
  })
}
