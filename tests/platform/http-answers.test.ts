import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'

// What no route takes is answered in the house shape, and files
// under /media are shown only when they are images or video.

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  const media = path.join(t.database.dataDir, 'media')
  fs.writeFileSync(path.join(media, 'photo.webp'), Buffer.from('RIFF0000WEBPVP8 '))
  fs.writeFileSync(path.join(media, 'notes.html'), '<script>alert(document.cookie)</script>')
  fs.writeFileSync(path.join(media, 'plan.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
})
afterAll(() => t.close())

describe('requests no route takes', () => {
  it.each([
    ['GET', '/api/contact/agent', 'POST'],
    ['DELETE', '/api/properties', 'GET, HEAD'],
    ['POST', '/api/properties/0123456789abcdef01234567', 'GET, HEAD'],
    ['PUT', '/api/upcoming/subscribers', 'POST'],
  ])('answers %s %s with 405, Allow: %s and { message }', async (method, url, allow) => {
    const res = await t.app.inject({ method: method as 'GET', url })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe(allow)
    expect(res.json()).toEqual({ message: expect.stringContaining(`${method} is not allowed`) })
  })

  it('answers an address that cannot be decoded with 400 and { message }', async () => {
    const res = await t.app.inject({ url: '/api/properties/%ED%A0%80' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'This address is not valid.' })
  })

  it.each(['GET', 'POST', 'PATCH', 'DELETE'])('answers %s on an unknown API path with 404 and { message }', async (method) => {
    const res = await t.app.inject({ method: method as 'GET', url: '/api/nope/deeper?x=1' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: `No API route ${method} /api/nope/deeper` })
  })
})

describe('files under /media', () => {
  it('serves images inline with nosniff and a sandbox', async () => {
    const res = await t.app.inject({ url: '/media/photo.webp' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain('sandbox')
    expect(res.headers['content-disposition']).toBeUndefined()
  })

  it.each(['notes.html', 'plan.svg'])('makes %s a download, never a page of the site', async (name) => {
    const res = await t.app.inject({ url: `/media/${name}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
  })
})

describe('headers over https', () => {
  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const plain = await t.app.inject({ url: '/api/content' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect(plain.headers['permissions-policy']).toContain('camera=()')
    // The hero gallery's muted videos play by themselves.
    expect(plain.headers['permissions-policy']).not.toContain('autoplay')
    const secure = await createTestApp({ config: { publicUrl: 'https://homes.example.com' } })
    try {
      const res = await secure.app.inject({ url: '/api/content' })
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await secure.close()
    }
  })
})
