import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, publishableForm } from '#tests/helpers/factories.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { startMailServer } from '#tests/helpers/mail-server.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { PublishingState } from '#core/listings/listing-schedule.ts'
import { omahaLocalTime } from '#core/listings/listing-schedule.ts'
import type { ListingInputBody } from '#core/listings/listing-form.ts'
import { startListingSchedule } from '#server/listings/listing-schedule.job.ts'
import { createListingPublishing } from '#server/listings/listing-publishing.service.ts'
import { listingAnnouncer } from '#server/leads/listing-announcements.service.ts'
import { addDescribedPhotos, addListingPhotos } from '#tests/helpers/uploads.ts'

// Drafts, publishing and scheduled changes (docs/decisions/0097-listing-drafts-and-publishing.md, 0098, 0099), through
// the real API and rendered pages: a draft is on no public surface, publishing needs the checklist, staff preview
// links show drafts and unsaved content to whoever holds them, and scheduled changes happen once at their time
// (a moved clock), on whichever server claims them.

const HOUR = 60 * 60 * 1000

for (const dialect of dialects) {
  describe(`listing drafts and publishing on ${dialect}`, () => {
    let t: TestApp
    let smtp: Awaited<ReturnType<typeof startMailServer>>
    let clock = Date.parse('2026-06-01T15:00:00Z')
    let token = ''
    let agentId = ''
    let jpeg: Blob

    beforeAll(async () => {
      smtp = await startMailServer()
      t = await createTestApp({
        dialect,
        web: true,
        config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
        build: { now: () => new Date(clock), scheduleIntervalMs: 24 * HOUR },
      })
      token = await signIn(t.app)
      jpeg = (await sampleFiles()).jpeg
      agentId = (await insertAgent(t.database.db, { name: 'Riley Park', email: 'riley@example.com' }))._id
      // One confirmed Get Notified subscriber.
      await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'ana@example.com' } })
      await t.database.db
        .updateTable('upcoming_subscribers')
        .set({ confirmed_at: new Date(clock).toISOString() })
        .execute()
      await t.app.outbox.drain()
      smtp.received.length = 0
    })
    afterAll(async () => {
      await t?.close()
      await smtp?.stop()
    })

    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: authHeader(token), ...(payload && { payload }) })
    const get = (url: string) => t.app.inject({ method: 'GET', url })
    const body = (over: Partial<ListingInputBody> = {}): ListingInputBody => ({
      ...publishableForm(),
      title: 'Benson Bungalow',
      address: '6012 Maple St',
      zip: '68104',
      price: 215000,
      squareFootage: 1300,
      description: 'A porch and a garden.',
      agentId,
      ...over,
    })
    const create = async (over: Partial<ListingInputBody> = {}) => {
      const res = await send('POST', '/api/admin/properties', body(over))
      expect(res.statusCode, res.body).toBe(201)
      return res.json() as Listing
    }
    /** Adds a photo (its alt text written, unless told not to) through the photo upload. */
    const addPhoto = async (id: string, alt?: string) => {
      const image = (await addListingPhotos(t.app, token, id, [[jpeg, 'front.jpg']])).images.at(-1)!
      if (alt) await send('PUT', `/api/admin/properties/${id}/images/${image._id}`, { alt })
    }
    const complete = async (over: Partial<ListingInputBody> = {}) => {
      const p = await create(over)
      await addDescribedPhotos(t.app, token, p._id, jpeg)
      return p
    }
    const state = async (id: string) => (await send('GET', `/api/admin/properties/${id}/publishing`)).json() as PublishingState
    const ids = async (url: string) => ((await get(url)).json() as Listing[]).map((p) => p._id)
    const pinIds = async (query: string) =>
      ((await get(`/api/properties/pins?${query}`)).json() as { pins: Array<{ _id: string }> }).pins.map((p) => p._id)
    const delivered = async () => {
      await t.app.outbox.drain()
      await t.app.outbox.drain()
      return smtp.received.map((m) => m.to[0]).sort()
    }
    /** Every public surface that could show the listing, each true when it does. */
    const shownOn = async (p: Listing) => {
      // Upcoming listings are asked for by status on every public list and map.
      const only = p.status === 'upcoming' ? 'status=upcoming' : `type=${p.type}`
      const page = p.status === 'upcoming' ? '/upcoming' : p.type === 'rental' ? '/rentals' : '/properties'
      return {
        api: (await get(`/api/properties/${p._id}`)).statusCode === 200,
        list: (await ids(`/api/properties?${only}`)).includes(p._id),
        search: (await ids(`/api/properties?${only}&location=${encodeURIComponent(p.address)}`)).includes(p._id),
        pins: (await pinIds(only)).includes(p._id),
        sitemap: (await get('/sitemap.xml')).body.includes(p._id),
        page: (await get(`/property/${p._id}`)).statusCode === 200,
        listPage: (await get(page)).body.includes(p.title),
      }
    }
    const everywhere = { api: true, list: true, search: true, pins: true, sitemap: true, page: true, listPage: true }
    const nowhere = { api: false, list: false, search: false, pins: false, sitemap: false, page: false, listPage: false }

    it('keeps a new listing off every public surface and out of Get Notified mail until it is published', async () => {
      const p = await complete({ title: 'Draft Dundee Duplex', status: 'upcoming', estimatedPrice: 250000 })
      expect(p.publishedAt).toBeNull()
      expect(await shownOn(p)).toEqual(nowhere)
      expect(await delivered()).toEqual([])
      // Staff see it, marked as a draft, and can list the drafts alone.
      const drafts = (await send('GET', '/api/admin/properties?publication=draft')).json() as Listing[]
      expect(drafts.map((d) => [d._id, d.publishedAt])).toContainEqual([p._id, null])
      expect(((await send('GET', '/api/admin/properties?publication=published')).json() as Listing[]).map((d) => d._id)).not.toContain(
        p._id,
      )
      // The public answers keep their shape: no publication field.
      const published = await send('POST', `/api/admin/properties/${p._id}/publish`)
      expect(published.statusCode, published.body).toBe(200)
      expect((published.json() as PublishingState).publishedAt).toBe(new Date(clock).toISOString())
      expect(await shownOn(p)).toEqual(everywhere)
      expect(Object.keys((await get(`/api/properties/${p._id}`)).json())).not.toContain('publishedAt')
      expect(await delivered()).toEqual(['ana@example.com'])
      expect(smtp.received[0].raw).toContain('Draft Dundee Duplex')
      // Publishing twice changes nothing and mails nobody again.
      expect((await send('POST', `/api/admin/properties/${p._id}/publish`)).statusCode).toBe(200)
      // Back to draft on purpose: gone from every surface at once (the caches follow), then public again.
      expect((await send('POST', `/api/admin/properties/${p._id}/unpublish`)).json()).toMatchObject({ publishedAt: null })
      expect(await shownOn(p)).toEqual(nowhere)
      await send('POST', `/api/admin/properties/${p._id}/publish`)
      expect(await shownOn(p)).toEqual(everywhere)
      smtp.received.length = 0
      expect(await delivered()).toEqual([])
      const audit = await t.database.db.selectFrom('audit_log').select('action').where('action', 'like', 'property.%publish').execute()
      expect(audit.map((a) => a.action).sort()).toEqual(['property.publish', 'property.publish', 'property.unpublish'])
    })

    it('refuses to publish an incomplete listing, naming what is missing, and lists it in the checklist', async () => {
      // No agent (the office's card stands in), no photo, and an address the map cannot place.
      const p = await create({ title: 'Nowhere Lot', agentId: null, city: 'Nowhereville', zip: '99999', address: '1 Unknown Rd' })
      expect(p.latitude).toBeNull()
      const refused = await send('POST', `/api/admin/properties/${p._id}/publish`)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(
        'This listing can’t be published yet. Still missing: at least five photos (0 so far); the address placed on the map (drag the pin, or save with a full address); a description (alt text) for each photo.',
      )
      expect((await state(p._id)).checklist.map((i) => [i.key, i.done])).toEqual([
        ['photos', false],
        ['price', true],
        ['map', false],
        ['agent', true],
        ['alt', false],
        ['yearBuilt', true],
        ['taxes', true],
        ['hoa', true],
      ])
      // A photo with the alt text it got on upload still needs a description.
      await addPhoto(p._id)
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Nowhere Lot', agentId: null, latitude: 41.25, longitude: -96 }))
      expect((await send('POST', `/api/admin/properties/${p._id}/publish`)).json().message).toBe(
        'This listing can’t be published yet. Still missing: at least five photos (1 so far); a description (alt text) for photo 1.',
      )
      expect(await shownOn(p)).toMatchObject({ api: false, page: false })
    })

    it('shows a draft to whoever holds a staff preview link, with a banner, and to nobody else', async () => {
      const p = await complete({ title: 'Preview Cottage' })
      expect((await get(`/property/${p._id}`)).statusCode).toBe(404)
      // Only signed-in staff get a link.
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/properties/${p._id}/preview` })).statusCode).toBe(401)
      const made = await send('POST', `/api/admin/properties/${p._id}/preview`)
      expect(made.statusCode, made.body).toBe(201)
      const link = made.json() as { url: string; expiresAt: string }
      expect(link.url).toMatch(new RegExp(`^/property/${p._id}\\?preview=[\\w-]{32}$`))
      expect(link.expiresAt).toBe(new Date(clock + 30 * 60 * 1000).toISOString())
      const page = await get(link.url)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Preview Cottage')
      expect(page.body).toContain('Draft preview — not public.')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
      // The preview was not kept for visitors; a made-up or expired token is no key.
      expect((await get(`/property/${p._id}`)).statusCode).toBe(404)
      expect((await get(`/property/${p._id}?preview=${'x'.repeat(32)}`)).statusCode).toBe(404)
      clock += 31 * 60 * 1000
      expect((await get(link.url)).statusCode).toBe(404)
      token = await signIn(t.app)
    })

    it('previews the editor’s unsaved fields on the listing’s page for staff only, leaving the listing as saved', async () => {
      const p = await complete({ title: 'Saved Farmhouse', price: 300000 })
      expect((await send('POST', `/api/admin/properties/${p._id}/publish`)).statusCode).toBe(200)
      const before = (await send('GET', `/api/admin/properties/${p._id}`)).json() as Listing
      const other = (await insertAgent(t.database.db, { name: 'Morgan Lake', email: 'morgan@example.com' }))._id
      const unsaved = body({ title: 'Renamed Farmhouse', price: 289500, description: 'A wraparound porch.', agentId: other })
      const link = await send('POST', `/api/admin/properties/${p._id}/preview`, unsaved)
      expect(link.statusCode, link.body).toBe(201)
      const page = await get((link.json() as { url: string }).url)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Draft preview — not public.')
      for (const shown of ['Renamed Farmhouse', '$289,500', 'A wraparound porch.', 'Morgan Lake']) expect(page.body).toContain(shown)
      expect(page.body).not.toContain('Saved Farmhouse')
      expect(page.headers['cache-control']).toBe('no-store')
      // Visitors, the public API and the editor still get the listing as saved.
      const publicPage = (await get(`/property/${p._id}`)).body
      expect(publicPage).toContain('Saved Farmhouse')
      expect(publicPage).not.toContain('Renamed Farmhouse')
      expect(publicPage).not.toContain('$289,500')
      const api = (await get(`/api/properties/${p._id}`)).json() as Listing
      expect([api.title, api.price, api.agent.name]).toEqual(['Saved Farmhouse', 300000, 'Riley Park'])
      const staff = (await send('GET', `/api/admin/properties/${p._id}`)).json() as Listing
      expect([staff.title, staff.updatedAt]).toEqual(['Saved Farmhouse', before.updatedAt])
      // The same rules and words as a save: a problem names its field.
      const refused = await send('POST', `/api/admin/properties/${p._id}/preview`, body({ title: ' ', price: 1.5 }))
      const saveRefused = await send('PUT', `/api/admin/properties/${p._id}`, body({ title: ' ', price: 1.5 }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(saveRefused.json().message)
      expect(refused.json().message).toContain('Invalid field "title": Title is required')
    })

    it('previews unsaved content on its public page for staff only, leaving the site as it is', async () => {
      const hero = (await send('GET', '/api/admin/content')).json().hero as Record<string, unknown>
      const link = await send('POST', '/api/admin/content/hero/preview?page=/', { ...hero, title: 'Spring Open House Weekend' })
      expect(link.statusCode, link.body).toBe(201)
      const { url } = link.json() as { url: string }
      expect(url).toMatch(/^\/\?preview=/)
      const page = await get(url)
      expect(page.body).toContain('Spring Open House Weekend')
      expect(page.body).toContain('Draft preview — not public.')
      expect((await get('/')).body).not.toContain('Spring Open House Weekend')
      // The team on the leadership page, the footer on every page.
      const team = await send('POST', '/api/admin/content/team/preview?page=/about', {
        team: [{ name: 'Jordan Preview', title: 'Project Lead', bio: '', email: '', phone: '', photo: '', linkedin: '', specialties: [] }],
      })
      expect((await get((team.json() as { url: string }).url)).body).toContain('Jordan Preview')
      const footer = await send('POST', '/api/admin/content/footer/preview?page=/contact', {
        phone: '(402) 555-0777',
        email: 'preview@example.com',
        chrisEmail: '',
        address: '',
        officeHours: '',
        socialMedia: {},
      })
      expect((await get((footer.json() as { url: string }).url)).body).toContain('(402) 555-0777')
      // The same rules as a save: a blank title is refused with the field named; a page must be the site's own.
      const blank = await send('POST', '/api/admin/content/hero/preview?page=/', { ...hero, title: ' ' })
      expect(blank.statusCode).toBe(400)
      expect(blank.json().message).toBe('Invalid field "title": The home page needs a title')
      expect((await send('POST', '/api/admin/content/hero/preview?page=https://evil.example', hero)).statusCode).toBe(400)
    })

    it('shows the office’s card, never an empty one, on the page of a listing without an agent', async () => {
      const p = await complete({ title: 'Office Listed Home', agentId: null })
      await send('POST', `/api/admin/properties/${p._id}/publish`)
      const html = (await get(`/property/${p._id}`)).body
      expect(html).toContain('Contact the office')
      expect(html).toContain('Heartland Home Partners')
      await send('PUT', '/api/admin/content/footer', {
        phone: '(402) 555-0150',
        email: 'office@example.com',
        chrisEmail: '',
        address: '',
        officeHours: '',
        socialMedia: {},
      })
      const changed = (await get(`/property/${p._id}`)).body
      expect(changed).toContain('href="tel:4025550150"')
      expect(changed).toContain('href="mailto:office@example.com"')
      expect(html).not.toMatch(/href="(tel|mailto):"/)
    })

    it('publishes and changes status at their scheduled Omaha times, each change carried out once', async () => {
      const draft = await complete({ title: 'Scheduled Saddlebrook' })
      const rental = await complete({
        title: 'Rental Coming Soon',
        type: 'rental',
        status: 'rented',
        price: 1450,
        rentalFees: { deposit: 1450, petRent: null, utilities: null },
      })
      await send('POST', `/api/admin/properties/${rental._id}/publish`)
      const incomplete = await create({ title: 'Never Finished' })
      await delivered()
      smtp.received.length = 0
      const inOmaha = (ms: number) => omahaLocalTime(new Date(clock + ms))

      // In the past: refused with the field named.
      const past = await send('POST', `/api/admin/properties/${draft._id}/schedule`, { kind: 'publish', at: inOmaha(-HOUR) })
      expect(past.statusCode).toBe(400)
      expect(past.json().message).toBe('Invalid field "When": choose a time in the future (Omaha time)')
      const rentalSold = await send('POST', `/api/admin/properties/${rental._id}/schedule`, {
        kind: 'status',
        at: inOmaha(HOUR),
        status: 'sold',
      })
      expect(rentalSold.json().message).toMatch(/^Invalid field "New status": A rental listing can be/)

      const at = inOmaha(2 * HOUR)
      const scheduled = await send('POST', `/api/admin/properties/${draft._id}/schedule`, { kind: 'publish', at })
      expect(scheduled.statusCode, scheduled.body).toBe(201)
      // Written in Omaha's time, kept in UTC (June: Central Daylight Time, UTC−5).
      expect((scheduled.json() as PublishingState).scheduled).toMatchObject([
        { kind: 'publish', dueAt: new Date(clock + 2 * HOUR).toISOString(), doneAt: null },
      ])
      expect(Date.parse(`${at}:00Z`) - clock).toBe(2 * HOUR - 5 * HOUR)
      await send('POST', `/api/admin/properties/${rental._id}/schedule`, { kind: 'status', at: inOmaha(3 * HOUR), status: 'available' })
      await send('POST', `/api/admin/properties/${incomplete._id}/schedule`, { kind: 'publish', at })
      // A cancelled change does not happen.
      const cancelled = (
        await send('POST', `/api/admin/properties/${rental._id}/schedule`, { kind: 'status', at: inOmaha(HOUR), status: 'rented' })
      ).json() as PublishingState
      const rentedId = cancelled.scheduled.find((c) => c.status === 'rented')!._id
      expect((await send('DELETE', `/api/admin/properties/${rental._id}/schedule/${rentedId}`)).statusCode).toBe(200)

      // Not yet due: nothing happens.
      expect(await t.app.listingSchedule.runDue()).toEqual({ applied: 0, refused: 0, failed: 0 })
      expect(await shownOn(draft)).toEqual(nowhere)

      // Two hours later two servers look at once: the publication happens once, and is announced once.
      clock += 2 * HOUR + 60_000
      const other = startListingSchedule(t.database.db, {
        publishing: createListingPublishing(t.database.db, {
          now: () => new Date(clock),
          announcer: listingAnnouncer({ publicUrl: t.app.config.publicUrl }),
        }),
        writer: t.app.propertyWriter,
        now: () => new Date(clock),
        intervalMs: 24 * HOUR,
      })
      const outcomes = await Promise.all([t.app.listingSchedule.runDue(), other.runDue()])
      await other.stop()
      expect(outcomes.reduce((n, o) => n + o.applied, 0)).toBe(1)
      expect(outcomes.reduce((n, o) => n + o.refused, 0)).toBe(1)
      expect(await shownOn(draft)).toEqual(everywhere)
      expect(await delivered()).toEqual(['ana@example.com'])
      token = await signIn(t.app)
      expect((await state(draft._id)).scheduled).toMatchObject([{ kind: 'publish', doneAt: new Date(clock).toISOString(), error: null }])
      // The incomplete one stayed a draft; the editor says why.
      expect((await state(incomplete._id)).scheduled[0].error).toMatch(
        /^This listing can’t be published yet\. Still missing: at least five photos \(0 so far\)/,
      )
      expect((await get(`/api/properties/${incomplete._id}`)).statusCode).toBe(404)

      // The rental becomes available on its date: on the public list and API at once.
      expect((await get(`/api/properties/${rental._id}`)).json().status).toBe('rented')
      clock += HOUR
      expect(await t.app.listingSchedule.runDue()).toEqual({ applied: 1, refused: 0, failed: 0 })
      expect((await get(`/api/properties/${rental._id}`)).json().status).toBe('available')
      expect(await ids('/api/properties?type=rental')).toContain(rental._id)
      expect(await t.app.listingSchedule.runDue()).toEqual({ applied: 0, refused: 0, failed: 0 })
      const rows = await t.database.db
        .selectFrom('listing_schedule')
        .select(['property_id', 'status'])
        .where('property_id', '=', rental._id)
        .execute()
      expect(rows).toEqual([{ property_id: rental._id, status: 'available' }])
    })
  })
}
