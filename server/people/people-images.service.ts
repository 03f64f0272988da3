import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { IMAGE_KINDS, IMAGE_MAX_BYTES } from '#core/file-kinds.ts'
import { receiveUpload } from '#server/uploads/receive-upload.ts'
import { uploadTmpDirs } from '#server/uploads/leftover-uploads.ts'
import { processImage, removeImageFiles } from '#server/media/image-pipeline.ts'
import { createMediaRepository, mediaUrl } from '#server/media/media.repository.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import type { SaveTransaction } from '#server/history/record-history.service.ts'

// An agent's photo or a partner's logo: one image through
// the upload intake and the image pipeline, recorded in media_files and set
// on its row in one transaction; the processed files are removed again when
// that transaction fails.

/**
 * Receives `field` (one image, at most IMAGE_MAX_BYTES), stores it, and runs `apply(url, trx)` in the transaction
 * `within` opens (the record's save, which keeps its version); answers the URL.
 */
export async function storePersonImage(
  request: FastifyRequest,
  options: { dataDir: string; storage: ObjectStore; field: string; within: SaveTransaction },
  apply: (url: string, trx: Kysely<Database>) => Promise<boolean>,
): Promise<string | undefined> {
  const upload = await receiveUpload(
    request,
    { files: { [options.field]: { kinds: IMAGE_KINDS, maxCount: 1, maxBytes: { image: IMAGE_MAX_BYTES } } } },
    { tmpDir: uploadTmpDirs(options.dataDir).people },
  )
  try {
    const file = upload.files.find((f) => f.field === options.field)
    if (!file) throw Object.assign(new Error(`Choose an image to upload in "${options.field}"`), { statusCode: 400 })
    const image = await processImage(file.path, { store: options.storage })
    const url = mediaUrl(
      (image.sources.find((s) => s.format === 'webp' && s.width >= 960) ?? image.sources.at(-1))?.file ?? image.originalFile,
    )
    try {
      const applied = await options.within(async (trx) => {
        await createMediaRepository(trx).insert({
          id: image.id,
          kind: 'image',
          originalFile: image.originalFile,
          originalName: file.originalName,
          mimeType: image.mimeType,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          sources: image.sources,
        })
        if (!(await apply(url, trx))) throw new NotApplied()
        return true
      })
      return applied ? url : undefined
    } catch (err) {
      await removeImageFiles(options.storage, image.id)
      if (err instanceof NotApplied) return undefined
      throw err
    }
  } finally {
    await upload.discard()
  }
}

class NotApplied extends Error {}
