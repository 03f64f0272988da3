import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { sql } from 'kysely'
import { authHeader, createStaffUser, signIn, signedInStaff } from '#tests/helpers/admin.ts'
import { insertAgent, insertPartner, insertProperty } from '#tests/helpers/factories.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import type { Listing } from '#core/listings/listing.ts'
import { ListingInputSchema } from '#core/listings/listing-form.ts'
import type { RecordVersion } from '#core/history/record-history.ts'
import type { StaffAgent } from '#core/people/people.ts'
import type { StaffUser } from '#core/staff/staff-users.ts'
import { listingVersion } from '#server/listings/listing-history.ts'
import { addListingPhotos } from '#tests/helpers/uploads.ts'

// The history of every change (docs/decisions/0100-record-history.md): each save of a listing (its photos too), an
// agent, a partner or a staff user is kept with who saved it, when and which fields changed; any version can be
// restored, and the restore is a save like any other (If-Match, 409, roles). A save and its version are stored in one
// transaction: both or neither, each credited to the staff member whose save it was.

/** Makes the database refuse any kept version of these records, as a failing disk or a full table would. */
async function refuseVersionsOf(database: TestDatabase, ids: string[]): Promise<void> {
  const which = ids.map((id) => `'${id}'`).join(', ')
  if (database.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger refuse_versions before insert on record_history when new.record_id in (${which})
      begin select raise(abort, 'versions refused'); end`,
      )
      .execute(database.db)
    return
  }
  await sql
    .raw(`create function refuse_versions() returns trigger language plpgsql as $$ begin raise exception 'versions refused'; end $$`)
    .execute(database.db)
  await sql
    .raw(
      `create trigger refuse_versions before insert on record_history for each row when (new.record_id in (${which}))
    execute function refuse_versions()`,
    )
    .execute(database.db)
}

async function allowVersions(database: TestDatabase): Promise<void> {
  if (database.dialect === 'sqlite') return void (await sql`drop trigger refuse_versions`.execute(database.db))
  await sql`drop trigger refuse_versions on record_history`.execute(database.db)
  await sql`drop function refuse_versions()`.execute(database.db)
}

for (const dialect of dialects) {
  describe(`record history on ${dialect}`, () => {
    let t: TestApp
    let ana = ''
    let ben = ''
    const as = (token: string, version?: string) => ({ ...authHeader(token), ...(version !== undefined && { 'if-match': `"${version}"` }) })
    const history = async (token: string, path: string) => {
      const res = await t.app.inject({ method: 'GET', url: `${path}/history`, headers: authHeader(token) })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<RecordVersion[]>()
    }
    const formOf = (p: Listing) => ListingInputSchema.parse(listingVersion(p))
    const getListing = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/properties/${id}`, headers: authHeader(ana) })).json<Listing>()

    const NO_AGENT = { name: '', title: '', phone: '', email: '', photo: '' }

    /** Ana adds these photos to a listing; answers the listing with them. */
    const addPhotos = (id: string, photos: Array<[Blob, string]>) => addListingPhotos(t.app, ana, id, photos)

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      ;[ana, ben] = await signedInStaff(t.app, t.database.db, ['ana', 'ben'])
    })
    afterAll(() => t?.close())

    it('keeps each listing save with who, when and the fields it changed, in words', async () => {
      const id = await insertProperty(t.database.db, { title: '123 Maple St', price: 250000, bedrooms: 3, agent: NO_AGENT })
      const before = await getListing(id)
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}`,
        payload: { ...formOf(before), price: 239000, bedrooms: 4 },
        headers: as(ana, before.updatedAt),
      })
      expect(saved.statusCode, saved.body).toBe(200)

      const versions = await history(ben, `/api/admin/properties/${id}`)
      expect(versions).toHaveLength(2)
      const [now, first] = versions
      expect(now).toMatchObject({ savedBy: 'ana', current: true, summary: 'Price $250,000 → $239,000; Bedrooms 3 → 4' })
      expect(now.changes).toEqual([
        { field: 'price', label: 'Price', before: '$250,000', after: '$239,000' },
        { field: 'bedrooms', label: 'Bedrooms', before: '3', after: '4' },
      ])
      // The listing as it was before its first kept save can be restored, and would change these fields back.
      expect(first).toMatchObject({ savedBy: '', current: false, summary: 'As it was before its changes were kept' })
      expect(first.restoreChanges.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual([
        'Price: $239,000 → $250,000',
        'Bedrooms: 4 → 3',
      ])

      // A save that changes nothing keeps no version.
      const again = await getListing(id)
      await t.app.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, payload: formOf(again), headers: as(ana) })
      expect(await history(ana, `/api/admin/properties/${id}`)).toHaveLength(2)
    })

    it('restores a listing version as a new version, and refuses a restore made from a stale version with 409', async () => {
      const id = await insertProperty(t.database.db, { title: '77 Oak Ave', price: 180000, agent: NO_AGENT })
      const start = await getListing(id)
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}`,
        payload: { ...formOf(start), price: 175000 },
        headers: as(ana),
      })
      const [, original] = await history(ana, `/api/admin/properties/${id}`)
      const opened = await getListing(id)
      // Ben saves after Ana opened the history.
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}`,
        payload: { ...formOf(opened), bedrooms: 5 },
        headers: as(ben),
      })

      const stale = await t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${id}/history/${original._id}/restore`,
        headers: as(ana, opened.updatedAt),
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ savedBy: 'ben', current: { bedrooms: 5, price: 175000 } })
      expect(stale.json().message).toContain('ben saved this listing')

      const current = await getListing(id)
      const restored = await t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${id}/history/${original._id}/restore`,
        headers: as(ana, current.updatedAt),
      })
      expect(restored.statusCode, restored.body).toBe(200)
      expect(restored.json()).toMatchObject({ price: 180000, bedrooms: start.bedrooms })
      const versions = await history(ana, `/api/admin/properties/${id}`)
      expect(versions[0]).toMatchObject({ savedBy: 'ana', current: true })
      expect(versions[0].summary).toContain('Price $175,000 → $180,000')
      expect(versions).toHaveLength(4)

      // A version of another listing, or none at all, is not found.
      const other = await insertProperty(t.database.db)
      const wrong = await t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${other}/history/${original._id}/restore`,
        headers: as(ana),
      })
      expect(wrong.statusCode).toBe(404)
    })

    it('counts photos added, reordered and described as changes of the listing, and refuses stale order and alt saves', async () => {
      const id = await insertProperty(t.database.db, { title: '9 Elm Ct' })
      const files = await sampleFiles()
      const withPhotos = await addPhotos(id, [
        [files.jpeg, 'front.jpg'],
        [files.png, 'back.png'],
      ])
      const [a, b] = withPhotos.images
      expect((await history(ana, `/api/admin/properties/${id}`))[0].summary).toBe('Photos (2 added)')

      const order = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}/images/order`,
        payload: { ids: [b._id, a._id] },
        headers: as(ana, withPhotos.updatedAt),
      })
      expect(order.statusCode, order.body).toBe(200)
      // Ben's alt text from the version before the reorder is refused, and so is a second reorder from it.
      const staleAlt = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}/images/${a._id}`,
        payload: { alt: 'Front porch' },
        headers: as(ben, withPhotos.updatedAt),
      })
      expect(staleAlt.statusCode).toBe(409)
      expect(staleAlt.json()).toMatchObject({ savedBy: 'ana', version: order.json().updatedAt })
      const staleOrder = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}/images/order`,
        payload: { ids: [a._id, b._id] },
        headers: as(ben, withPhotos.updatedAt),
      })
      expect(staleOrder.statusCode).toBe(409)

      const alt = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}/images/${a._id}`,
        payload: { alt: 'Front porch' },
        headers: as(ben, order.json().updatedAt),
      })
      expect(alt.statusCode, alt.body).toBe(200)
      expect(alt.json().updatedAt > order.json().updatedAt).toBe(true)
      const [altVersion, orderVersion, addVersion] = await history(ana, `/api/admin/properties/${id}`)
      expect(altVersion).toMatchObject({ savedBy: 'ben', summary: 'Photos (1 changed)' })
      expect(altVersion.changes[0].after).toContain('Front porch')
      expect(orderVersion).toMatchObject({ savedBy: 'ana', summary: 'Photos (reordered)' })

      // Restoring the version with the photos as added puts their order and alt texts back.
      const restored = await t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${id}/history/${addVersion._id}/restore`,
        headers: as(ana, alt.json().updatedAt),
      })
      expect(restored.statusCode, restored.body).toBe(200)
      expect(restored.json<Listing>().images.map((i) => [i._id, i.alt])).toEqual(withPhotos.images.map((i) => [i._id, i.alt]))
    })

    it('keeps agent and partner versions and restores them through the same version check', async () => {
      const agent = await insertAgent(t.database.db, { name: 'Maria Lopez', phone: '(402) 555-0101' })
      const path = `/api/admin/agents/${agent._id}`
      const opened = (await t.app.inject({ method: 'GET', url: path, headers: authHeader(ana) })).json<StaffAgent>()
      const saved = await t.app.inject({
        method: 'PATCH',
        url: path,
        payload: { phone: '(402) 555-0199' },
        headers: as(ana, opened.updatedAt),
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const [now, first] = await history(ben, path)
      expect(now).toMatchObject({ savedBy: 'ana', summary: 'Phone (402) 555-0101 → (402) 555-0199' })

      const stale = await t.app.inject({ method: 'POST', url: `${path}/history/${first._id}/restore`, headers: as(ben, opened.updatedAt) })
      expect(stale.statusCode).toBe(409)
      const fresh = await t.app.inject({
        method: 'POST',
        url: `${path}/history/${first._id}/restore`,
        headers: as(ben, saved.json<StaffAgent>().updatedAt),
      })
      expect(fresh.statusCode, fresh.body).toBe(200)
      expect(fresh.json()).toMatchObject({ name: 'Maria Lopez', phone: '(402) 555-0101' })
      expect((await history(ana, path))[0]).toMatchObject({ savedBy: 'ben', summary: 'Phone (402) 555-0199 → (402) 555-0101' })

      const partner = await insertPartner(t.database.db, { title: 'Prairie Roofing' })
      const ppath = `/api/admin/partners/${partner._id}`
      await t.app.inject({ method: 'PATCH', url: ppath, payload: { title: 'Prairie Roofing & Gutters' }, headers: as(ana) })
      expect((await history(ana, ppath))[0]).toMatchObject({ summary: 'Name Prairie Roofing → Prairie Roofing & Gutters' })
    })

    it('refuses a stale role change with 409, and restores a staff user only as an owner and never past the last owner', async () => {
      const owner = await signIn(t.app)
      const carlId = await createStaffUser(t.database.db, 'carl', 'correct-horse-battery', { role: 'editor' })
      const users = async (token = owner) =>
        (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: authHeader(token) })).json<StaffUser[]>()
      const carl = (await users()).find((u) => u._id === carlId)!
      const first = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${carlId}/role`,
        payload: { role: 'owner' },
        headers: as(owner, carl.version),
      })
      expect(first.statusCode, first.body).toBe(200)
      const stale = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${carlId}/role`,
        payload: { role: 'editor' },
        headers: as(ana, carl.version),
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ savedBy: 'admin', current: { role: 'owner' } })

      const [now, before] = await history(owner, `/api/admin/users/${carlId}`)
      expect(now).toMatchObject({ savedBy: 'admin', summary: 'Role editor → owner' })
      // Only owners manage staff users: an editor can neither read nor restore their history.
      const editor = await createStaffUser(t.database.db, 'edna', 'correct-horse-battery', { role: 'editor' })
      void editor
      const edna = await signIn(t.app, 'edna', 'correct-horse-battery')
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${carlId}/history`, headers: authHeader(edna) })).statusCode).toBe(
        403,
      )
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/users/${carlId}/history/${before._id}/restore`, headers: authHeader(edna) }))
          .statusCode,
      ).toBe(403)
      const restored = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${carlId}/history/${before._id}/restore`,
        headers: as(owner, first.json<StaffUser>().version),
      })
      expect(restored.statusCode, restored.body).toBe(200)
      expect(restored.json()).toMatchObject({ role: 'editor' })

      // Carl is made an owner again from his history and the first owner steps down: restoring a version where Carl
      // was an editor would leave no owner, and is refused.
      const versions = await history(owner, `/api/admin/users/${carlId}`)
      expect(versions).toHaveLength(3)
      const asOwner = versions.find((v) => v.summary === 'Role editor → owner')!
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${carlId}/history/${asOwner._id}/restore`,
        headers: as(owner),
      })
      expect(again.json()).toMatchObject({ role: 'owner' })
      const carlToken = await signIn(t.app, 'carl', 'correct-horse-battery')
      const me = (await users()).find((u) => u.username === 'admin')!
      const demoted = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${me._id}/role`,
        payload: { role: 'editor' },
        headers: as(carlToken),
      })
      expect(demoted.statusCode, demoted.body).toBe(200)
      for (const other of (await users(carlToken)).filter((u) => u.role === 'owner' && u.username !== 'carl'))
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${other._id}/role`,
          payload: { role: 'editor' },
          headers: as(carlToken),
        })
      const last = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${carlId}/history/${before._id}/restore`,
        headers: as(carlToken),
      })
      expect(last.statusCode).toBe(409)
      expect(last.json().message).toContain('last owner')
    })

    it('credits each of two saves made at once with its own change, however they interleave', async () => {
      const id = await insertProperty(t.database.db, { title: '5 Birch Ln', price: 300000, agent: NO_AGENT })
      const photo = (await addPhotos(id, [[(await sampleFiles()).jpeg, 'front.jpg']])).images[0]._id
      // Ana changes the price in the form while Ben describes the photo, several times over, each pair sent together.
      for (const round of [1, 2, 3]) {
        const form = formOf(await getListing(id))
        const [price, alt] = await Promise.all([
          t.app.inject({
            method: 'PUT',
            url: `/api/admin/properties/${id}`,
            payload: { ...form, price: 300000 - round * 1000 },
            headers: as(ana),
          }),
          t.app.inject({
            method: 'PUT',
            url: `/api/admin/properties/${id}/images/${photo}`,
            payload: { alt: `Front porch ${round}` },
            headers: as(ben),
          }),
        ])
        expect(price.statusCode, price.body).toBe(200)
        expect(alt.statusCode, alt.body).toBe(200)
      }
      const versions = (await history(ana, `/api/admin/properties/${id}`)).slice(0, 6)
      expect(versions.map((v) => [v.savedBy, v.summary.startsWith('Price') ? 'price' : v.summary])).toEqual(
        expect.arrayContaining([...[1, 2, 3].map(() => ['ana', 'price']), ...[1, 2, 3].map(() => ['ben', 'Photos (1 changed)'])]),
      )
      for (const v of versions) {
        if (v.savedBy === 'ana') expect(v.changes.map((c) => c.label)).toEqual(['Price'])
        else expect(v.changes.map((c) => c.label)).toEqual(['Photos (1 changed)'])
      }
      expect(versions.filter((v) => v.savedBy === 'ana').map((v) => v.changes[0].after)).toEqual(['$297,000', '$298,000', '$299,000'])
      expect(versions.filter((v) => v.savedBy === 'ben').map((v) => v.changes[0].after)).toEqual([
        expect.stringContaining('Front porch 3'),
        expect.stringContaining('Front porch 2'),
        expect.stringContaining('Front porch 1'),
      ])
    })

    it('keeps a version of each listing a bulk status change moves, credited to who made it', async () => {
      const ids = [await insertProperty(t.database.db, { agent: NO_AGENT }), await insertProperty(t.database.db, { agent: NO_AGENT })]
      const moved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/properties/bulk-status',
        payload: { ids, status: 'sold' },
        headers: as(ben),
      })
      expect(moved.json()).toEqual({ changed: 2 })
      for (const id of ids) {
        const [now, before] = await history(ana, `/api/admin/properties/${id}`)
        expect(now).toMatchObject({ savedBy: 'ben' })
        expect(now.changes.map((c) => [c.label, c.after])).toEqual([['Status', expect.stringMatching(/sold/i)]])
        expect(before).toMatchObject({ savedBy: '' })
      }
    })

    it('saves nothing when the version of a save cannot be kept, and says the save failed', async () => {
      const id = await insertProperty(t.database.db, { title: '14 Cedar Rd', price: 410000, agent: NO_AGENT })
      const agent = await insertAgent(t.database.db, { name: 'Lena Park', phone: '(402) 555-0111' })
      const start = await getListing(id)
      await refuseVersionsOf(t.database, [id, agent._id])
      try {
        const saved = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/properties/${id}`,
          payload: { ...formOf(start), price: 399000 },
          headers: as(ana, start.updatedAt),
        })
        expect(saved.statusCode).toBe(500)
        expect(saved.json()).toMatchObject({ message: 'Something went wrong on our side. Please try again.' })
        const patched = await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/agents/${agent._id}`,
          payload: { phone: '(402) 555-0122' },
          headers: as(ana),
        })
        expect(patched.statusCode).toBe(500)
      } finally {
        await allowVersions(t.database)
      }
      // Neither the listing nor the agent changed, and no version was kept: the form can be sent again as it was.
      expect(await getListing(id)).toMatchObject({ price: 410000, updatedAt: start.updatedAt, priceHistory: start.priceHistory })
      const agentNow = await t.app.inject({ method: 'GET', url: `/api/admin/agents/${agent._id}`, headers: authHeader(ana) })
      expect(agentNow.json()).toMatchObject({ phone: '(402) 555-0111' })
      expect(await history(ana, `/api/admin/properties/${id}`)).toHaveLength(0)
      const again = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${id}`,
        payload: { ...formOf(start), price: 399000 },
        headers: as(ana, start.updatedAt),
      })
      expect(again.statusCode, again.body).toBe(200)
      expect((await history(ana, `/api/admin/properties/${id}`))[0]).toMatchObject({ savedBy: 'ana', summary: 'Price $410,000 → $399,000' })
    })

    it('gives content versions the same summary and comparison, and refuses a stale content restore', async () => {
      const put = (title: string, version?: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/admin/content/hero',
          payload: { title, subtitle: 'Omaha homes', backgroundImage: '', foregroundImage: '', companyImage: '', galleryImages: [] },
          headers: as(ana, version),
        })
      const first = await put('Homes for every family')
      expect(first.statusCode, first.body).toBe(200)
      const second = await put('Homes for every Omaha family')
      const entries = (await t.app.inject({ method: 'GET', url: '/api/admin/content/history/hero', headers: authHeader(ana) })).json<
        RecordVersion[]
      >()
      expect(entries[0]).toMatchObject({
        savedBy: 'ana',
        current: true,
        summary: 'Title Homes for every family → Homes for every Omaha family',
      })
      const stale = await t.app.inject({
        method: 'POST',
        url: `/api/admin/content/history/${entries[1]._id}/restore`,
        headers: as(ben, first.headers.etag!.replaceAll('"', '')),
      })
      expect(stale.statusCode).toBe(409)
      const fresh = await t.app.inject({
        method: 'POST',
        url: `/api/admin/content/history/${entries[1]._id}/restore`,
        headers: as(ben, second.headers.etag!.replaceAll('"', '')),
      })
      expect(fresh.statusCode, fresh.body).toBe(200)
    })
  })
}
