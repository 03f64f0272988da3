import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from '#core/file-kinds.ts'
import { defaultAlt } from '#core/listings/listing-form.ts'
import { receiveUpload, type UploadRules } from '#server/uploads/receive-upload.ts'
import { processImage, removeImageFiles, type ProcessedImage } from '#server/media/image-pipeline.ts'
import { createMediaRepository } from '#server/media/media.repository.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { newId } from '#server/db/ids.ts'
import { createListingPhotoRepository, type PhotoRow } from './listing-photos.repository.ts'
import { httpError } from './listing-admin.service.ts'
import type { VersionedSave } from '#server/history/record-history.service.ts'

// A listing's photos: received by the one upload intake (limits cut
// while streaming, kind from the bytes), each re-encoded by the image pipeline,
// then stored with the listing in one transaction. Any problem, at any step,
// removes every file of the request: nothing is left half-saved. Each change is saved with the listing's version, in
// one transaction, credited to `by` (docs/decisions/0121-a-save-and-its-version-together.md).

/** At most this many photos in one upload, and on one listing. */
export const PHOTOS_PER_UPLOAD = 30
export const PHOTOS_PER_LISTING = 100

const photoRules = (field: string, maxCount: number): UploadRules => ({
  files: { [field]: { kinds: IMAGE_KINDS, maxCount, maxBytes: { image: IMAGE_MAX_BYTES } } },
  maxFieldChars: 300,
  messages: {
    unsupported: (name) => `File "${name}" is not a supported format. Please use JPG, PNG, WebP or GIF photos.`,
    tooLarge: (name, _group, bytes) => `Image "${name}" is too large (${(bytes / 1024 / 1024).toFixed(1)}MB). Images must be under 10MB.`,
  },
})

