import zlib from 'node:zlib'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createFolderStore } from '#server/storage/folder-store.ts'
import { processImage, removeImageFiles, UnsupportedImageError } from './image-pipeline.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'))
const mediaDir = path.join(root, 'media')
const store = createFolderStore(root)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const image = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer()

const listFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))

describe('processImage', () => {
  it('re-encodes the original in its own format and makes WebP sizes without upscaling', async () => {
    const input = await image(1200, 800)
    const out = await processImage(input, { store })
    expect(out.id).toMatch(/^[0-9a-f]{24}$/)
    expect(out).toMatchObject({
      originalFile: `${out.id}/original.png`,
      width: 1200,
      height: 800,
      mimeType: 'image/png',
    })
    expect(out.sources.map((s) => s.width)).toEqual([480, 720, 960])
    const stored = fs.readFileSync(path.join(mediaDir, out.originalFile))
    expect(out.bytes).toBe(stored.length)
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1200, height: 800 })
    const meta = await sharp(path.join(mediaDir, out.sources[2].file)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 640 })
  })

  it('makes all four widths from a large photo, the 720 px phone size among them', async () => {
    const out = await processImage(await image(2000, 1333, 'jpeg'), { store })
    expect(out.mimeType).toBe('image/jpeg')
    expect(out.sources).toEqual([480, 720, 960, 1600].map((width) => ({ width, file: `${out.id}/w${width}.webp`, format: 'webp' })))
  })

  it('keeps a small image at its own width and makes AVIF only when asked', async () => {
    const out = await processImage(await image(300, 200), { store, avif: true })
    expect(out.sources).toEqual([
      { width: 300, file: `${out.id}/w300.webp`, format: 'webp' },
      { width: 300, file: `${out.id}/w300.avif`, format: 'avif' },
    ])
    expect((await sharp(path.join(mediaDir, out.sources[1].file)).metadata()).format).toBe('heif')
    const plain = await processImage(await image(600, 400), { store })
    expect(plain.sources.every((s) => s.format === 'webp')).toBe(true)
  })

  it('turns a photo by its EXIF orientation and strips the metadata', async () => {
    // Stored 800 x 600 with orientation 6: it is displayed 600 x 800.
    const input = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const out = await processImage(input, { store })
    expect(out).toMatchObject({ width: 600, height: 800 })
    const meta = await sharp(path.join(mediaDir, out.sources[0].file)).metadata()
    expect(meta).toMatchObject({ width: 480, height: 640 })
    expect(meta.orientation).toBeUndefined()
    expect(meta.exif).toBeUndefined()
    const original = await sharp(path.join(mediaDir, out.originalFile)).metadata()
    expect(original).toMatchObject({ format: 'jpeg', width: 600, height: 800 })
    expect(original.exif).toBeUndefined()
  })

  it.each([
    ['text', Buffer.from('%PDF-1.4 not an image')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['empty bytes', Buffer.alloc(0)],
  ])('rejects %s with a user-facing message and leaves nothing behind', async (_, bytes) => {
    const before = listFiles(mediaDir).length
    const err = await processImage(bytes, { store }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UnsupportedImageError)
    expect((err as Error).message).toMatch(/JPG, PNG, WebP/)
    expect(listFiles(mediaDir).length).toBe(before)
  })

  it('rejects a truncated JPEG and leaves nothing behind', async () => {
    const full = await image(1200, 800, 'jpeg')
    const before = fs.readdirSync(mediaDir).length
    await expect(processImage(full.subarray(0, 400), { store })).rejects.toBeInstanceOf(UnsupportedImageError)
    expect(fs.readdirSync(mediaDir).length).toBe(before)
  })

  it('writes only inside mediaDir, one folder per image, with no temporary folders left', async () => {
    const out = await processImage(await image(700, 500), { store })
    for (const file of listFiles(mediaDir))
      expect(path.relative(mediaDir, file)).toMatch(/^[0-9a-f]{24}[/\\](original\.\w+|w\d+\.(webp|avif))$/)
    // 700 px wide: 480 is made, 720, 960 and 1600 would be upscales.
    expect(fs.readdirSync(path.join(mediaDir, out.id)).sort()).toEqual(['original.png', 'w480.webp'])
  })

  it('removes an image with all its sizes, and ignores ids it did not make', async () => {
    const out = await processImage(await image(600, 400), { store })
    await removeImageFiles(store, '../outside')
    await removeImageFiles(store, out.id)
    expect(fs.existsSync(path.join(mediaDir, out.id))).toBe(false)
  })

  it('refuses a pixel flood (a tiny file declaring a huge canvas) before decoding it', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type), data])
      const out = Buffer.alloc(12 + data.length)
      out.writeUInt32BE(data.length, 0)
      body.copy(out, 4)
      out.writeUInt32BE(zlib.crc32(body), 8 + data.length)
      return out
    }
    const ihdr = Buffer.alloc(13)
    ihdr.writeUInt32BE(30_000, 0)
    ihdr.writeUInt32BE(30_000, 4)
    ihdr.set([8, 2, 0, 0, 0], 8)
    const flood = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ])
    await expect(processImage(flood, { store })).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('too large (30000 x 30000 pixels)'),
    })
    expect(fs.readdirSync(mediaDir).filter((f) => f.startsWith('.tmp'))).toEqual([])
  })
})
