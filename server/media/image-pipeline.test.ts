import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { processImage, removeImageFiles, UnsupportedImageError } from './image-pipeline.ts'

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'))
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }))

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

describe('processImage', () => {
  it('keeps the original byte for byte and makes WebP sizes without upscaling', async () => {
    const input = await png(1200, 800)
    const out = await processImage(input, { mediaDir })
    expect(out).toMatchObject({ width: 1200, height: 800, mimeType: 'image/png', bytes: input.length })
    expect(out.sources.map((s) => s.width)).toEqual([480, 960])
    expect(fs.readFileSync(path.join(mediaDir, out.originalFile)).equals(input)).toBe(true)
    const meta = await sharp(path.join(mediaDir, out.sources[1].file)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 640 })
  })

  it('keeps a small image at its own width and makes AVIF only when asked', async () => {
    const out = await processImage(await png(300, 200), { mediaDir, avif: true })
    expect(out.sources).toEqual([
      { width: 300, file: `${out.id}/w300.webp`, format: 'webp' },
      { width: 300, file: `${out.id}/w300.avif`, format: 'avif' },
    ])
  })

  it('rejects bytes that are not an image and leaves nothing behind', async () => {
    const before = fs.readdirSync(mediaDir).length
    await expect(processImage(Buffer.from('%PDF-1.4 not an image'), { mediaDir })).rejects.toBeInstanceOf(UnsupportedImageError)
    expect(fs.readdirSync(mediaDir).length).toBe(before)
  })

  it('removes an image with all its sizes', async () => {
    const out = await processImage(await png(600, 400), { mediaDir })
    await removeImageFiles(mediaDir, out.id)
    expect(fs.existsSync(path.join(mediaDir, out.id))).toBe(false)
  })
})
