// What an upload may be, decided from its bytes on the server (server/uploads/)
// and from its name and type in the browser for instant messages. Limits are
// those of docs/product.md#content-uploads-api and docs/product.md#preferred-bidders-application.

export const FILE_KINDS = {
  jpeg: { group: 'image', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { group: 'image', mime: 'image/png', extensions: ['png'] },
  webp: { group: 'image', mime: 'image/webp', extensions: ['webp'] },
  gif: { group: 'image', mime: 'image/gif', extensions: ['gif'] },
  mp4: { group: 'video', mime: 'video/mp4', extensions: ['mp4', 'm4v'] },
  mov: { group: 'video', mime: 'video/quicktime', extensions: ['mov', 'qt'] },
  avi: { group: 'video', mime: 'video/x-msvideo', extensions: ['avi'] },
  webm: { group: 'video', mime: 'video/webm', extensions: ['webm'] },
  pdf: { group: 'document', mime: 'application/pdf', extensions: ['pdf'] },
  doc: { group: 'document', mime: 'application/msword', extensions: ['doc'] },
  docx: {
    group: 'document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
} as const

export type FileKind = keyof typeof FILE_KINDS
export type FileGroup = (typeof FILE_KINDS)[FileKind]['group']

export const IMAGE_KINDS = ['jpeg', 'png', 'webp', 'gif'] as const satisfies readonly FileKind[]
export const VIDEO_KINDS = ['mp4', 'mov', 'avi', 'webm'] as const satisfies readonly FileKind[]
export const DOCUMENT_KINDS = ['pdf', 'doc', 'docx'] as const satisfies readonly FileKind[]

const MB = 1024 * 1024
/** Hero gallery: images 15 MB (15728640 bytes), videos 100 MB (104857600 bytes). */
export const GALLERY_IMAGE_MAX_BYTES = 15 * MB
export const GALLERY_VIDEO_MAX_BYTES = 100 * MB
/** The limits the upload help text states, enforced for every other content upload: images 10 MB, videos 50 MB. */
export const IMAGE_MAX_BYTES = 10 * MB
export const VIDEO_MAX_BYTES = 50 * MB
/** Preferred-bidder applications: 15 MB a file, 10 project files, 60 MB in all. */
export const APPLICATION_FILE_MAX_BYTES = 15 * MB
export const APPLICATION_PROJECT_FILES_MAX = 10
export const APPLICATION_TOTAL_MAX_BYTES = 60 * MB
/**
 * An image is decoded only up to this many pixels (a "pixel flood" is refused before it is decoded): 40 million, more
 * than any phone or camera photo a form needs (docs/decisions/0082-upload-memory-budget-and-file-rules.md).
 */
export const IMAGE_MAX_PIXELS = 40_000_000

/** The refusal of an image above IMAGE_MAX_PIXELS; with the file's name in the application form's words. */
export const tooManyPixelsMessage = (width: number, height: number, name?: string): string =>
  name
    ? `File "${name}" is too large (${width} x ${height} pixels). Images may have at most ${IMAGE_MAX_PIXELS / 1_000_000} million pixels.`
    : `The image is too large (${width} x ${height} pixels). Images may have at most ${IMAGE_MAX_PIXELS / 1_000_000} million pixels.`

/** An Office document (a zip archive) may unpack to at most this many bytes in all, and at most this many times its size. */
export const ARCHIVE_MAX_UNPACKED_BYTES = 50 * MB
export const ARCHIVE_MAX_RATIO = 100

/** What staff are told about a stored document that can do more than show text (PDF scripts, actions, attachments). */
export const FILE_WARNINGS = {
  scripts: 'Contains scripts or automatic actions',
  'embedded-files': 'Contains embedded files',
} as const
export type FileWarning = keyof typeof FILE_WARNINGS
export const FILE_WARNING_NAMES = Object.keys(FILE_WARNINGS) as [FileWarning, ...FileWarning[]]

/** A sender's file name with the extension of the kind its bytes showed (the sender's own extension is dropped). */
export function nameWithExtension(name: string, ext: string): string {
  const base = name
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\.[^.\s]{1,10}$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 180)
  return `${base || 'file'}.${ext}`
}

/** The kind a file name claims, from its extension (undefined when it names none we know). */
export function kindFromName(name: string): FileKind | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  if (!ext) return undefined
  return (Object.keys(FILE_KINDS) as FileKind[]).find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(ext))
}

/** The value of an <input type="file" accept> for these kinds. */
export const acceptFor = (kinds: readonly FileKind[]): string =>
  kinds.flatMap((k) => [FILE_KINDS[k].mime, ...FILE_KINDS[k].extensions.map((e) => `.${e}`)]).join(',')

/** Megabytes with one decimal, as the spec's messages show sizes ("{size}MB"). */
export const megabytes = (bytes: number): string => (bytes / MB).toFixed(1)
