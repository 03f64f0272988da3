import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, openSecondConnection } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { createContentRepository } from '#server/content/content.repository.ts'
import { createCatalog } from '#server/catalog/catalog.ts'
import { cachePublicCatalog } from '#server/catalog/cached-catalog.ts'
import { catalogVersionFor } from '#server/catalog/response-cache.ts'

// The public listing GETs answer from cached bytes; every change to a listing,
// through this server or another one on the same database, must show.

for (const dialect of dialects) {
  describe(`response cache on ${dialect}`, () => {
    let t: TestApp
    let id: string
    const list = '/api/properties?type=sale&sort=price-low'
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      id = await insertProperty(t.database.db, { title: 'Benson Bungalow', price: 189000 })
      await insertProperty(t.database.db, { title: 'Papillion Two-Story', price: 345000 })
    })
    afterAll(async () => t?.close())

    it('answers a repeated request with the same bytes and headers, whatever the parameter order', async () => {
      const first = await get(list)
      const again = await get('/api/properties?sort=price-low&type=sale')
      expect(first.statusCode).toBe(200)
      expect(again.body).toBe(first.body)
      expect(again.headers['x-total-count']).toBe('2')
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(again.headers.etag).toBe(first.headers.etag)
      expect(first.json().map((p: { title: string }) => p.title)).toEqual(['Benson Bungalow', 'Papillion Two-Story'])
    })

    it('answers a repeat of the same URL with the same headers, security headers included', async () => {
      const url = '/api/properties?sort=price-low&type=sale&limit=5'
      const first = await get(url)
      const again = await get(url)
      // Only the date and the request's own id differ.
      const { date: _d1, 'x-request-id': id1, ...firstHeaders } = first.headers
      const { date: _d2, 'x-request-id': id2, ...againHeaders } = again.headers
      expect(againHeaders).toEqual(firstHeaders)
      expect(id2).not.toBe(id1)
      expect(again.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(again.headers['x-content-type-options']).toBe('nosniff')
      expect(again.body).toBe(first.body)
      const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) })
      expect(revalidated.statusCode).toBe(304)
      expect(revalidated.headers['content-type']).toBeUndefined()
    })

    it('sends the same JSON compressed to clients that accept brotli or gzip', async () => {
      const plain = await get(list)
      const br = await get(list, { 'accept-encoding': 'gzip, deflate, br' })
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers.vary).toBe('Accept-Encoding')
      expect(br.headers['x-total-count']).toBe('2')
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
      const gz = await get(list, { 'accept-encoding': 'gzip' })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
      expect(plain.headers['content-encoding']).toBeUndefined()
    })

    it('shows a listing changed through the repository on the very next request', async () => {
      const before = await get(`/api/properties/${id}`)
      expect(before.json().price).toBe(189000)
      await t.database.db.updateTable('properties').set({ price: 175000 }).where('id', '=', id).execute()
      const after = await get(`/api/properties/${id}`)
      expect(after.json().price).toBe(175000)
      expect(after.headers.etag).not.toBe(before.headers.etag)
      expect((await get(list)).json()[0].price).toBe(175000)
    })

    it('shows a new listing and the new total at once', async () => {
      expect((await get(list)).headers['x-total-count']).toBe('2')
      await insertProperty(t.database.db, { title: 'Elkhorn Ranch', price: 99000 })
      const after = await get(list)
      expect(after.headers['x-total-count']).toBe('3')
      expect(after.json()[0].title).toBe('Elkhorn Ranch')
    })

    it('shows a change committed in a transaction once it commits', async () => {
      await t.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('properties').set({ title: 'Benson Bungalow, updated' }).where('id', '=', id).execute()
      })
      expect((await get(`/api/properties/${id}`)).json().title).toBe('Benson Bungalow, updated')
    })

    it('answers 304 to a client holding the current bytes, and 200 once they change', async () => {
      const first = await get(`/api/properties/${id}`)
      const etag = String(first.headers.etag)
      const unchanged = await get(`/api/properties/${id}`, { 'if-none-match': etag })
      expect(unchanged.statusCode).toBe(304)
      expect(unchanged.body).toBe('')
      await t.database.db.updateTable('properties').set({ bedrooms: 6 }).where('id', '=', id).execute()
      const changed = await get(`/api/properties/${id}`, { 'if-none-match': etag })
      expect(changed.statusCode).toBe(200)
      expect(changed.json().bedrooms).toBe(6)
    })

    it('shows new site copy (read by the pages through the cached catalog) at once', async () => {
      const before = await get('/api/settings/rentals-banner-text')
      await createContentRepository(t.database.db).writeBanner('rentals', 'Pets welcome in every rental')
      const after = await get('/api/settings/rentals-banner-text')
      expect(after.body).not.toBe(before.body)
      expect(after.body).toContain('Pets welcome in every rental')
    })

    it('gives each page its own copy, so one that changes what it read changes nothing for the next', async () => {
      const catalog = cachePublicCatalog(createCatalog(t.database.db), catalogVersionFor(t.database))
      const first = await catalog.findProperty(id)
      first!.title = 'Changed by a careless loader'
      first!.images.push({ _id: 'x', url: '/x', alt: '', width: 1, height: 1, sources: [] })
      const second = await catalog.findProperty(id)
      expect(second!.title).toBe('Benson Bungalow, updated')
      expect(second!.images).toHaveLength(0)
    })

    it('answers 404 for a deleted listing', async () => {
      await get(`/api/properties/${id}`)
      await t.database.db.deleteFrom('properties').where('id', '=', id).execute()
      expect((await get(`/api/properties/${id}`)).statusCode).toBe(404)
      expect((await get(list)).headers['x-total-count']).toBe('2')
    })
  })

  describe(`response cache with two servers on ${dialect}`, () => {
    let t: TestApp
    let other: DatabaseHandle
    const list = '/api/properties?sort=price-low'
    const titles = async () => (await t.app.inject({ method: 'GET', url: list })).json().map((p: { title: string }) => p.title)

    beforeAll(async () => {
      // This server writes nothing itself, so it learns of changes only from its periodic look at the catalog version.
      t = await createTestApp({ dialect })
      other = openSecondConnection(t.database)
      await insertProperty(other.db, { title: 'Benson Bungalow', price: 189000 })
      await insertProperty(other.db, { title: 'Papillion Two-Story', price: 345000 })
    })
    afterAll(async () => {
      await other?.close()
      await t?.close()
    })

    it('shows a change made by the other server within a second', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(await titles()).toEqual(['Benson Bungalow', 'Papillion Two-Story'])
      await other.db.updateTable('properties').set({ price: 1000 }).where('title', '=', 'Papillion Two-Story').execute()
      const started = Date.now()
      let seen = await titles()
      while (seen[0] !== 'Papillion Two-Story' && Date.now() - started < 3000) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        seen = await titles()
      }
      expect(seen).toEqual(['Papillion Two-Story', 'Benson Bungalow'])
      expect(Date.now() - started).toBeLessThan(1000)
    })

    it("shows the other server's change on the first request after a quiet second", async () => {
      expect((await titles())[0]).toBe('Papillion Two-Story')
      await other.db.updateTable('properties').set({ price: 2_000_000 }).where('title', '=', 'Papillion Two-Story').execute()
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect(await titles()).toEqual(['Benson Bungalow', 'Papillion Two-Story'])
    })
  })
}
