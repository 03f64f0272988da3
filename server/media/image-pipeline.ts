import fs from 'node:fs/promises'
import { createWriteStream } from 'node:fs'
import { pipeline as streamPipeline } from 'node:stream/promises'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { RESPONSIVE_WIDTHS } from '#core/media.ts'
import { IMAGE_MAX_PIXELS, tooManyPixelsMessage } from '#core/file-kinds.ts'
import { ID_PATTERN } from '#core/ids.ts'
import { cropPixels, type Crop } from '#core/image-details.ts'
import { deletePrefix, type ObjectStore } from '#server/storage/object-store.ts'
import { createWorkQueue } from './work-queue.ts'

// Every stored image goes through here: the original is re-encoded in its own
// format (upright, every metadata block such as EXIF GPS dropped, since sharp
// writes none unless asked), and responsive WebP (and optionally AVIF) sizes
// are made beside it. Images above IMAGE_MAX_PIXELS are refused before they
// are decoded (a small file can declare a huge canvas: a "pixel flood").
//
// Memory budget (docs/decisions/0082-upload-memory-budget-and-file-rules.md):
// every decode runs through one queue, at most IMAGE_CONCURRENCY images at
// once (configureImagePipeline, from server/app.ts), each image's outputs one
// after another, with one libvips thread per image and libvips's operation
// cache off (it kept decoded images alive after their request). Inputs are
// read from the upload's file by sharp itself, so a waiting image holds no
// buffer. Only headers are read outside the queue, to refuse early.
//
// Outputs are written to a work folder on this server's disk (beside the received upload, or the system's
// temporary folder for generated pictures) and then kept in the store as `media/<id>/<file>`
// (server/storage/): a failure removes whatever of the image was kept.

sharp.cache(false)
sharp.concurrency(1)

/** Images decoded at once when the app does not say (IMAGE_CONCURRENCY). */
export const DEFAULT_IMAGE_CONCURRENCY = 1
const queue = createWorkQueue(DEFAULT_IMAGE_CONCURRENCY)

/** Sets how many images are decoded at once (the server's IMAGE_CONCURRENCY). */
export function configureImagePipeline(options: { concurrency: number }): void {
  queue.setConcurrency(options.concurrency)
}

/** The decode queue's figures: running, waiting, the most at once (tests and diagnostics). */
export const imageQueueStats = () => queue.stats()
export const resetImageQueuePeak = () => queue.resetPeak()

/** An image to process: the path of the received file (preferred: nothing is held while it waits) or its bytes. */
export type ImageInput = string | Buffer

const FORMATS: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
  heif: { ext: 'avif', mime: 'image/avif' },
  tiff: { ext: 'tiff', mime: 'image/tiff' },
}

/** A 4xx-class error: its message is safe to show to the person who uploaded the file. */
export class UnsupportedImageError extends Error {
  constructor(
    message = 'The file is not a supported image. Please use JPG, PNG, WebP, GIF, AVIF or TIFF.',
    readonly statusCode: 413 | 415 = 415,
  ) {
    super(message)
    this.name = 'UnsupportedImageError'
  }
}

export interface ProcessedImage {
  id: string
  originalFile: string
  mimeType: string
  width: number
  height: number
  bytes: number
  sources: Array<{ width: number; file: string; format: 'webp' | 'avif' }>
}

/**
 * Reads only the header: the format, the size and the orientation; refuses what the pipeline will not decode
 * (unsupported formats, HEIC, pixel floods) before any decode. `name` puts the file's name in the refusal.
 */
export async function checkImage(input: ImageInput, options: { name?: string } = {}): Promise<sharp.Metadata & { format: string }> {
  let meta: sharp.Metadata
  try {
    // Only the header is read here; the pixel limit is applied below with a message of its own.
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new UnsupportedImageError()
  }
  // HEIF also covers iPhone HEIC (HEVC), which sharp's prebuilt binaries cannot decode: only AV1 (AVIF) passes.
  if (!FORMATS[meta.format ?? ''] || !meta.width || !meta.height || (meta.format === 'heif' && meta.compression !== 'av1'))
    throw new UnsupportedImageError()
  if (meta.width * meta.height > IMAGE_MAX_PIXELS)
    throw new UnsupportedImageError(tooManyPixelsMessage(meta.width, meta.height, options.name), 413)
  return meta as sharp.Metadata & { format: string }
}

/** `alt` is accepted for callers that pass one options object along; the text itself is stored with the listing, not here. */
export async function processImage(
  input: ImageInput,
  options: { store: ObjectStore; alt?: string; avif?: boolean; name?: string },
): Promise<ProcessedImage> {
  const meta = await checkImage(input, options)
  return queue.run(() => processChecked(input, meta, options))
}

