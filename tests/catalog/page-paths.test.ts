import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'

// Addresses the page cache must not answer as if they were another: a path starting with "//" is sent to its
// one-slash address or refused, the portal is never indexed however its address is spelled, and a missing media file
// is simply not there.

describe('odd page addresses', () => {
  let t: TestApp
  let token: string
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  beforeAll(async () => {
    t = await createTestApp({ web: true })
    token = await signIn(t.app)
  })
  afterAll(() => t?.close())

  it("answers React Router's route discovery for the build's version, whatever was asked before", async () => {
    const { assets } = (await import(path.join(process.cwd(), 'build/server/index.js'))) as { assets: { version: string } }
    for (const page of ['/about', '/properties', '/contact']) {
      const res = await get(`/__manifest?paths=${encodeURIComponent(page)}&version=${assets.version}`)
      expect(res.statusCode, page).toBe(200)
      expect(Object.keys(res.json()).some((id) => id.startsWith('routes/'))).toBe(true)
    }
    expect((await get('/__manifest?paths=%2Fabout&version=an-older-build')).statusCode).toBe(204)
  })

  it('sends a page read starting with // to the one-slash address, and refuses the API there', async () => {
    // Served once, so a cached portal shell or listing page would be at hand.
    expect((await get('/properties')).statusCode).toBe(200)
    expect((await get('/admin/contacts')).statusCode).toBe(200)
    for (const [url, to] of [
      ['//properties', '/properties'],
      ['///properties?page=2', '/properties?page=2'],
      ['//admin/contacts', '/admin/contacts'],
      ['//evil.example/path', '/evil.example/path'],
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url })
        expect(res.statusCode, url).toBe(301)
        expect(res.headers.location, url).toBe(to)
        expect(res.headers['content-type'] ?? '', url).not.toMatch(/html/)
      }
    }
    for (const url of ['//api/admin/contacts', '//api/properties', '///api/admin/contacts?page=1']) {
      const res = await get(url, authHeader(token))
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ message: expect.stringContaining('Nothing at //') })
    }
    const posted = await t.app.inject({ method: 'POST', url: '//unsubscribe', payload: {} })
    expect(posted.statusCode).toBe(404)
  })

  it('marks every portal page noindex and no-store, however its address is spelled', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/contacts', '/ADMIN/Contacts', '/Admin', '/admin.data']) {
      const res = await get(url)
      expect(res.headers['x-robots-tag'], url).toMatch(/noindex/)
      expect(res.headers['cache-control'], url).toBe('no-store')
      expect(res.headers.etag, url).toBeUndefined()
    }
    const shell = await get('/admin/contacts')
    expect(shell.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    // The public pages stay indexable.
    expect((await get('/properties')).headers['x-robots-tag']).toBeUndefined()
  })

  it('answers a missing file under /media with 404', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/media/0123456789abcdef01234567/missing.webp' })
      expect(res.statusCode).toBe(404)
    }
    expect((await get('/media/missing.jpg')).json()).toEqual({ message: 'Nothing at /media/missing.jpg' })
  })
})