export function createListingPhotos(
  db: Kysely<Database>,
  options: { storage: ObjectStore; tmpDir: string; avif?: boolean; versions: VersionedSave },
) {
  const media = createMediaRepository(db)
  const photos = createListingPhotoRepository(db)
  const { versions } = options

  async function listing(id: string) {
    const row = await photos.listingTitle(id)
    if (!row) throw httpError(404, 'Property not found')
    return row
  }

  /** Receives and processes the files of a request; on any failure every file is gone again. */
  async function receive(
    request: FastifyRequest,
    rules: UploadRules,
  ): Promise<{ fields: Record<string, string>; images: Array<ProcessedImage & { field: string; name: string }> }> {
    const upload = await receiveUpload(request, rules, { tmpDir: options.tmpDir })
    const images: Array<ProcessedImage & { field: string; name: string }> = []
    try {
      for (const file of upload.files) {
        const image = await processImage(file.path, { store: options.storage, avif: options.avif })
        images.push({ ...image, field: file.field, name: file.originalName })
      }
      return { fields: upload.fields, images }
    } catch (err) {
      await removeAll(images)
      throw err
    } finally {
      await upload.discard()
    }
  }

  const removeAll = (images: Array<{ id: string }>) => Promise.all(images.map((i) => removeImageFiles(options.storage, i.id)))

  /** Stores the processed images with the listing's change in one transaction; if it fails, their files are removed. */
  async function store<T>(
    propertyId: string,
    by: string,
    images: Array<ProcessedImage & { name: string }>,
    work: (trx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    try {
      return await versions(propertyId, by, async (trx) => {
        for (const img of images) await media.insert({ ...img, kind: 'image', originalName: img.name }, trx)
        return work(trx)
      })
    } catch (err) {
      await removeAll(images)
      throw err
    }
  }

  const positions = (trx: Kysely<Database>, propertyId: string) => photos.photos(propertyId, trx)
  const rewrite = (trx: Kysely<Database>, propertyId: string, rows: PhotoRow[]) => photos.rewritePhotos(propertyId, rows, trx)

  /**
   * Deletes media rows and then their files (after the commit: a failed transaction keeps both), unless another
   * listing still shows them (the demo listings share a pool of photos).
   */
  async function dropMedia(ids: string[]) {
    if (ids.length === 0) return
    const used = await photos.mediaInUse(ids)
    const unused = ids.filter((id) => !used.has(id))
    if (unused.length === 0) return
    await media.remove(unused)
    await removeAll(unused.map((id) => ({ id })))
  }

  return {
    /** Adds the photos of field `images` (repeated) after the listing's others; `alt` fields may name them in order. */
    async add(request: FastifyRequest, propertyId: string, by: string): Promise<number> {
      const { title } = await listing(propertyId)
      const { images } = await receive(request, photoRules('images', PHOTOS_PER_UPLOAD))
      if (images.length === 0) throw httpError(400, 'Invalid field "images": Photos: choose at least one photo')
      return store(propertyId, by, images, async (trx) => {
        const current = await positions(trx, propertyId)
        if (current.length + images.length > PHOTOS_PER_LISTING)
          throw httpError(400, `Invalid field "images": Photos: a listing can have at most ${PHOTOS_PER_LISTING} photos`)
        const added = images.map((img, i) => ({ media_id: img.id, alt: defaultAlt(title, current.length + i + 1) }))
        await rewrite(trx, propertyId, [...current, ...added])
        return images.length
      })
    },

    /**
     * Puts the photos in this order (the first is the cover); every photo of the listing must be named once. With
     * `expected` (the listing's version the editor showed), only over that version (ChangedSinceError).
     */
    async reorder(propertyId: string, ids: string[], expected: string | undefined, by: string): Promise<void> {
      await listing(propertyId)
      await versions(propertyId, by, async (trx) => {
        if (expected !== undefined) await photos.expectVersion(propertyId, expected, trx)
        const current = await positions(trx, propertyId)
        const byId = new Map(current.map((r) => [r.media_id, r]))
        if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
          throw httpError(400, 'Invalid field "ids": name every photo of the listing once')
        await rewrite(
          trx,
          propertyId,
          ids.map((id) => byId.get(id)!),
        )
      })
    },

    /** Makes one photo the cover (first), keeping the others' order. */
    async cover(propertyId: string, imageId: string, by: string): Promise<void> {
      await listing(propertyId)
      await versions(propertyId, by, async (trx) => {
        const current = await positions(trx, propertyId)
        const chosen = current.find((r) => r.media_id === imageId)
        if (!chosen) throw httpError(404, 'Photo not found')
        await rewrite(trx, propertyId, [chosen, ...current.filter((r) => r !== chosen)])
      })
    },

    /** Sets a photo's alt text; with `expected` (the listing's version the editor showed), only over that version. */
    async setAlt(propertyId: string, imageId: string, alt: string, expected: string | undefined, by: string): Promise<void> {
      await listing(propertyId)
      await versions(propertyId, by, async (trx) => {
        if (expected !== undefined) await photos.expectVersion(propertyId, expected, trx)
        if (!(await photos.setAlt(propertyId, imageId, alt, trx))) throw httpError(404, 'Photo not found')
      })
    },

    /**
     * Puts the photos still on the listing back in a kept version's order with its alt texts (a restore); photos
     * added since follow them, photos removed since are gone with their files. Runs in the restore's transaction.
     */
    async arrange(propertyId: string, kept: Array<{ id: string; alt: string }>, trx: Kysely<Database>): Promise<void> {
      const current = await positions(trx, propertyId)
      const byId = new Map(current.map((r) => [r.media_id, r]))
      const restored = kept.filter((k) => byId.has(k.id)).map((k) => ({ media_id: k.id, alt: k.alt }))
      const named = new Set(restored.map((r) => r.media_id))
      const rows = [...restored, ...current.filter((r) => !named.has(r.media_id))]
      if (rows.some((r, i) => r.media_id !== current[i].media_id || r.alt !== current[i].alt)) await rewrite(trx, propertyId, rows)
    },

    async remove(propertyId: string, imageId: string, by: string): Promise<void> {
      await listing(propertyId)
      await versions(propertyId, by, async (trx) => {
        const current = await positions(trx, propertyId)
        if (!current.some((r) => r.media_id === imageId)) throw httpError(404, 'Photo not found')
        await rewrite(
          trx,
          propertyId,
          current.filter((r) => r.media_id !== imageId),
        )
      })
      await dropMedia([imageId])
    },

    /** A before/after pair of the renovation story: fields `before` and `after` (one photo each) and `caption`. */
    async addPair(request: FastifyRequest, propertyId: string, by: string): Promise<void> {
      await listing(propertyId)
      const rules = photoRules('before', 1)
      rules.files.after = rules.files.before
      const { fields, images } = await receive(request, rules)
      const before = images.find((i) => i.field === 'before')
      const after = images.find((i) => i.field === 'after')
      const caption = (fields.caption ?? '').replace(/\s+/g, ' ').trim().slice(0, 200)
      if (!before || !after || !caption) {
        await removeAll(images)
        throw httpError(
          400,
          `Invalid field "${!before ? 'before' : !after ? 'after' : 'caption'}": a pair needs a before photo, an after photo and a caption`,
        )
      }
      await store(propertyId, by, images, (trx) =>
        photos.addPair({ id: newId(), property_id: propertyId, before_media_id: before.id, after_media_id: after.id, caption }, trx),
      )
    },

    async removePair(propertyId: string, pairId: string, by: string): Promise<void> {
      const pair = await photos.findPair(propertyId, pairId)
      if (!pair) throw httpError(404, 'Before/after pair not found')
      await versions(propertyId, by, (trx) => photos.removePair(pairId, trx))
      await dropMedia([pair.before_media_id, pair.after_media_id])
    },
  }
}

export type ListingPhotos = ReturnType<typeof createListingPhotos>