/** The key of a stored media file (`<id>/w960.webp`, as media_files and the URLs name it). */
export const mediaKey = (file: string) => `media/${file}`

async function processChecked(
  input: ImageInput,
  meta: sharp.Metadata & { format: string },
  options: { store: ObjectStore; avif?: boolean },
) {
  // EXIF orientations 5-8 swap width and height once auto-rotated.
  const rotated = (meta.orientation ?? 1) >= 5
  const width = rotated ? meta.height! : meta.width!
  const height = rotated ? meta.width! : meta.height!

  const id = randomBytes(12).toString('hex')
  // Beside the upload (its folder is swept if this server dies), or in the system's temporary folder.
  const tmpDir = await fs.mkdtemp(path.join(typeof input === 'string' ? path.dirname(input) : os.tmpdir(), `image-${id}-`))
  let encoded = false
  try {
    const original = reencode(meta.format, input)
    const originalFile = `original.${original.ext}`
    const stored = await original.pipeline.toFile(path.join(tmpDir, originalFile))
    const sources = sizesFor(id, width, { avif: options.avif })
    // One output at a time: each is a decode of its own (JPEG shrinks while decoding), and the queue counts images.
    // Metadata (EXIF, GPS) is dropped because sharp writes none unless asked.
    await writeSizes(sources, tmpDir, () => sharp(input, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate())
    encoded = true
    await options.store.put(mediaKey(`${id}/${originalFile}`), { path: path.join(tmpDir, originalFile) }, { contentType: original.mime })
    await putSizes(options.store, sources, tmpDir)
    return { id, originalFile: `${id}/${originalFile}`, mimeType: original.mime, width, height, bytes: stored.size, sources }
  } catch (err) {
    await deletePrefix(options.store, mediaKey(`${id}/`))
    // A header that parses but pixels that do not (truncated or corrupt upload) is the uploader's problem;
    // file-system errors (with a code such as ENOSPC) and the store's stay server errors.
    if (!encoded && err instanceof Error && !('code' in err))
      throw new UnsupportedImageError('The image could not be read; the file may be damaged.')
    throw err
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true })
  }
}

/** The formats of the responsive sizes, in the order a stored image lists them. */
const FORMAT_ORDER: Array<'webp' | 'avif'> = ['webp', 'avif']

/** The responsive sizes of a picture `width` pixels wide: each of RESPONSIVE_WIDTHS it reaches, or its own width. */
function sizesFor(id: string, width: number, options: { avif?: boolean; revision?: number }): ProcessedImage['sources'] {
  const widths: number[] = RESPONSIVE_WIDTHS.filter((w) => w <= width)
  if (widths.length === 0 || width < RESPONSIVE_WIDTHS[0]) widths.unshift(width)
  // A later crop's sizes get names of their own: a media URL's bytes never change (a year's immutable caching).
  const suffix = options.revision ? `-r${options.revision}` : ''
  const formats = options.avif ? FORMAT_ORDER : FORMAT_ORDER.slice(0, 1)
  return formats.flatMap((fmt) =>
    [...new Set(widths)].sort((a, b) => a - b).map((w) => ({ width: w, file: `${id}/w${w}${suffix}.${fmt}`, format: fmt })),
  )
}

async function writeSizes(sources: ProcessedImage['sources'], dir: string, open: () => sharp.Sharp): Promise<void> {
  for (const s of sources) {
    const pipeline = open().resize({ width: s.width, withoutEnlargement: true })
    const out = s.format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.avif({ quality: 55, effort: 3 })
    await out.toFile(path.join(dir, path.basename(s.file)))
  }
}

/** Keeps the sizes written in `dir` in the store. */
async function putSizes(store: ObjectStore, sources: ProcessedImage['sources'], dir: string): Promise<void> {
  for (const s of sources)
    await store.put(mediaKey(s.file), { path: path.join(dir, path.basename(s.file)) }, { contentType: `image/${s.format}` })
}

/** A stored image's sizes made again from its kept original, cropped to `crop` (null: all of it). */
export interface ReframedImage {
  width: number
  height: number
  sources: ProcessedImage['sources']
}

/**
 * Makes the responsive sizes of a stored image again from its original (`media/<originalFile>`, read from the store
 * so that it works on object storage too), cropped to `crop`, under the names of `revision`. The earlier sizes stay
 * (cached pages may still name them) until the image is removed; a failure removes what this call wrote.
 */
export async function reframeImage(
  store: ObjectStore,
  image: { id: string; originalFile: string; crop: Crop | null; revision: number; avif?: boolean },
): Promise<ReframedImage> {
  return deriveSizes(store, image, (sources) => sources)
}

