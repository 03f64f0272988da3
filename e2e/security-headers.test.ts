import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { hasChromium, openPage, stubMapTiles } from './helpers/browser.ts'
import { closeSite, openSite, type RunningSite } from './helpers/server.ts'
import { PUBLIC_PAGES } from '#core/constants.ts'

// Every page carries a strict Content-Security-Policy that allows
// exactly its own inline scripts (by a fresh nonce on per-visitor pages, by
// their hashes on pages served from the page cache), runs in
// Chromium without a single violation, and answers what it does not take in
// the house error shape.

// Every public page of the route table, the token pages, the not-found page and the portal's sign-in.
const PAGES = [...PUBLIC_PAGES, '/unsubscribe?token=00', '/no-such-page', '/admin/login']

describe.skipIf(!hasChromium)('security headers of the pages', () => {
  let site: RunningSite
  let browser: Browser
  let propertyPath = ''

  beforeAll(async () => {
    ;({ site, browser } = await openSite())
    const listing = await site.database.db.selectFrom('properties').select('id').limit(1).executeTakeFirstOrThrow()
    propertyPath = `/property/${listing.id}`
  })
  afterAll(() => closeSite(site, browser))

  const directivesOf = (policy: string) =>
    Object.fromEntries(policy.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]))
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs),
    )
  const expectStrictRest = (res: Response) => {
    expect(directivesOf(res.headers.get('content-security-policy') ?? '')).toMatchObject({
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'img-src': "'self' data: blob: https://tile.openstreetmap.org",
      'connect-src': "'self'",
    })
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
    // Plain http: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull()
  }

  it('sends the token pages, the not-found page and the portal a fresh nonce that is on each inline script', async () => {
    const perRequest = ['/unsubscribe?token=00', '/admin/login']
    const nonces = new Set<string>()
    for (const path of [...perRequest, ...perRequest]) {
      const res = await fetch(site.url + path)
      const policy = res.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1]
      expect(nonce, path).toBeDefined()
      nonces.add(nonce!)
      expect(directivesOf(policy)['script-src']).toBe(`'self' 'nonce-${nonce}'`)
      expectStrictRest(res)
      const scripts = inlineScripts(await res.text())
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const [tag] of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size).toBe(perRequest.length * 2)
  })

  it('lets only the portal play blob: media (a video previewed before upload); public pages keep media to the site', async () => {
    const mediaSrc = async (path: string) =>
      directivesOf((await fetch(site.url + path)).headers.get('content-security-policy') ?? '')['media-src']
    expect(await mediaSrc('/admin/login')).toBe("'self' blob:")
    expect(await mediaSrc('/admin/content')).toBe("'self' blob:")
    for (const path of ['/', '/sell-to-us', '/unsubscribe?token=00', '/administration']) expect(await mediaSrc(path), path).toBeUndefined()
  })

  it('sends every cached public page a strict policy naming the hash of each inline script it runs', async () => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    for (const path of [...PUBLIC_PAGES, propertyPath, '/no-such-page']) {
      const res = await fetch(site.url + path)
      const policy = res.headers.get('content-security-policy') ?? ''
      expect(policy, path).not.toContain('nonce-')
      const allowed = directivesOf(policy)['script-src'].split(' ')
      expect(allowed[0]).toBe("'self'")
      expectStrictRest(res)
      const html = await res.text()
      const scripts = inlineScripts(html)
      expect(scripts.length, path).toBeGreaterThan(0)
      // Every inline script is allowed by its own hash, and nothing else is allowed.
      expect(new Set(allowed.slice(1)), path).toEqual(new Set(scripts.map(([, , text]) => sha256(text))))
      expect(html, path).not.toContain('nonce=')
    }
  })

  // The shared browser helper fails a test on any violation; each page is visited once, maps included.
  it.each([...PAGES, 'a listing'])('runs %s in Chromium without a policy violation', async (path) => {
    const { context, errors } = await openPage(browser, site.url + (path === 'a listing' ? propertyPath : path), { before: stubMapTiles })
    expect(errors.filter((e) => /Content Security Policy|CSP/i.test(e))).toEqual([])
    await context.close()
  })

  it('answers a form post to a page without a form with 405 and a plain message', async () => {
    for (const path of ['/', '/properties', propertyPath, '/_root.data', '/contact.data']) {
      const res = await fetch(site.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body: 'a=1',
      })
      expect(res.status, path).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
      const body = await res.json()
      expect(body).toEqual({ message: 'This page does not take form posts.' })
    }
  })

  it('answers wrong methods and unknown paths of the API in one shape', async () => {
    const get = await fetch(`${site.url}/api/contact/agent`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(Object.keys(await get.json())).toEqual(['message'])
    const put = await fetch(`${site.url}/api/properties`, { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, HEAD')
    for (const method of ['GET', 'POST', 'DELETE']) {
      const unknown = await fetch(`${site.url}/api/no-such-thing`, { method })
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toEqual({ message: `No API route ${method} /api/no-such-thing` })
    }
    const patchPage = await fetch(`${site.url}/about`, { method: 'PATCH' })
    expect(patchPage.status).toBe(405)
    expect(Object.keys(await patchPage.json())).toEqual(['message'])
  })
})
