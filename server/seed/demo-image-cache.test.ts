import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { createFolderStore } from '#server/storage/folder-store.ts'
import { openDemoImageCache } from './demo-image-cache.ts'
import { svgDocument, type ImageRecipe } from '#server/seed/images/svg.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-image-cache-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
const fresh = (name: string) => fs.mkdtempSync(path.join(root, `${name}-`))

const recipe = (fill: string): ImageRecipe => ({
  svg: svgDocument(`<rect width="1000" height="600" fill="${fill}"/><circle cx="500" cy="300" r="200" fill="#fff"/>`, 1000, 600),
  format: 'jpeg',
})
/** A file the store of data folder `dataDir` keeps under media/. */
const read = (dataDir: string, file: string) => fs.readFileSync(path.join(dataDir, 'media', file))

describe('the demo image cache', () => {
  it('stores a picture through the pipeline once, then copies it into another media folder under a new id', async () => {
    const cacheDir = fresh('cache')
    const [first, second] = [fresh('media'), fresh('media')]
    const made = await (await openDemoImageCache({ store: createFolderStore(first), cacheDir }))(recipe('#336699'))
    expect(made).toMatchObject({ originalFile: `${made.id}/original.jpg`, mimeType: 'image/jpeg', width: 1000, height: 600 })
    expect(made.sources.map((s) => s.file)).toEqual([`${made.id}/w480.webp`, `${made.id}/w720.webp`, `${made.id}/w960.webp`])

    const copied = await (await openDemoImageCache({ store: createFolderStore(second), cacheDir }))(recipe('#336699'))
    expect(copied.id).toMatch(/^[0-9a-f]{24}$/)
    expect(copied.id).not.toBe(made.id)
    expect(copied).toEqual({
      ...made,
      id: copied.id,
      originalFile: `${copied.id}/original.jpg`,
      sources: made.sources.map((s) => ({ ...s, file: s.file.replace(made.id, copied.id) })),
    })
    for (const [a, b] of [[made.originalFile, copied.originalFile], ...made.sources.map((s, i) => [s.file, copied.sources[i].file])])
      expect(read(second, b).equals(read(first, a))).toBe(true)
    expect(fs.readdirSync(path.join(second, 'media'))).toEqual([copied.id])
  })

  it('keeps pictures apart by recipe', async () => {
    const cacheDir = fresh('cache')
    const mediaDir = fresh('media')
    const store = await openDemoImageCache({ store: createFolderStore(mediaDir), cacheDir })
    const blue = await store(recipe('#336699'))
    const red = await store(recipe('#993333'))
    const colour = async (file: string) => (await sharp(read(mediaDir, file)).stats()).dominant
    expect(await colour(blue.originalFile)).not.toEqual(await colour(red.originalFile))
    const [code] = fs.readdirSync(cacheDir)
    expect(fs.readdirSync(path.join(cacheDir, code))).toHaveLength(2)
  })

  it('draws a picture again when its cache entry lost a file, and repairs the entry', async () => {
    const cacheDir = fresh('cache')
    await (
      await openDemoImageCache({ store: createFolderStore(fresh('media')), cacheDir })
    )(recipe('#336699'))
    const [code] = fs.readdirSync(cacheDir)
    const [entry] = fs.readdirSync(path.join(cacheDir, code))
    fs.rmSync(path.join(cacheDir, code, entry, 'w960.webp'))

    const mediaDir = fresh('media')
    const again = await (await openDemoImageCache({ store: createFolderStore(mediaDir), cacheDir }))(recipe('#336699'))
    expect((await sharp(read(mediaDir, again.sources[2].file)).metadata()).width).toBe(960)
    expect(fs.readdirSync(path.join(cacheDir, code, entry)).sort()).toEqual([
      'manifest.json',
      'original.jpg',
      'w480.webp',
      'w720.webp',
      'w960.webp',
    ])
  })

  it('removes pictures of older code and still stores pictures when the cache cannot be written', async () => {
    const cacheDir = fresh('cache')
    fs.mkdirSync(path.join(cacheDir, 'older-code', 'entry'), { recursive: true })
    const mediaDir = fresh('media')
    await openDemoImageCache({ store: createFolderStore(mediaDir), cacheDir })
    expect(fs.readdirSync(cacheDir)).toEqual([])

    const blocked = path.join(fresh('cache'), 'file')
    fs.writeFileSync(blocked, 'not a folder')
    const warnings: string[] = []
    const stored = await (
      await openDemoImageCache({ store: createFolderStore(mediaDir), cacheDir: blocked, warn: (m) => warnings.push(m) })
    )(recipe('#336699'))
    expect(read(mediaDir, stored.sources[0].file).length).toBeGreaterThan(0)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('could not be written')
  })
})
