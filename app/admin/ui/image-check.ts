import { IMAGE_KINDS, IMAGE_MAX_BYTES, kindFromName, megabytes } from '#core/file-kinds.ts'

/**
 * The browser's quick check of a chosen image (type by its name, size), in the server's words; `noun` ends the
 * format message ("files" for a person's picture, "photos" for a listing's). '' when it may be sent: the server
 * decides again from the bytes.
 */
export function checkImage(file: File, noun: 'files' | 'photos'): string {
  const kind = kindFromName(file.name)
  if (!kind || !(IMAGE_KINDS as readonly string[]).includes(kind))
    return `File "${file.name}" is not a supported format. Please use JPG, PNG, WebP or GIF ${noun}.`
  if (file.size > IMAGE_MAX_BYTES) return `Image "${file.name}" is too large (${megabytes(file.size)}MB). Images must be under 10MB.`
  return ''
}
