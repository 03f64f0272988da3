import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, openSecondConnection } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'

// Public pages are rendered once per version of the data and then
// served as ready bytes with an ETag; a staff write shows on the very next page
// of the server that made it, and within a second on another server.

for (const dialect of dialects) {
  describe(`rendered pages from the page cache on ${dialect}`, () => {
    let t: TestApp
    let id: string
    let token: string
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
    const staff = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: authHeader(token) })

    /** What the server logged as errors: none may appear while pages are served. */
    const loggedErrors: string[] = []

    beforeAll(async () => {
      t = await createTestApp({
        dialect,
        web: true,
        config: { logLevel: 'error' },
        build: { logStream: { write: (line) => void (JSON.parse(line).level >= 50 && loggedErrors.push(line)) } },
      })
      id = await insertProperty(t.database.db, { title: 'Benson Bungalow', price: 189000, type: 'sale', status: 'available' })
      token = await signIn(t.app)
    })
    afterAll(async () => {
      await t?.close()
      expect(loggedErrors).toEqual([])
    })

    it('answers a repeated page with the same bytes and an ETag, and a revalidation with 304', async () => {
      const first = await get(`/property/${id}`)
      expect(first.statusCode).toBe(200)
      expect(first.headers['content-type']).toMatch(/^text\/html/)
      expect(first.body).toContain('Benson Bungalow')
      expect(first.headers['cache-control']).toBe('no-cache')
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[^"]+"$/)

      const again = await get(`/property/${id}`)
      expect(again.body).toBe(first.body)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
      expect(again.headers['x-frame-options']).toBe('SAMEORIGIN')

      const revalidated = await get(`/property/${id}`, { 'if-none-match': etag })
      expect(revalidated.statusCode).toBe(304)
      expect(revalidated.body).toBe('')
      expect((await get(`/property/${id}`, { 'if-none-match': '"something-else"' })).statusCode).toBe(200)

      const head = await t.app.inject({ method: 'HEAD', url: `/property/${id}` })
      expect(head.statusCode).toBe(200)
      expect(head.headers.etag).toBe(etag)
      expect(head.body).toBe('')
    })

    it('serves a cached page over a real connection as it did the first time', async () => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' })
      const first = await fetch(`${url}/about-us`)
      const again = await fetch(`${url}/about-us`)
      expect(first.status).toBe(200)
      expect(again.status).toBe(200)
      expect(await again.text()).toBe(await first.text())
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
      expect(again.headers.get('content-encoding')).toBe(first.headers.get('content-encoding'))
    })

    it('sends browsers the same page compressed once', async () => {
      const plain = await get('/properties?type=sale')
      const br = await t.app.inject({
        method: 'GET',
        url: '/properties?type=sale',
        headers: { 'accept-encoding': 'br' },
        decompress: false,
      } as never)
      expect(br.headers['content-encoding']).toBe('br')
      expect(br.headers.vary).toBe('Accept-Encoding')
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
      const gz = await t.app.inject({ method: 'GET', url: '/properties?type=sale', headers: { 'accept-encoding': 'gzip' } })
      expect(gz.headers['content-encoding']).toBe('gzip')
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    })

    it("shows a staff member's listing edit on the next page and data request of the same server", async () => {
      const before = await get(`/property/${id}`)
      const list = await get('/properties')
      const data = await get('/properties.data')
      expect(list.body).toContain('Benson Bungalow')
      expect(data.body).toContain('Benson Bungalow')

      const listing = (await t.app.inject({ method: 'GET', url: `/api/admin/properties/${id}`, headers: authHeader(token) })).json()
      const saved = await staff('PUT', `/api/admin/properties/${id}`, { ...listing, title: 'Benson Bungalow, Fully Renovated' })
      expect(saved.statusCode, saved.body).toBe(200)

      const after = await get(`/property/${id}`)
      expect(after.body).toContain('Benson Bungalow, Fully Renovated')
      expect(after.headers.etag).not.toBe(before.headers.etag)
      // A browser holding the old page gets the new one, not a 304.
      expect((await get(`/property/${id}`, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200)
      expect((await get('/properties')).body).toContain('Benson Bungalow, Fully Renovated')
      expect((await get('/properties.data')).body).toContain('Benson Bungalow, Fully Renovated')
    })

    it('shows site copy and people changed in the portal on the next page', async () => {
      expect((await get('/')).body).toContain(CONTENT_DEFAULTS.hero.title)
      const hero = await staff('PUT', '/api/admin/content/hero', { ...CONTENT_DEFAULTS.hero, title: 'Homes Made New in Omaha' })
      expect(hero.statusCode, hero.body).toBe(200)
      const home = (await get('/')).body
      expect(home).toContain('Homes Made New in Omaha')
      expect(home).not.toContain(CONTENT_DEFAULTS.hero.title)

      expect((await get('/agents')).body).not.toContain('Riley Novak')
      const agent = await staff('POST', '/api/admin/agents', { name: 'Riley Novak', email: 'riley@example.com' })
      expect(agent.statusCode, agent.body).toBe(201)
      expect((await get('/agents')).body).toContain('Riley Novak')
    })

    it('renders a page that is not there for each request and keeps only whole pages', async () => {
      const missing = await get('/property/0123456789abcdef01234567')
      expect(missing.statusCode).toBe(404)
      expect(missing.headers.etag).toBeDefined()
      const added = await insertProperty(t.database.db, { title: 'Papillion Two-Story', price: 345000 })
      expect((await get(`/property/${added}`)).body).toContain('Papillion Two-Story')
    })

    it('renders the pages of one visitor for each request, with a fresh nonce and no ETag', async () => {
      const first = await get('/unsubscribe?token=00')
      const second = await get('/unsubscribe?token=00')
      const nonce = (res: typeof first) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
      expect(nonce(first)).toBeDefined()
      expect(nonce(second)).not.toBe(nonce(first))
      expect(first.headers.etag).toBeUndefined()
      expect(first.body).toContain(`nonce="${nonce(first)}"`)
    })
  })

  describe(`rendered pages with two servers on ${dialect}`, () => {
    let t: TestApp
    let other: DatabaseHandle
    let id: string
    const page = async () => (await t.app.inject({ method: 'GET', url: `/property/${id}` })).body

    beforeAll(async () => {
      // This server writes nothing itself: it learns of the other's writes only from the catalog version.
      t = await createTestApp({ dialect, web: true })
      other = openSecondConnection(t.database)
      id = await insertProperty(other.db, { title: 'Benson Bungalow', price: 189000 })
    })
    afterAll(async () => {
      await other?.close()
      await t?.close()
    })

    it("shows the other server's write within a second", async () => {
      const started = Date.now()
      while (!(await page()).includes('Benson Bungalow') && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 50))
      expect(await page()).toContain('Benson Bungalow')

      await other.db.updateTable('properties').set({ title: 'Dundee Tudor' }).where('id', '=', id).execute()
      const changed = Date.now()
      let body = await page()
      while (!body.includes('Dundee Tudor') && Date.now() - changed < 3000) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        body = await page()
      }
      expect(body).toContain('Dundee Tudor')
      expect(Date.now() - changed).toBeLessThan(1000)
    })
  })
}
