import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty, publishableForm } from '#tests/helpers/factories.ts'
import { addDescribedPhotos } from '#tests/helpers/uploads.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { storedFolders } from '#tests/helpers/object-storage.ts'
import { startMailServer } from '#tests/helpers/mail-server.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { ListingInputBody } from '#core/listings/listing-form.ts'

// The staff's listing management, through the real API: every
// change shows at once on the public API, the map pins and the sitemap.

type Files = Awaited<ReturnType<typeof sampleFiles>>

for (const dialect of dialects) {
  describe(`staff listing API on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    let files: Files
    let agentId = ''
    let smtp: Awaited<ReturnType<typeof startMailServer>>

    beforeAll(async () => {
      smtp = await startMailServer()
      t = await createTestApp({ dialect, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } })
      token = await signIn(t.app)
      files = await sampleFiles()
      agentId = (await insertAgent(t.database.db, { name: 'Riley Park', email: 'riley@example.com', phone: '(402) 555-0199' }))._id
    })
    afterAll(async () => {
      await t?.close()
      await smtp?.stop()
    })

    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: authHeader(token), ...(payload && { payload }) })
    const body = (over: Partial<ListingInputBody> = {}): ListingInputBody => ({
      ...publishableForm(),
      title: 'Dundee Craftsman',
      address: '5015 Underwood Ave',
      zip: '68132',
      price: 315000,
      squareFootage: 1850,
      bathrooms: 2.5,
      description: 'Renovated top to bottom.',
      features: ['New roof', ''],
      agentId,
      location: { city: 'Omaha', neighborhood: 'Dundee', county: 'Douglas', schoolDistrict: 'OPS', walkScore: 81 },
      interior: {
        flooring: 'Oak',
        heating: 'Forced air',
        cooling: 'Central',
        basement: 'Finished',
        laundry: '',
        fireplace: '',
        appliances: ['Range'],
      },
      renovation: { summary: 'A 1925 craftsman brought back.', work: ['Kitchen', 'Roof', 'HVAC'] },
      ...over,
    })
    /** Multipart body of photos in field `images` (what the editor's file picker sends). */
    const upload = async (url: string, parts: Array<[string, Blob, string] | [string, string]>) => {
      const form = new FormData()
      for (const [field, value, name] of parts) {
        if (typeof value === 'string') form.append(field, value)
        else form.append(field, value, name)
      }
      const req = new Request('http://x', { method: 'POST', body: form })
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...authHeader(token), 'content-type': req.headers.get('content-type')! },
        payload: Buffer.from(await req.arrayBuffer()),
      })
    }
    const publicOne = (id: string) => t.app.inject({ method: 'GET', url: `/api/properties/${id}` })
    /** Completes a new listing's checklist (described photos; its facts, map point and agent it has) and publishes it. */
    const publish = async (id: string) => {
      await addDescribedPhotos(t.app, token, id, files.jpeg)
      const res = await send('POST', `/api/admin/properties/${id}/publish`)
      expect(res.statusCode, res.body).toBe(200)
    }
    const publicIds = async (url: string) => ((await t.app.inject({ method: 'GET', url })).json() as Listing[]).map((p) => p._id)
    const pinIds = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/properties/pins?type=sale' })).json() as { pins: Array<{ _id: string }> }).pins.map(
        (p) => p._id,
      )
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    const mediaFolders = async () => (await storedFolders(t.app.storage, 'media/')).filter((f) => /^[0-9a-f]{24}$/.test(f))

    it('answers 401 without a token on every listing route', async () => {
      const id = 'a'.repeat(24)
      for (const [method, url] of [
        ['GET', '/api/admin/properties'],
        ['POST', '/api/admin/properties'],
        ['GET', `/api/admin/properties/${id}`],
        ['PUT', `/api/admin/properties/${id}`],
        ['DELETE', `/api/admin/properties/${id}`],
        ['POST', `/api/admin/properties/${id}/images`],
        ['POST', `/api/admin/properties/bulk-status`],
      ] as const) {
        const res = await t.app.inject({ method, url })
        expect(res.statusCode, `${method} ${url}`).toBe(401)
      }
    })

    it('creates, edits, archives and restores a listing with photos, each change seen at once on the public side', async () => {
      const created = await send('POST', '/api/admin/properties', body())
      expect(created.statusCode, created.body).toBe(201)
      const p = created.json() as Listing
      expect(p._id).toMatch(/^[0-9a-f]{24}$/)
      // The agent's card comes from the agents table; empty list items are dropped; the point is found from the ZIP.
      expect(p.agent).toMatchObject({ name: 'Riley Park', email: 'riley@example.com', phone: '(402) 555-0199' })
      expect(p.agentId).toBe(agentId)
      expect(p.features).toEqual(['New roof'])
      expect(p.latitude).toBeCloseTo(41.26, 1)
      expect(p.bathrooms).toBe(2.5)
      const before = (await mediaFolders()).length

      const photos = await upload(`/api/admin/properties/${p._id}/images`, [
        ['images', files.jpeg, 'kitchen.jpg'],
        ['images', files.png, 'porch.png'],
      ])
      expect(photos.statusCode, photos.body).toBe(201)
      const withPhotos = photos.json() as Listing
      expect(withPhotos.images.map((i) => i.alt)).toEqual(['Dundee Craftsman, photo 1', 'Dundee Craftsman, photo 2'])
      expect(await mediaFolders()).toHaveLength(before + 2)
      expect(withPhotos.images[0].sources[0].url).toMatch(/^\/media\/[0-9a-f]{24}\/w\d+\.webp$/)

      // A draft until published: the public side does not know it; publishing asks for described photos first.
      expect((await publicOne(p._id)).statusCode).toBe(404)
      expect(await publicIds('/api/properties?type=sale')).not.toContain(p._id)
      const early = await send('POST', `/api/admin/properties/${p._id}/publish`)
      expect(early.statusCode).toBe(400)
      expect(early.json().message).toBe(
        'This listing can’t be published yet. Still missing: at least five photos (2 so far); a description (alt text) for photos 1 and 2.',
      )
      for (const [i, image] of withPhotos.images.entries())
        await send('PUT', `/api/admin/properties/${p._id}/images/${image._id}`, { alt: `Room ${i + 1} of the craftsman` })
      await addDescribedPhotos(t.app, token, p._id, files.jpeg, 3)
      expect((await send('POST', `/api/admin/properties/${p._id}/publish`)).statusCode).toBe(200)

      // Public API, pins and sitemap see it at once (catalog_version), with photos and the renovation story.
      const seen = (await publicOne(p._id)).json() as Listing
      expect(seen.images).toHaveLength(5)
      expect(seen.renovation).toMatchObject({ summary: 'A 1925 craftsman brought back.', work: ['Kitchen', 'Roof', 'HVAC'], pairs: [] })
      expect(await publicIds('/api/properties?type=sale')).toContain(p._id)
      expect(await pinIds()).toContain(p._id)
      expect(await sitemap()).toContain(`/property/${p._id}`)

      // Cover, order and alt text.
      const [first, second, ...rest] = seen.images.map((i) => i._id)
      const covered = (await send('POST', `/api/admin/properties/${p._id}/images/${second}/cover`)).json() as Listing
      expect(covered.images.map((i) => i._id)).toEqual([second, first, ...rest])
      expect((await publicOne(p._id)).json().images[0]._id).toBe(second)
      const ordered = await send('PUT', `/api/admin/properties/${p._id}/images/order`, { ids: [first, second, ...rest] })
      expect((ordered.json() as Listing).images.map((i) => i._id)).toEqual([first, second, ...rest])
      expect((await send('PUT', `/api/admin/properties/${p._id}/images/order`, { ids: [first] })).statusCode).toBe(400)
      const alt = await send('PUT', `/api/admin/properties/${p._id}/images/${first}`, { alt: 'Kitchen with quartz counters' })
      expect((alt.json() as Listing).images[0].alt).toBe('Kitchen with quartz counters')

      // Edit: the title and a dragged pin show publicly; a later save with the same address keeps the pin.
      const edited = await send(
        'PUT',
        `/api/admin/properties/${p._id}`,
        body({ title: 'Dundee Craftsman, renovated', latitude: 41.2601, longitude: -96.0002 }),
      )
      expect(edited.statusCode, edited.body).toBe(200)
      expect((await publicOne(p._id)).json()).toMatchObject({
        title: 'Dundee Craftsman, renovated',
        latitude: 41.2601,
        longitude: -96.0002,
      })
      const again = (
        await send(
          'PUT',
          `/api/admin/properties/${p._id}`,
          body({ title: 'Dundee Craftsman, renovated', latitude: 41.2601, longitude: -96.0002, bedrooms: 4 }),
        )
      ).json() as Listing
      expect([again.latitude, again.longitude, again.bedrooms]).toEqual([41.2601, -96.0002, 4])
      // A new address is located again.
      const moved = (
        await send(
          'PUT',
          `/api/admin/properties/${p._id}`,
          body({ address: '1 Main St', zip: '68022', latitude: 41.2601, longitude: -96.0002 }),
        )
      ).json() as Listing
      expect(moved.latitude).not.toBe(41.2601)

      // Remove a photo (after a confirmation in the portal): its files go too.
      const removed = await send('DELETE', `/api/admin/properties/${p._id}/images/${second}`)
      expect((removed.json() as Listing).images.map((i) => i._id)).toEqual([first, ...rest])
      expect(await mediaFolders()).not.toContain(second)

      // Archive: gone from lists, pins, sitemap and search; the page answers 410; staff still see it.
      const archived = await send('DELETE', `/api/admin/properties/${p._id}`)
      expect(archived.statusCode).toBe(200)
      expect((archived.json() as Listing).archivedAt).toBeTruthy()
      expect((await publicOne(p._id)).statusCode).toBe(410)
      expect(await publicIds('/api/properties?type=sale')).not.toContain(p._id)
      expect(await publicIds('/api/properties?location=underwood')).not.toContain(p._id)
      expect(await pinIds()).not.toContain(p._id)
      expect(await sitemap()).not.toContain(`/property/${p._id}`)
      expect(((await send('GET', '/api/admin/properties')).json() as Listing[]).map((x) => x._id)).not.toContain(p._id)
      expect(((await send('GET', '/api/admin/properties?archived=1')).json() as Listing[]).map((x) => x._id)).toEqual([p._id])
      // After the 30 days of grace, plain 404.
      await t.database.db.updateTable('properties').set({ archived_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', p._id).execute()
      expect((await publicOne(p._id)).statusCode).toBe(404)

      const restored = await send('POST', `/api/admin/properties/${p._id}/restore`)
      expect((restored.json() as Listing).archivedAt).toBeNull()
      expect((await publicOne(p._id)).statusCode).toBe(200)
      expect(await publicIds('/api/properties?type=sale')).toContain(p._id)
      expect(await sitemap()).toContain(`/property/${p._id}`)

      // Every write is in the audit log under the signed-in user.
      const audit = await t.database.db.selectFrom('audit_log').select(['action', 'username']).orderBy('created_at').execute()
      const actions = audit.filter((a) => a.action.startsWith('property.')).map((a) => a.action)
      expect(actions).toEqual(
        expect.arrayContaining([
          'property.create',
          'property.photos.add',
          'property.photos.cover',
          'property.update',
          'property.archive',
          'property.restore',
        ]),
      )
      expect(audit.every((a) => a.username === 'admin')).toBe(true)
    })

    it('keeps nothing of an upload that fails half way (the second file is a program named .jpg)', async () => {
      const p = (await send('POST', '/api/admin/properties', body({ title: 'Benson Bungalow' }))).json() as Listing
      const mediaRows = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('media_files')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      const [rows, folders] = [await mediaRows(), await mediaFolders()]
      const res = await upload(`/api/admin/properties/${p._id}/images`, [
        ['images', files.jpeg, 'front.jpg'],
        ['images', files.exe, 'back.jpg'],
        ['images', files.png, 'side.png'],
      ])
      expect(res.statusCode).toBe(415)
      expect(res.json().message).toBe('File "back.jpg" is not a supported format. Please use JPG, PNG, WebP or GIF photos.')
      expect(await mediaRows()).toBe(rows)
      expect(await mediaFolders()).toEqual(folders)
      const tmp = path.join(t.database.dataDir, 'tmp-uploads')
      expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([])
      expect(((await send('GET', `/api/admin/properties/${p._id}`)).json() as Listing).images).toEqual([])
      // A body that is not multipart, and an upload with no file, are refused with words.
      expect((await send('POST', `/api/admin/properties/${p._id}/images`, { images: 'x' })).statusCode).toBe(400)
      expect((await upload(`/api/admin/properties/${p._id}/images`, [['caption', 'none']])).statusCode).toBe(400)
    })

    it('adds before/after pairs to the renovation story and shows them publicly', async () => {
      const p = (await send('POST', '/api/admin/properties', body({ title: 'Aksarben Flip' }))).json() as Listing
      const res = await upload(`/api/admin/properties/${p._id}/renovation-pairs`, [
        ['caption', 'Kitchen'],
        ['before', files.jpeg, 'before.jpg'],
        ['after', files.png, 'after.png'],
      ])
      expect(res.statusCode, res.body).toBe(201)
      await publish(p._id)
      const pair = (await publicOne(p._id)).json().renovation.pairs[0]
      expect(pair).toMatchObject({ caption: 'Kitchen', before: { alt: 'Before: Kitchen' }, after: { alt: 'After: Kitchen' } })
      const missing = await upload(`/api/admin/properties/${p._id}/renovation-pairs`, [
        ['caption', 'Bath'],
        ['before', files.jpeg, 'b.jpg'],
      ])
      expect(missing.statusCode).toBe(400)
      expect(missing.json().message).toContain('"after"')
      const gone = await send('DELETE', `/api/admin/properties/${p._id}/renovation-pairs/${pair._id}`)
      expect((gone.json() as Listing).renovation?.pairs).toEqual([])
      expect(await mediaFolders()).not.toContain(pair.before._id)
    })

    it('keeps a price history and shows it on the public API', async () => {
      const p = (await send('POST', '/api/admin/properties', body({ title: 'Price Test', price: 300000 }))).json() as Listing
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Price Test', price: 289000 }))
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Price Test, new title', price: 289000 }))
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Price Test', price: 279500 }))
      await publish(p._id)
      const history = ((await publicOne(p._id)).json() as Listing).priceHistory!
      expect(history.map((h) => h.price)).toEqual([300000, 289000, 279500])
      expect(history.every((h) => !Number.isNaN(Date.parse(h.changedAt)))).toBe(true)
    })

    it('follows the status rules and names the field of bad input', async () => {
      const sold = await send('POST', '/api/admin/properties', body({ type: 'rental', status: 'sold', price: 1500 }))
      expect(sold.statusCode).toBe(400)
      expect(sold.json().message).toMatch(/"status".*rental listing can be Upcoming, Available, Pending, Rented/)
      for (const [over, field] of [
        [{ title: '  ' }, 'title'],
        [{ zip: 'abc' }, 'zip'],
        [{ bathrooms: 1.25 }, 'bathrooms'],
        [{ price: -5 }, 'price'],
        [{ agentId: 'nope' }, 'agentId'],
        [{ location: { ...body().location, walkScore: 140 } }, 'location.walkScore'],
      ] as const) {
        const res = await send('POST', '/api/admin/properties', body(over as Partial<ListingInputBody>))
        expect(res.statusCode, field).toBe(400)
        expect(res.json().message).toContain(`"${field}"`)
      }
      expect((await send('POST', '/api/admin/properties', body({ agentId: 'f'.repeat(24) }))).json().message).toContain('"agentId"')
      // Numbers as the business means them, in words staff understand: whole dollars, a missing price named as such.
      for (const [over, message] of [
        [{ price: 12.5 }, 'Invalid field "price": Price is in whole dollars, e.g. 1250'],
        [{ price: undefined }, 'Invalid field "price": Price is required'],
        [{ price: '12a' }, 'Invalid field "price": Price must be a number'],
        [{ estimatedPrice: 299_999.99 }, 'Invalid field "estimatedPrice": Estimated price is in whole dollars, e.g. 1250'],
        [{ bedrooms: 2.5 }, 'Invalid field "bedrooms": Bedrooms must be a whole number'],
        [{ bathrooms: 1.25 }, 'Invalid field "bathrooms": Bathrooms go in halves, e.g. 1.5'],
        [{ squareFootage: 1500.5 }, 'Invalid field "squareFootage": Square feet must be a whole number'],
        [{ hoa: { ...body().hoa, hasHOA: true, fee: 99.5 } }, 'Invalid field "hoa.fee": HOA fee is in whole dollars, e.g. 1250'],
        [
          { rentalFees: { deposit: null, petRent: -5, utilities: null } },
          'Invalid field "rentalFees.petRent": Pet rent cannot be negative',
        ],
        [
          { rentalFees: { deposit: 1500.5, petRent: null, utilities: null } },
          'Invalid field "rentalFees.deposit": Security deposit is in whole dollars, e.g. 1250',
        ],
        // A rule without the field's name in it is named by the label the schema gives the field.
        [{ title: 'x'.repeat(151) }, 'Invalid field "title": Title: Use at most 150 characters'],
        [{ description: 'x'.repeat(10_001) }, 'Invalid field "description": Description: Use at most 10,000 characters'],
        [{ features: ['x'.repeat(121)] }, 'Invalid field "features.0": Features: Use at most 120 characters'],
        [{ agentId: 'f'.repeat(24) }, 'Invalid field "agentId": Agent: this agent is no longer on the list; choose another'],
      ] as const) {
        const res = await send('POST', '/api/admin/properties', body(over as unknown as Partial<ListingInputBody>))
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toBe(message)
      }
      expect((await send('GET', '/api/admin/properties?status=gone')).statusCode).toBe(400)
      expect((await send('GET', `/api/admin/properties/${'f'.repeat(24)}`)).statusCode).toBe(404)

      // Bulk: a rental cannot be sold, so the whole change is refused; sales can.
      const sale = (await send('POST', '/api/admin/properties', body({ title: 'Bulk Sale' }))).json() as Listing
      const rental = (
        await send('POST', '/api/admin/properties', body({ title: 'Bulk Rental', type: 'rental', price: 1400 }))
      ).json() as Listing
      // A rental's fees are kept as given (docs/decisions/0140-monthly-cost-on-every-listing.md).
      const fees = { deposit: 1400, petRent: 35, utilities: 85 }
      const withFees = await send(
        'POST',
        '/api/admin/properties',
        body({ title: 'Fee Rental', type: 'rental', price: 1400, rentalFees: fees }),
      )
      expect((withFees.json() as Listing).rentalFees).toEqual(fees)
      await publish(sale._id)
      const refused = await send('POST', '/api/admin/properties/bulk-status', { ids: [sale._id, rental._id], status: 'sold' })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toContain('Bulk Rental')
      expect((await publicOne(sale._id)).json().status).toBe('available')
      const ok = await send('POST', '/api/admin/properties/bulk-status', { ids: [sale._id], status: 'sold' })
      expect(ok.json()).toEqual({ changed: 1 })
      expect((await publicOne(sale._id)).json().status).toBe('sold')
    })

    it('lists, searches, filters, sorts and pages on the server; the plain call is every listing for the dashboard', async () => {
      const all = await send('GET', '/api/admin/properties')
      const items = all.json() as Listing[]
      expect(Number(all.headers['x-total-count'])).toBe(items.length)
      expect(items.length).toBeGreaterThanOrEqual(6)
      const page = await send('GET', '/api/admin/properties?sort=title&limit=2&offset=1')
      const sortedTitles = items.map((p) => p.title).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      expect((page.json() as Listing[]).map((p) => p.title)).toEqual(sortedTitles.slice(1, 3))
      expect(page.headers['x-total-count']).toBe(String(items.length))
      expect(((await send('GET', '/api/admin/properties?q=bulk%20rental')).json() as Listing[]).map((p) => p.title)).toEqual([
        'Bulk Rental',
      ])
      expect(((await send('GET', '/api/admin/properties?type=rental')).json() as Listing[]).every((p) => p.type === 'rental')).toBe(true)
      expect(((await send('GET', `/api/admin/properties?agentId=${agentId}`)).json() as Listing[]).length).toBe(items.length)
      // A listing saved without an agent id (the demo seed) is matched to its agent by the card's e-mail, so a save keeps it.
      const seeded = await insertProperty(t.database.db, {
        title: 'Seeded One',
        agent: { name: 'Riley Park', title: '', phone: '', email: 'riley@example.com', photo: '' },
      })
      expect(((await send('GET', `/api/admin/properties/${seeded}`)).json() as Listing).agentId).toBe(agentId)
      const updated = (await send('GET', '/api/admin/properties?sort=updated')).json() as Listing[]
      expect(updated.map((p) => p.updatedAt)).toEqual([...updated.map((p) => p.updatedAt)].sort().reverse())
    })

    it('tells each Get Notified subscriber about a listing once, when it becomes upcoming or available', async () => {
      await t.app.outbox.drain()
      const delivered = async () => {
        await t.app.outbox.drain()
        await t.app.outbox.drain()
        return smtp.received.map((m) => m.to[0]).sort()
      }
      // Get Notified is double opt-in: each address confirms itself (its confirmation mail is not counted below).
      const subscribe = async (email: string) => {
        expect((await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email } })).statusCode).toBe(200)
        await delivered()
        await t.database.db
          .updateTable('upcoming_subscribers')
          .set({ confirmed_at: new Date().toISOString() })
          .where('email', '=', email)
          .execute()
        smtp.received.length = 0
      }
      await subscribe('ana@example.com')
      await subscribe('ben@example.com')
      // An address nobody confirmed hears nothing.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'stranger@example.com' } })).statusCode,
      ).toBe(200)
      await delivered()
      smtp.received.length = 0
      const p = (
        await send('POST', '/api/admin/properties', body({ title: 'Notify Me', status: 'upcoming', estimatedPrice: 330000 }))
      ).json() as Listing
      // A draft is announced to nobody; publishing it is.
      expect(await delivered()).toEqual([])
      await publish(p._id)
      expect(await delivered()).toEqual(['ana@example.com', 'ben@example.com'])
      // Upcoming → available → pending → available: nobody hears about this listing twice.
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Notify Me', status: 'available' }))
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Notify Me', status: 'pending' }))
      await send('PUT', `/api/admin/properties/${p._id}`, body({ title: 'Notify Me', status: 'available' }))
      expect(await delivered()).toEqual(['ana@example.com', 'ben@example.com'])
      // A new subscriber hears about it the next time it is announced; a new available listing reaches everyone.
      await subscribe('cy@example.com')
      await send('POST', '/api/admin/properties/bulk-status', { ids: [p._id], status: 'pending' })
      await send('POST', '/api/admin/properties/bulk-status', { ids: [p._id], status: 'available' })
      expect(await delivered()).toEqual(['cy@example.com'])
      smtp.received.length = 0
      await publish(
        ((await send('POST', '/api/admin/properties', body({ title: 'Fresh Listing', status: 'available' }))).json() as Listing)._id,
      )
      expect(await delivered()).toEqual(['ana@example.com', 'ben@example.com', 'cy@example.com'])
      expect(smtp.received[0].raw).toMatch(/Subject: Now available: Fresh Listing/)
    })
  })
}
