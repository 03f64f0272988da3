import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { BUILD_DIR } from '#server/plugins/web-app.ts'
import { hasChromium } from './helpers/browser.ts'
import { productionBuild } from '#tests/setup/setup-ready.ts'
import { heldScripts } from '#app/ui/scripts-after-paint.server.ts'

// What a phone on a slow link downloads (docs/performance.md): pages and built
// files compressed, the site styles inside the page. Needs the production build,
// which the browser-test setup makes.

describe.skipIf(!hasChromium)('compressed pages and assets of the production build', () => {
  let t: TestApp
  beforeAll(async () => {
    await productionBuild()
    t = await createTestApp({ web: true, seeded: true })
  })
  afterAll(async () => t?.close())

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  it('sends pages brotli-compressed, with the site styles inline and no stylesheet to wait for', async () => {
    const res = await get('/mortgage-calculator', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    const html = zlib.brotliDecompressSync(res.rawPayload).toString()
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html).toMatch(/<style data-precedence="base" data-href="app">:root\{/)
    // No page waits for a stylesheet request: every sheet, components' too, is in the page.
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    expect(res.rawPayload.length).toBeLessThan(html.length / 3)
    const plain = await get('/mortgage-calculator')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toMatch(/^<!DOCTYPE html>/)
    for (const page of ['/', '/properties', '/upcoming']) {
      const body = (await get(page)).body
      expect(body, page).toMatch(/<style data-precedence="components" data-href="[^"]+">/)
      expect(body, page).not.toMatch(/<link rel="stylesheet"/)
    }
  })

  it('sends built scripts compressed at build time, cached for a year', async () => {
    const script = heldScripts((await get('/')).body)?.modules.find((m) => /^\/assets\/framework-[^"]+\.js$/.test(m))
    expect(script).toBeDefined()
    const onDisk = fs.readFileSync(path.join(BUILD_DIR, 'client', script!))
    const br = await get(script!, { 'accept-encoding': 'br, gzip' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(onDisk)).toBe(true)
    const gz = await get(script!, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).equals(onDisk)).toBe(true)
    const plain = await get(script!)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.equals(onDisk)).toBe(true)
  })

  it('starts a public page with a few scripts and without zod, which loads when a form needs it', async () => {
    const pages = ['/', '/properties', '/rentals', '/upcoming', '/mortgage-calculator', '/about-us', '/contact']
    const listing = JSON.parse((await get('/api/properties?limit=1')).body)[0]._id
    for (const page of [...pages, `/property/${listing}`, ...pages.map((p) => `/es${p === '/' ? '' : p}`)]) {
      // The page's scripts, which it loads after its first paint (app/ui/scripts-after-paint.server.ts).
      const scripts = heldScripts((await get(page)).body)?.modules ?? []
      expect(scripts, page).toContainEqual(expect.stringMatching(/^\/assets\/framework-/))
      expect(scripts.length, page).toBeLessThanOrEqual(16)
      expect(
        scripts.filter((s) => /\/zod-/.test(s)),
        page,
      ).toEqual([])
    }
    // The form rules still have zod: it is a chunk of its own that a form's rules import.
    expect(fs.readdirSync(path.join(BUILD_DIR, 'client', 'assets')).some((f) => /^zod-.*\.js$/.test(f))).toBe(true)
  })

  it('sends a page its words as one cached file per language, not inside the page', async () => {
    const spanishWords = JSON.parse(fs.readFileSync('app/locales/es/home.json', 'utf8')) as Record<string, unknown>
    const addresses = new Set<string>()
    for (const [page, lang] of [
      ['/', 'en'],
      ['/properties', 'en'],
      ['/es', 'es'],
      ['/es/properties', 'es'],
    ] as const) {
      const html = (await get(page)).body
      const address = heldScripts(html)?.words
      expect(address, page).toMatch(new RegExp(`^/words/${lang}-[0-9a-f]{12}\\.json$`))
      addresses.add(address!)
      // The page's inline data says where its words are; the words themselves are not in it.
      const data = html.slice(html.indexOf('streamController.enqueue'))
      expect(data, page).toContain(address)
      // Words no page shows unless it fails (the error page's), in either language.
      expect(data, page).not.toContain(lang === 'es' ? 'Vuelva a intentarlo en un momento.' : 'Please try again in a moment.')
      expect(html.length, page).toBeLessThan(page.endsWith('properties') ? 200_000 : 120_000)
    }
    // One file per language, the same for every page of it.
    expect(addresses.size).toBe(2)
    const es = [...addresses].find((a) => a.startsWith('/words/es-'))!
    const br = await get(es, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toMatch(/accept-encoding/i)
    const words = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()) as Record<string, unknown>
    expect(words.home).toEqual(spanishWords)
    // The mails' words stay on the server.
    expect(words.mail).toBeUndefined()
    expect(br.rawPayload.length).toBeLessThan(30_000)
    const plain = await get(es)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(plain.body)).toEqual(words)
    // An address no build made is a 404 with a message, not a page.
    const unknown = await get('/words/es-000000000000.json')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'There is no such words file.' })
  })
})