/**
 * Makes the sizes a stored image lacks (a width added to RESPONSIVE_WIDTHS after it was uploaded) from its original,
 * cropped and named as its current `revision`'s: `sources` are the sizes it has, the answer is all of them, or null
 * when none is missing (nothing is read then).
 */
export async function addMissingSizes(
  store: ObjectStore,
  image: { id: string; originalFile: string; crop: Crop | null; revision: number; width: number; sources: ProcessedImage['sources'] },
): Promise<ProcessedImage['sources'] | null> {
  const avif = image.sources.some((s) => s.format === 'avif')
  const have = new Set(image.sources.map((s) => s.file))
  const missing = (sources: ProcessedImage['sources']) => sources.filter((s) => !have.has(s.file))
  if (missing(sizesFor(image.id, image.width, { avif, revision: image.revision })).length === 0) return null
  const made = await deriveSizes(store, { ...image, avif }, missing)
  return [...image.sources, ...made.sources].sort(
    (a, b) => FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format) || a.width - b.width,
  )
}

/** Writes the sizes `pick` keeps of those an image's original (cropped to `crop`) gets under `revision`'s names. */
async function deriveSizes(
  store: ObjectStore,
  image: { id: string; originalFile: string; crop: Crop | null; revision: number; avif?: boolean },
  pick: (sources: ProcessedImage['sources']) => ProcessedImage['sources'],
): Promise<ReframedImage> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), `reframe-${image.id}-`))
  const sources: ProcessedImage['sources'] = []
  try {
    const found = await store.get(mediaKey(image.originalFile))
    if (!found) throw new Error(`The original of image ${image.id} is missing from the store`)
    const originalPath = path.join(tmpDir, 'original')
    await streamPipeline(found.body, createWriteStream(originalPath))
    return await queue.run(async () => {
      const meta = await sharp(originalPath, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata()
      const region = image.crop ? cropPixels(image.crop, meta.width!, meta.height!) : undefined
      const width = region?.width ?? meta.width!
      const height = region?.height ?? meta.height!
      sources.push(...pick(sizesFor(image.id, width, { avif: image.avif, revision: image.revision })))
      await writeSizes(sources, tmpDir, () => {
        const base = sharp(originalPath, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
        return region ? base.extract(region) : base
      })
      await putSizes(store, sources, tmpDir)
      return { width, height, sources }
    })
  } catch (err) {
    if (sources.length > 0) await store.delete(sources.map((s) => mediaKey(s.file)))
    throw err
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true })
  }
}

/** The original, re-encoded in its own format where browsers show it (TIFF becomes JPEG); first frame of an animation. */
function reencode(format: string, input: ImageInput): { pipeline: sharp.Sharp; ext: string; mime: string } {
  const base = sharp(input, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate()
  switch (format) {
    case 'png':
      return { pipeline: base.png({ compressionLevel: 8 }), ext: 'png', mime: 'image/png' }
    case 'webp':
      return { pipeline: base.webp({ quality: 90 }), ext: 'webp', mime: 'image/webp' }
    case 'gif':
      return { pipeline: base.gif(), ext: 'gif', mime: 'image/gif' }
    case 'heif':
      return { pipeline: base.avif({ quality: 70, effort: 3 }), ext: 'avif', mime: 'image/avif' }
    default:
      // Without Huffman optimisation the JPEG is written as it is decoded, strip by strip: optimising keeps every
      // coefficient of the picture in memory (about 110 MB for 36 million pixels, 3 times slower) for files ~13% smaller.
      return { pipeline: base.jpeg({ quality: 88, optimiseCoding: false }), ext: 'jpg', mime: 'image/jpeg' }
  }
}

/**
 * A private image (an application's attachment): re-encoded in its own format, upright, without metadata,
 * pixel floods refused (with the file's `name` in the message); no responsive sizes and nothing in the public media folder.
 */
export async function reencodeImage(
  input: ImageInput,
  options: { name?: string } = {},
): Promise<{ data: Buffer; ext: string; mime: string }> {
  const meta = await checkImage(input, options)
  return queue.run(async () => {
    const { pipeline, ext, mime } = reencode(meta.format, input)
    try {
      return { data: await pipeline.toBuffer(), ext, mime }
    } catch (err) {
      if (err instanceof Error && !('code' in err)) throw new UnsupportedImageError('The image could not be read; the file may be damaged.')
      throw err
    }
  })
}

/** Removes every file of a stored image or video (`media/<id>/`). */
export async function removeImageFiles(store: ObjectStore, id: string): Promise<void> {
  if (!ID_PATTERN.test(id)) return
  await deletePrefix(store, mediaKey(`${id}/`))
}
