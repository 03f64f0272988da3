import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { uploadPhoto } from '#tests/helpers/uploads.ts'
import { submitApplication } from '#tests/helpers/applications.ts'
import { filesUnder, objectStorageUnderTest, storedKeys } from '#tests/helpers/object-storage.ts'

// Media as a visitor's browser reads it, from whichever store the site keeps it in (TEST_STORAGE=s3 runs this file
// against an S3-compatible server): a year of immutable caching, validators and 304s, byte ranges for video; and
// contractors' private files, which only a signed-in staff member can download and /media/ never serves.

let t: TestApp
let token = ''
let photoUrl = ''
let application: Awaited<ReturnType<typeof submitApplication>>
beforeAll(async () => {
  t = await createTestApp()
  token = await signIn(t.app)
  photoUrl = (await uploadPhoto(t.app, token)).url
  application = await submitApplication(t.app)
})
afterAll(async () => {
  await t?.close()
})

describe('public media', () => {
  it('is served with a year of immutable caching, its type, length and validators', async () => {
    const res = await t.app.inject({ url: photoUrl })
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'image/webp',
      'content-length': String(res.rawPayload.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    })
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
    expect(res.headers.etag).toMatch(/^"/)
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(0)

    const head = await t.app.inject({ method: 'HEAD', url: photoUrl })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(res.rawPayload.length))
    expect(head.rawPayload.length).toBe(0)

    const again = await t.app.inject({ url: photoUrl, headers: { 'if-none-match': String(res.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers byte ranges (video players seek with them) and refuses a range past the end', async () => {
    const whole = (await t.app.inject({ url: photoUrl })).rawPayload
    const part = await t.app.inject({ url: photoUrl, headers: { range: 'bytes=10-19' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.length}`)
    expect(part.rawPayload).toEqual(whole.subarray(10, 20))
    const tail = await t.app.inject({ url: photoUrl, headers: { range: 'bytes=-5' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload).toEqual(whole.subarray(whole.length - 5))
    const past = await t.app.inject({ url: photoUrl, headers: { range: `bytes=${whole.length}-` } })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`)
  })

  it('answers 404 for what it does not hold and for names that climb out of the media', async () => {
    for (const url of ['/media/0123456789abcdef01234567/w480.webp', '/media/../site.db', '/media/%2e%2e/site.db', '/media/.hidden'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404)
  })
})

describe('private files', () => {
  const fileUrl = () => `/api/admin/contacts/${application.id}/files/${application.fileId}`

  it('are downloaded by signed-in staff only', async () => {
    expect((await t.app.inject({ url: fileUrl() })).statusCode).toBe(401)
    expect((await t.app.inject({ url: fileUrl(), headers: authHeader('not-a-session') })).statusCode).toBe(401)
    const download = await t.app.inject({ url: fileUrl(), headers: authHeader(token) })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload).toEqual(application.pdf)
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)
  })

  it('are never among the public media, under any address', async () => {
    const [key] = await storedKeys(t.app.storage, `private/applications/${application.id}/`)
    expect(key).toBeDefined()
    expect(await storedKeys(t.app.storage, 'media/')).not.toContainEqual(expect.stringContaining(application.id))
    for (const url of [`/media/${key}`, `/media/../${key}`, `/${key}`]) expect((await t.app.inject({ url })).statusCode, url).toBe(404)
  })

  it('with object storage, leave nothing of the media or the private files in the data folder', async () => {
    const local = [
      ...filesUnder(path.join(t.database.dataDir, 'media')),
      ...filesUnder(path.join(t.database.dataDir, 'private', 'applications')),
    ]
    if (objectStorageUnderTest()) {
      expect(local).toEqual([])
      expect(t.app.storage.kind).toBe('s3')
    } else {
      expect(local.length).toBeGreaterThan(0)
      expect(fs.existsSync(path.join(t.database.dataDir, photoUrl.slice(1)))).toBe(true)
    }
  })
})
