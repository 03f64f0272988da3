import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { FILE_KINDS } from '#core/file-kinds.ts'
import { UPLOAD_PROFILES, uploadMessages, type UploadProfileName } from '#core/content/content-uploads.ts'
import { receiveUpload } from '#server/uploads/receive-upload.ts'
import { mediaKey, processImage, removeImageFiles } from '#server/media/image-pipeline.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { createMediaRepository, mediaUrl, type NewMediaFile } from '#server/media/media.repository.ts'
import { newId } from '#server/db/ids.ts'

// Stores the content manager's uploads (docs/product.md#content-uploads-api):
// the one upload intake receives them (limits cut while streaming, kind from
// the bytes), images go through the image pipeline (re-encoded, no metadata,
// responsive WebP sizes), videos are kept as sent under a server-made name.
// Every file is recorded in media_files; if anything fails, every file of the
// request is removed again, so a refused batch leaves nothing behind.

export interface ContentMediaOptions {
  storage: ObjectStore
  tmpDir: string
}

/** The URL a page shows for a stored image: its 960 px WebP, or the largest there is (core/media.ts derives the srcset). */
export function displayUrlOf(file: NewMediaFile): string {
  const webp = file.sources.filter((s) => s.format === 'webp')
  const pick = webp.find((s) => s.width >= 960) ?? webp.at(-1)
  return mediaUrl(pick?.file ?? file.originalFile)
}

export function createContentMedia(db: Kysely<Database>, options: ContentMediaOptions) {
  const media = createMediaRepository(db)

  return {
    /** Receives the files of `field` under the profile's rules and answers their public URLs in the order sent. */
    async store(request: FastifyRequest, field: string, profileName: UploadProfileName): Promise<string[]> {
      const profile = UPLOAD_PROFILES[profileName]
      const upload = await receiveUpload(
        request,
        {
          files: { [field]: { kinds: profile.kinds, maxCount: profile.maxCount, maxBytes: profile.maxBytes } },
          maxFieldChars: 200,
          messages: { unsupported: (name) => uploadMessages.unsupported(name, profile), tooLarge: uploadMessages.tooLarge },
        },
        { tmpDir: options.tmpDir },
      )
      const stored: NewMediaFile[] = []
      try {
        if (upload.files.length === 0) throw Object.assign(new Error('Choose a file to upload.'), { statusCode: 400 })
        for (const file of upload.files) {
          if (file.group === 'image') {
            const image = await processImage(file.path, { store: options.storage })
            stored.push({ ...image, kind: 'image', originalName: file.originalName })
          } else {
            const id = newId()
            const originalFile = `${id}/original.${FILE_KINDS[file.kind].extensions[0]}`
            stored.push({
              id,
              kind: 'video',
              originalFile,
              originalName: file.originalName,
              mimeType: file.mime,
              width: null,
              height: null,
              bytes: file.bytes,
              sources: [],
            })
            await options.storage.put(mediaKey(originalFile), { path: file.path }, { contentType: file.mime })
          }
        }
        await db.transaction().execute(async (trx) => {
          for (const file of stored) await media.insert(file, trx)
        })
      } catch (err) {
        await Promise.all(stored.map((f) => removeImageFiles(options.storage, f.id)))
        throw err
      } finally {
        await upload.discard()
      }
      return stored.map(displayUrlOf)
    },
  }
}

export type ContentMedia = ReturnType<typeof createContentMedia>
