import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { mediaIdOf, type MediaImage } from '#core/media.ts'

export interface ImageSource {
  width: number
  file: string
  format: 'webp' | 'avif'
}

export interface NewMediaFile {
  id: string
  kind: 'image' | 'video' | 'document'
  originalFile: string
  originalName: string
  mimeType: string
  width: number | null
  height: number | null
  bytes: number
  sources: ImageSource[]
}

/** Public URL of a stored media file (served by the media route). */
export const mediaUrl = (file: string): string => `/media/${file}`

export function createMediaRepository(db: Kysely<Database>) {
  return {
    async insert(file: NewMediaFile, trx: Kysely<Database> = db): Promise<void> {
      await trx
        .insertInto('media_files')
        .values({
          id: file.id,
          kind: file.kind,
          original_file: file.originalFile,
          original_name: file.originalName,
          mime_type: file.mimeType,
          width: file.width,
          height: file.height,
          bytes: file.bytes,
          sources: JSON.stringify(file.sources),
          created_at: new Date().toISOString(),
        })
        .execute()
    },
    /** The URL a page should use for a single image: its 960 px WebP when there is one. */
    /** Deletes media rows (their files are the caller's to remove, after the commit). */
    async remove(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('media_files').where('id', 'in', ids).execute()
    },
    async displayUrl(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('media_files').select(['original_file', 'sources']).where('id', '=', id).executeTakeFirst()
      if (!row) return undefined
      const sources = JSON.parse(row.sources) as ImageSource[]
      const pick = sources.find((s) => s.format === 'webp' && s.width >= 960) ?? sources.filter((s) => s.format === 'webp').pop()
      return mediaUrl(pick?.file ?? row.original_file)
    },
    /** Responsive WebP sources of the stored images among these URLs, keyed by the URL given. */
    async imagesByUrl(urls: string[]): Promise<Record<string, MediaImage>> {
      const byId = new Map(urls.flatMap((url) => (mediaIdOf(url) ? [[mediaIdOf(url)!, url] as const] : [])))
      if (byId.size === 0) return {}
      const rows = await db
        .selectFrom('media_files')
        .select(['id', 'width', 'height', 'sources'])
        .where('id', 'in', [...byId.keys()])
        .where('kind', '=', 'image')
        .execute()
      const out: Record<string, MediaImage> = {}
      for (const row of rows) {
        const webp = (JSON.parse(row.sources) as ImageSource[]).filter((s) => s.format === 'webp').sort((a, b) => a.width - b.width)
        if (!webp.length || !row.width || !row.height) continue
        for (const url of urls.filter((u) => mediaIdOf(u) === row.id)) {
          out[url] = {
            src: url,
            srcSet: webp.map((s) => `${mediaUrl(s.file)} ${s.width}w`).join(', '),
            width: row.width,
            height: row.height,
          }
        }
      }
      return out
    },
  }
}
