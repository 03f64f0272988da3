import fs from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { mediaKey, processImage, type ProcessedImage } from '#server/media/image-pipeline.ts'
import { copyToFile } from '#server/storage/folder-store.ts'
import { deletePrefix, type ObjectStore } from '#server/storage/object-store.ts'
import { newId } from '#server/db/ids.ts'
import { recipeKey, type ImageRecipe } from '#server/seed/images/svg.ts'
import { drawDemoPicture } from './shipped-photos.ts'

// The demo pictures as the upload pipeline stored them, kept by a hash of
// their recipe and of the code that draws and processes them.
// A later fresh data folder (the tests' template, `npm run seed`, a reset, a
// second checkout's first start) copies the stored files under a new media id
// instead of drawing and encoding the picture again; any change to the
// drawing, the pipeline or sharp gives new keys.

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Where the pictures are kept unless the caller says otherwise: `.cache/demo-images` in the checkout (git ignores it). */
export const DEMO_IMAGE_CACHE = path.join(ROOT, '.cache', 'demo-images')

const CODE = ['server/seed/images/svg.ts', 'server/media/image-pipeline.ts', 'core/media.ts', 'core/file-kinds.ts']
const codeHash = () =>
  CODE.reduce((h, file) => h.update(readFileSync(path.join(ROOT, file))), createHash('sha256'))
    .update(JSON.stringify(sharp.versions))
    .digest('hex')
    .slice(0, 16)

/** What a cache entry's manifest.json holds: the pipeline's answer with file names relative to the media id. */
type Manifest = Omit<ProcessedImage, 'id'>

export interface DemoImageOptions {
  /** Where the pictures are kept for the site (server/storage/). */
  store: ObjectStore
  cacheDir?: string
  /** Told when the cache cannot be written (a read-only checkout, a full disk); the pictures are stored all the same. */
  warn?: (message: string) => void
}

/**
 * A function that stores the picture of a recipe in the store: run through the upload pipeline, or copied from
 * the cache. Pictures of older code are removed from the cache first, so it holds one demo's worth.
 */
export async function openDemoImageCache({
  store,
  cacheDir = DEMO_IMAGE_CACHE,
  warn,
}: DemoImageOptions): Promise<(recipe: ImageRecipe) => Promise<ProcessedImage>> {
  const code = codeHash()
  const dir = path.join(cacheDir, code)
  const older = await fs.readdir(cacheDir).catch(() => [])
  await Promise.all(older.filter((name) => name !== code).map((name) => fs.rm(path.join(cacheDir, name), { recursive: true, force: true })))
  let warned = false
  return async (recipe) => {
    const entry = path.join(dir, recipeKey(recipe))
    const cached = await copyFromCache(entry, store)
    if (cached) return cached
    const processed = await processImage(await drawDemoPicture(recipe), { store })
    try {
      await saveToCache(entry, dir, store, processed)
    } catch (err) {
      if (!warned) warn?.(`The demo image cache in ${cacheDir} could not be written: ${(err as Error).message}`)
      warned = true
    }
    return processed
  }
}

const filesOf = (m: Manifest) => [m.originalFile, ...m.sources.map((s) => s.file)]

async function copyFromCache(entry: string, store: ObjectStore): Promise<ProcessedImage | null> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(await fs.readFile(path.join(entry, 'manifest.json'), 'utf8')) as Manifest
  } catch {
    return null
  }
  const id = newId()
  try {
    for (const file of filesOf(manifest)) await store.put(mediaKey(`${id}/${file}`), { path: path.join(entry, file) })
  } catch (err) {
    await deletePrefix(store, mediaKey(`${id}/`))
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    // A damaged entry (a file removed by hand): drawn again and stored anew.
    await fs.rm(entry, { recursive: true, force: true })
    return null
  }
  return {
    ...manifest,
    id,
    originalFile: `${id}/${manifest.originalFile}`,
    sources: manifest.sources.map((s) => ({ ...s, file: `${id}/${s.file}` })),
  }
}

async function saveToCache(entry: string, cacheDir: string, store: ObjectStore, processed: ProcessedImage): Promise<void> {
  const { id, ...stored } = processed
  const manifest: Manifest = {
    ...stored,
    originalFile: path.basename(stored.originalFile),
    sources: stored.sources.map((s) => ({ ...s, file: path.basename(s.file) })),
  }
  const tmpDir = path.join(cacheDir, `.tmp-${newId()}`)
  try {
    await fs.mkdir(tmpDir, { recursive: true })
    for (const file of filesOf(manifest)) {
      const read = await store.get(mediaKey(`${id}/${file}`))
      if (!read) throw new Error(`media/${id}/${file} is not in the store`)
      await copyToFile(read.body, path.join(tmpDir, file))
    }
    await fs.writeFile(path.join(tmpDir, 'manifest.json'), JSON.stringify(manifest))
    await fs.rename(tmpDir, entry)
  } catch (err) {
    await fs.rm(tmpDir, { recursive: true, force: true })
    // Another process (a parallel test run) stored the same picture first.
    if ((err as NodeJS.ErrnoException).code === 'ENOTEMPTY' || (err as NodeJS.ErrnoException).code === 'EEXIST') return
    throw err
  }
}
