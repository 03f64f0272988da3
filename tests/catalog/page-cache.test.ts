import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, openSecondConnection } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import { inlineScriptHashes, pageCacheKey } from '#server/catalog/page-cache.ts'

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
    /** The addresses the page cache rendered, in order. */
    const renders: string[] = []
    const random = () => Math.random().toString(36).slice(2)

    beforeAll(async () => {
      t = await createTestApp({
        dialect,
        web: true,
        config: { logLevel: 'error' },
        build: {
          logStream: { write: (line) => void (JSON.parse(line).level >= 50 && loggedErrors.push(line)) },
          onPageRender: (url) => void renders.push(url),
        },
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

    it('serves a visit with campaign tags or unknown parameters from the cached page, rendering nothing anew', async () => {
      const plain = await get('/properties')
      expect(plain.statusCode).toBe(200)
      const rendered = renders.length
      for (let i = 0; i < 5; i++) {
        const tagged = await get(`/properties?utm_source=${random()}&fbclid=${random()}&gclid=${random()}&x${random()}=${random()}`)
        expect(tagged.statusCode).toBe(200)
        expect(tagged.body).toBe(plain.body)
        expect(tagged.headers.etag).toBe(plain.headers.etag)
      }
      // A browser holding the page revalidates a tagged address too.
      const revalidated = await get(`/properties?utm_medium=${random()}`, { 'if-none-match': String(plain.headers.etag) })
      expect(revalidated.statusCode).toBe(304)
      expect(renders.length).toBe(rendered)
      // The page never names a dropped parameter: not in its links, not in its canonical address.
      const about = await get(`/about-us?utm_campaign=spring-${random()}&msclkid=${random()}`)
      expect(about.body).not.toMatch(/utm_campaign|msclkid/)
      expect(about.body).toMatch(/<link rel="canonical" href="[^"?]*\/about-us"/)
    })

    it('renders a page again for a parameter it reads, whatever the order or the tags beside it', async () => {
      await insertProperty(t.database.db, { title: 'Elkhorn Ranch', price: 420000, type: 'sale', status: 'available', city: 'Elkhorn' })
      const plain = await get('/properties')
      const rendered = renders.length
      const elkhorn = await get('/properties?location=Elkhorn&sort=price-high')
      expect(elkhorn.statusCode).toBe(200)
      expect(elkhorn.headers.etag).not.toBe(plain.headers.etag)
      expect(elkhorn.body).toContain('value="Elkhorn"')
      expect(renders.length).toBe(rendered + 1)
      expect(renders.at(-1)).toBe('/properties?location=Elkhorn&sort=price-high')
      const same = await get(`/properties?sort=price-high&utm_source=${random()}&location=Elkhorn`)
      expect(same.body).toBe(elkhorn.body)
      expect(renders.length).toBe(rendered + 1)
      // The page number is read too: page 2 is its own page.
      await get('/properties?page=2')
      expect(renders.length).toBe(rendered + 2)
      // Data requests keep the router's own parameter and drop the tags.
      const data = await get('/properties.data?location=Elkhorn&_routes=routes%2Fproperties')
      const taggedData = await get(`/properties.data?fbclid=${random()}&location=Elkhorn&_routes=routes%2Fproperties`)
      expect(taggedData.body).toBe(data.body)
      expect(data.body).toContain('Elkhorn Ranch')
      expect(renders.length).toBe(rendered + 3)
    })

    it('allows only the inline scripts the app wrote, by their hashes, and sends no nonce', async () => {
      const res = await get('/properties?type=sale')
      const policy = String(res.headers['content-security-policy'])
      const allowed = /script-src ([^;]*)/
        .exec(policy)![1]
        .split(' ')
        .filter((s) => s.startsWith("'sha256-"))
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attrs]) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
      )
      expect(scripts.length).toBeGreaterThan(0)
      expect(new Set(allowed).size).toBe(new Set(scripts.map(([, , text]) => text)).size)
      expect(res.body).not.toMatch(/\snonce=/)
      expect(policy).not.toContain("'nonce-")
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
      // The time that counts is when the request that first shows the change was sent: how long the page then takes
      // to render is the machine's load, not the other server's write reaching this one.
      let asked = Date.now()
      let body = await page()
      while (!body.includes('Dundee Tudor') && Date.now() - changed < 3000) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        asked = Date.now()
        body = await page()
      }
      expect(body).toContain('Dundee Tudor')
      expect(asked - changed).toBeLessThan(1000)
    })
  })
}

describe('the page cache key', () => {
  it('keeps only the parameters a page reads, once each, in a fixed order', () => {
    expect(pageCacheKey('/properties')).toBe('/properties')
    expect(pageCacheKey('/properties?utm_source=news&fbclid=1&gclid=2&msclkid=3&zzz=4')).toBe('/properties')
    expect(pageCacheKey('/properties?sort=price-low&utm_source=x&location=Omaha&page=2')).toBe(
      '/properties?location=Omaha&sort=price-low&page=2',
    )
    expect(pageCacheKey('/properties?page=3&page=2')).toBe('/properties?page=3')
    expect(pageCacheKey('/upcoming?type=rental&utm_medium=mail')).toBe('/upcoming?type=rental')
    expect(pageCacheKey('/rentals?type=rental')).toBe('/rentals')
    expect(pageCacheKey('/about-us?utm_campaign=spring')).toBe('/about-us')
    expect(pageCacheKey(`/property/${'a'.repeat(24)}?ref=x`)).toBe(`/property/${'a'.repeat(24)}`)
    expect(pageCacheKey('/rentals.data?gclid=1&_routes=routes%2Frentals&bedrooms=2')).toBe(
      '/rentals.data?bedrooms=2&_routes=routes%2Frentals',
    )
    expect(pageCacheKey('/about-us.data?_routes=routes%2Fabout-us')).toBe('/about-us.data?_routes=routes%2Fabout-us')
    // The router ignores letter case and a trailing slash; so does the list of a page's parameters.
    expect(pageCacheKey('/Properties/?page=2&utm_source=x')).toBe('/Properties/?page=2')
  })

  it("hashes only the inline scripts that carry the render's own marker", () => {
    const html =
      '<script nonce="m1">window.app = 1</script><div><script>alert(1)</script></div>' +
      '<script nonce="m1" type="application/ld+json">{}</script><script nonce="other">alert(2)</script>'
    expect(inlineScriptHashes(html, 'm1')).toHaveLength(1)
    expect(inlineScriptHashes(html, 'm1')[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
  })
})
