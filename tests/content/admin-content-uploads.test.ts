import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { storedFolders } from '#tests/helpers/object-storage.ts'
import { CONTENT_UPLOADS, type ContentUploadPath } from '#core/content/content-uploads.ts'

// The twelve uploads of docs/product.md#content-uploads-api: each stores a real
// image (through the image pipeline) and answers its URL under the documented
// key; renamed, oversized, unsupported and pixel-flood files are refused with
// a clear 4xx and leave nothing behind; the gallery refuses a whole batch.

let t: TestApp
let token: string
let files: Awaited<ReturnType<typeof sampleFiles>>
beforeAll(async () => {
  t = await createTestApp()
  token = await signIn(t.app)
  files = await sampleFiles()
})
afterAll(() => t.close())

const storedMedia = () => storedFolders(t.app.storage, 'media/')
const mediaRows = async () => (await t.database.db.selectFrom('media_files').select('id').execute()).length

const upload = (url: string, parts: Array<[string, Blob, string]>) => {
  const form = new FormData()
  for (const [field, blob, name] of parts) form.append(field, blob, name)
  return t.app.inject({ method: 'POST', url, headers: authHeader(token), payload: form })
}

/** A PNG whose header claims 10,000 x 10,000 pixels (a "pixel flood") in a few bytes. */
function pixelFlood(): Blob {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([len, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(10_000, 0)
  ihdr.writeUInt32BE(10_000, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return new Blob([new Uint8Array(png)])
}

/** A file with a real PNG start, padded past `bytes`. */
const oversizedPng = (bytes: number) => new Blob([new Uint8Array(files.bytes.png), new Uint8Array(bytes - files.bytes.png.length + 1024)])

describe('content uploads', () => {
  for (const url of Object.keys(CONTENT_UPLOADS) as ContentUploadPath[]) {
    const { field, returns } = CONTENT_UPLOADS[url]
    it(`${url} stores a real image sent as "${field}" and answers ${returns}`, async () => {
      const res = await upload(url, [[field, files.jpeg, 'house photo.jpg']])
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      const stored = returns === 'imageUrls' ? body.imageUrls[0] : body[returns]
      // The pipeline's largest WebP (the sample is 64 px wide, below the 960 px size).
      expect(stored).toMatch(/^\/media\/[0-9a-f]{24}\/w64\.webp$/)
      const served = await t.app.inject({ method: 'GET', url: stored })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
    })
  }

  it('every endpoint refuses a text file named like an image (415) and a pixel flood (413) with a clear message', async () => {
    const text = new Blob(['<script>alert(1)</script>'])
    for (const url of Object.keys(CONTENT_UPLOADS) as ContentUploadPath[]) {
      const { field } = CONTENT_UPLOADS[url]
      const renamed = await upload(url, [[field, text, 'picture.jpg']])
      expect({ url, status: renamed.statusCode }).toEqual({ url, status: 415 })
      expect(renamed.json().message).toMatch(/^File "picture\.jpg" is not a supported format\. Please use JPG, PNG, /)
      const flood = await upload(url, [[field, pixelFlood(), 'flood.png']])
      expect({ url, status: flood.statusCode }).toEqual({ url, status: 413 })
      expect(flood.json().message).toMatch(/too large \(10000 x 10000 pixels\)/)
    }
  })

  it('the benefits media and the gallery also take videos, stored as sent under a server-made name', async () => {
    const res = await upload('/api/admin/content/upload-benefits-media', [['benefitsMedia', files.mp4, '../../tour.mp4']])
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().mediaUrl).toMatch(/^\/media\/[0-9a-f]{24}\/original\.mp4$/)
    const served = await t.app.inject({ method: 'GET', url: res.json().mediaUrl })
    expect(served.rawPayload.equals(files.bytes.mp4)).toBe(true)

    const gallery = await upload('/api/admin/content/upload-hero-gallery', [
      ['heroImages', files.png, 'a.png'],
      ['heroImages', files.mp4, 'b.mp4'],
      ['heroImages', files.jpeg, 'c.jpg'],
    ])
    expect(gallery.statusCode, gallery.body).toBe(200)
    expect(gallery.json().imageUrls).toEqual([
      expect.stringMatching(/w64\.webp$/),
      expect.stringMatching(/original\.mp4$/),
      expect.stringMatching(/w64\.webp$/),
    ])
    expect(gallery.json().message).toBe('3 files uploaded successfully')
  })

  it('refuses a renamed text file, an unsupported type, an oversized image and a pixel flood, leaving nothing stored', async () => {
    const beforeFiles = (await storedMedia()).length
    const beforeRows = await mediaRows()
    const text = new Blob(['just some text, not a picture'])
    const checks: Array<[string, string, Blob, string, number, RegExp]> = [
      [
        '/api/admin/content/upload-mission-image',
        'missionImage',
        text,
        'photo.png',
        415,
        /^File "photo\.png" is not a supported format\. Please use JPG, PNG, WebP, or GIF files\.$/,
      ],
      ['/api/admin/content/upload-leadership-logo', 'leadershipLogo', files.pdf, 'logo.pdf', 415, /not a supported format/],
      ['/api/admin/content/upload-company-image', 'companyImage', files.exe, 'setup.exe', 415, /not a supported format/],
      ['/api/admin/content/upload-benefits-media', 'benefitsMedia', files.mp4, 'clip.png', 415, /not a supported format/],
      [
        '/api/admin/content/upload-hero-background',
        'heroBackground',
        oversizedPng(10 * 1024 * 1024),
        'big.png',
        413,
        /^Image "big\.png" is too large \(10\.\dMB\)\. Images must be under 10MB\.$/,
      ],
      ['/api/admin/upload/city-image', 'cityImage', pixelFlood(), 'flood.png', 413, /10000 x 10000 pixels/],
    ]
    for (const [url, field, blob, name, status, message] of checks) {
      const res = await upload(url, [[field, blob, name]])
      expect({ url, status: res.statusCode }).toEqual({ url, status })
      expect(res.json().message).toMatch(message)
    }
    expect(await storedMedia()).toHaveLength(beforeFiles)
    expect(await mediaRows()).toBe(beforeRows)
  })

  it('the gallery refuses the whole batch at the first problem with the spec messages', async () => {
    const beforeFiles = (await storedMedia()).length
    const beforeRows = await mediaRows()
    const bad = await upload('/api/admin/content/upload-hero-gallery', [
      ['heroImages', files.png, 'good.png'],
      ['heroImages', files.pdf, 'brochure.pdf'],
    ])
    expect(bad.statusCode).toBe(415)
    expect(bad.json().message).toBe(
      'File "brochure.pdf" is not a supported format. Please use JPG, PNG, WebP, GIF, MP4, MOV, AVI, or WebM files.',
    )

    const big = await upload('/api/admin/content/upload-hero-gallery', [
      ['heroImages', files.jpeg, 'ok.jpg'],
      ['heroImages', oversizedPng(15 * 1024 * 1024), 'huge.png'],
    ])
    expect(big.statusCode).toBe(413)
    expect(big.json().message).toMatch(/^Image "huge\.png" is too large \(15\.\dMB\)\. Images must be under 15MB\.$/)

    // The pixel flood comes after a good image that the pipeline already stored: that one is removed again.
    const flood = await upload('/api/admin/content/upload-hero-gallery', [
      ['heroImages', files.jpeg, 'ok.jpg'],
      ['heroImages', pixelFlood(), 'flood.png'],
    ])
    expect(flood.statusCode).toBe(413)
    expect(await storedMedia()).toHaveLength(beforeFiles)
    expect(await mediaRows()).toBe(beforeRows)
  })

  it('a request without a file or with the wrong field is a 400', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/upload-mission-image',
      headers: authHeader(token),
      payload: new FormData(),
    })
    expect(none.statusCode).toBe(400)
    const wrong = await upload('/api/admin/content/upload-mission-image', [['photo', files.png, 'a.png']])
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Unexpected file field "photo"')
  })
})
