import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { mediaIdOf, type MediaImage } from '#core/media.ts'
import { objectPosition, type Crop, type ImageDetails } from '#core/image-details.ts'

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
  /** What the image shows (the demo business's pictures come described). */
  alt?: string
}

/** Public URL of a stored media file (served by the media route). */
export const mediaUrl = (file: string): string => `/media/${file}`

/** The URL a page uses for a single image: its 960 px WebP when there is one, else its largest, else the original. */
function displayFile(sources: ImageSource[], originalFile: string): string {
  const pick = sources.find((s) => s.format === 'webp' && s.width >= 960) ?? sources.filter((s) => s.format === 'webp').pop()
  return mediaUrl(pick?.file ?? originalFile)
}

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
          alt: file.alt ?? '',
          original_width: file.width,
          original_height: file.height,
        })
        .execute()
    },
    /** Deletes media rows (their files are the caller's to remove, after the commit). */
    async remove(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('media_files').where('id', 'in', ids).execute()
    },
    /** A stored image's framing and description as the portal's image dialog edits it. */
    async details(id: string): Promise<ImageDetails | undefined> {
      const row = await db.selectFrom('media_files').selectAll().where('id', '=', id).where('kind', '=', 'image').executeTakeFirst()
      if (!row) return undefined
      const sources = JSON.parse(row.sources) as ImageSource[]
      return {
        id: row.id,
        originalUrl: mediaUrl(row.original_file),
        originalWidth: row.original_width ?? row.width ?? 0,
        originalHeight: row.original_height ?? row.height ?? 0,
        url: displayFile(sources, row.original_file),
        width: row.width ?? 0,
        height: row.height ?? 0,
        crop: row.crop ? (JSON.parse(row.crop) as Crop) : null,
        focus: { x: row.focus_x, y: row.focus_y },
        alt: row.alt,
        decorative: row.decorative === 1,
      }
    },
    /** Stores what the image dialog saved; `reframed` when the crop changed and its sizes were made again. */
    async saveDetails(
      id: string,
      details: Pick<ImageDetails, 'crop' | 'focus' | 'alt' | 'decorative'>,
      reframed?: { width: number; height: number; sources: ImageSource[]; revision: number },
      trx: Kysely<Database> = db,
    ): Promise<void> {
      await trx
        .updateTable('media_files')
        .set({
          crop: details.crop ? JSON.stringify(details.crop) : null,
          focus_x: details.focus.x,
          focus_y: details.focus.y,
          alt: details.alt,
          decorative: details.decorative ? 1 : 0,
          ...(reframed && {
            width: reframed.width,
            height: reframed.height,
            sources: JSON.stringify(reframed.sources),
            revision: reframed.revision,
          }),
        })
        .where('id', '=', id)
        .execute()
    },
    /** What re-deriving an image's sizes needs: its original, revision and upright size. */
    async framingSource(id: string) {
      return db
        .selectFrom('media_files')
        .select(['id', 'original_file', 'revision', 'crop', 'sources', 'width', 'height', 'original_width', 'original_height'])
        .where('id', '=', id)
        .where('kind', '=', 'image')
        .executeTakeFirst()
    },
    /** The stored images among `ids` that neither say what they show nor are marked decorative. */
    async undescribed(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return []
      const rows = await db
        .selectFrom('media_files')
        .select('id')
        .where('id', 'in', ids)
        .where('kind', '=', 'image')
        .where('alt', '=', '')
        .where('decorative', '=', 0)
        .execute()
      return rows.map((r) => r.id)
    },
    /** Responsive WebP sources of the stored images among these URLs, keyed by the URL given. */
    async imagesByUrl(urls: string[]): Promise<Record<string, MediaImage>> {
      const byId = new Map(urls.flatMap((url) => (mediaIdOf(url) ? [[mediaIdOf(url)!, url] as const] : [])))
      if (byId.size === 0) return {}
      const rows = await db
        .selectFrom('media_files')
        .select(['id', 'width', 'height', 'sources', 'original_file', 'alt', 'decorative', 'focus_x', 'focus_y'])
        .where('id', 'in', [...byId.keys()])
        .where('kind', '=', 'image')
        .execute()
      const out: Record<string, MediaImage> = {}
      for (const row of rows) {
        const webp = (JSON.parse(row.sources) as ImageSource[]).filter((s) => s.format === 'webp').sort((a, b) => a.width - b.width)
        if (!webp.length || !row.width || !row.height) continue
        for (const url of urls.filter((u) => mediaIdOf(u) === row.id)) {
          out[url] = {
            // The current crop's display size: a URL kept in content names the sizes of the image's first crop.
            src: displayFile(webp, row.original_file),
            srcSet: webp.map((s) => `${mediaUrl(s.file)} ${s.width}w`).join(', '),
            width: row.width,
            height: row.height,
            alt: row.decorative === 1 ? '' : row.alt,
            described: row.decorative === 1 || row.alt !== '',
            position: objectPosition({ x: row.focus_x, y: row.focus_y }),
          }
        }
      }
      return out
    },
  }
}
