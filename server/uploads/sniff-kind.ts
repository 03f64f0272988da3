import { fileTypeFromBuffer } from 'file-type'
import type { FileKind } from '#core/file-kinds.ts'

// file-type's answer mapped to the kinds we accept; anything else is undefined.
const BY_EXT: Record<string, FileKind> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mov',
  qt: 'mov',
  avi: 'avi',
  webm: 'webm',
  pdf: 'pdf',
  docx: 'docx',
  // The Word 97-2003 container; receive-upload.ts checks it holds a Word document.
  cfb: 'doc',
}

/** The kind of a file from its first bytes (up to 64 KB). */
export async function sniffKind(head: Buffer): Promise<FileKind | undefined> {
  const type = await fileTypeFromBuffer(head)
  return type ? BY_EXT[type.ext] : undefined
}
