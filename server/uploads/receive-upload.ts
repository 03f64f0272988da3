import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import {
  ARCHIVE_MAX_RATIO,
  ARCHIVE_MAX_UNPACKED_BYTES,
  FILE_KINDS,
  kindFromName,
  megabytes,
  type FileGroup,
  type FileKind,
  type FileWarning,
} from '#core/file-kinds.ts'
import { sniffKind } from './sniff-kind.ts'
import { archiveSize } from './office-archive.ts'
import { pdfWarnings } from './pdf-active-content.ts'
import { UPLOAD_FOLDER_PREFIX, UPLOAD_TOUCH_MS } from './leftover-uploads.ts'

// The one way an upload enters the server: each multipart
// file is streamed to a private temporary folder while its size is counted
// against the limits (the stream is cut the moment one is passed), its kind is
// decided from its first bytes (never its name or Content-Type), and any
// problem removes everything received so far. An Office document that would
// unpack past ARCHIVE_MAX_UNPACKED_BYTES (or ARCHIVE_MAX_RATIO times its size)
// is refused; a PDF with scripts or attached files is kept with a warning for
// staff (`warnings`). Callers then process or move
// the files (image pipeline, private application files) and call discard().
// The folder is touched every UPLOAD_TOUCH_MS until then: one left untouched
// longer belongs to a server that died, and is removed (./leftover-uploads.ts).

/** A 4xx whose message is written for the person who sent the files. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
    this.name = 'UploadError'
  }
}

export interface FileFieldRule {
  kinds: readonly FileKind[]
  /** Files this field may carry (1 for a single file input). */
  maxCount: number
  /** Per-file limit in bytes for each group the kinds belong to. */
  maxBytes: Partial<Record<FileGroup, number>>
}

export interface UploadRules {
  files: Record<string, FileFieldRule>
  /** All files together. */
  maxTotalBytes?: number
  /** Characters of one text field (default 20,000). */
  maxFieldChars?: number
  messages?: {
    unsupported?(name: string, rule: FileFieldRule): string
    tooLarge?(name: string, group: FileGroup, bytes: number, limit: number): string
  }
}

export interface ReceivedFile {
  field: string
  /** The name the sender gave, for display only (never used as a path). */
  originalName: string
  /** Where the bytes are now (inside a private temporary folder). */
  path: string
  bytes: number
  kind: FileKind
  group: FileGroup
  mime: string
  /** What staff should know before opening it (PDF scripts or attachments); empty for most files. */
  warnings: FileWarning[]
}

export interface ReceivedUpload {
  fields: Record<string, string>
  files: ReceivedFile[]
  /** Removes whatever is still in the temporary folder. */
  discard(): Promise<void>
}

// Enough for every container we accept (an Office document names its parts near the start of the zip).
const SNIFF_BYTES = 64 * 1024

const defaultUnsupported = (name: string, rule: FileFieldRule) =>
  `File "${name}" is not a supported format. Please use ${[...new Set(rule.kinds.map((k) => FILE_KINDS[k].extensions[0].toUpperCase()))].join(', ')} files.`
/** An Office document whose contents unpack past the limits (a "zip bomb" or near enough). */
export const unpacksTooLargeMessage = (name: string, bytes: number) =>
  `File "${name}" is too large once unpacked (${megabytes(bytes)}MB). Documents may unpack to at most ${ARCHIVE_MAX_UNPACKED_BYTES / 1024 / 1024}MB, and to at most ${ARCHIVE_MAX_RATIO} times their size.`
const defaultTooLarge = (name: string, _group: FileGroup, bytes: number, limit: number) =>
  `File "${name}" is too large (${megabytes(bytes)}MB). Files must be under ${Math.round(limit / 1024 / 1024)}MB.`

/** A display name safe to echo: no path, no control characters, at most 200 characters. */
export const displayName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, '')
    .trim()
    .slice(0, 200) || 'file'

export async function receiveUpload(request: FastifyRequest, rules: UploadRules, options: { tmpDir: string }): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new UploadError(400, 'Send the files as multipart/form-data')
  await fs.mkdir(options.tmpDir, { recursive: true })
  const dir = await fs.mkdtemp(path.join(options.tmpDir, UPLOAD_FOLDER_PREFIX))
  const touch = setInterval(() => {
    const now = new Date()
    fs.utimes(dir, now, now).catch(() => {})
  }, UPLOAD_TOUCH_MS)
  touch.unref()
  const discard = () => {
    clearInterval(touch)
    return fs.rm(dir, { recursive: true, force: true })
  }
  const fields: Record<string, string> = {}
  const files: ReceivedFile[] = []
  const counts = new Map<string, number>()
  let total = 0
  const maxFieldChars = rules.maxFieldChars ?? 20_000
  const unsupported = rules.messages?.unsupported ?? defaultUnsupported
  const tooLarge = rules.messages?.tooLarge ?? defaultTooLarge

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '')
        if (value.length > maxFieldChars) throw new UploadError(413, `The field "${part.fieldname}" is too long`)
        fields[part.fieldname] = value
        continue
      }
      const rule = rules.files[part.fieldname]
      const name = displayName(part.filename ?? '')
      if (!rule) {
        part.file.resume()
        throw new UploadError(400, `Unexpected file field "${part.fieldname}"`)
      }
      // An empty file input still sends a part with no name and no bytes.
      if (!part.filename) {
        part.file.resume()
        continue
      }
      const count = (counts.get(part.fieldname) ?? 0) + 1
      counts.set(part.fieldname, count)
      if (count > rule.maxCount) {
        part.file.resume()
        throw new UploadError(
          413,
          rule.maxCount === 1 ? `Send one file in "${part.fieldname}"` : `At most ${rule.maxCount} files in "${part.fieldname}"`,
        )
      }
      const target = path.join(dir, `${files.length}`)
      const meter = new UploadMeter(name, rule, rules.maxTotalBytes ?? Infinity, total, { unsupported, tooLarge })
      try {
        await pipeline(part.file, meter, createWriteStream(target))
      } catch (err) {
        part.file.resume()
        throw err instanceof UploadError ? err : (meter.failure ?? err)
      }
      if (!meter.kind || meter.bytes === 0) throw new UploadError(415, unsupported(name, rule))
      // The Word 97-2003 container (CFB) also holds other programs' files: a .doc must contain a WordDocument stream.
      if (meter.kind === 'doc' && !(await containsWordStream(target))) throw new UploadError(415, unsupported(name, rule))
      const warnings = await checkDocument(meter.kind, target, name, () => unsupported(name, rule))
      total += meter.bytes
      const kind = meter.kind
      files.push({
        field: part.fieldname,
        originalName: name,
        path: target,
        bytes: meter.bytes,
        kind,
        group: FILE_KINDS[kind].group,
        mime: FILE_KINDS[kind].mime,
        warnings,
      })
    }
  } catch (err) {
    await discard()
    // The rest of the body is read and dropped, so the browser receives the answer (a closed connection
    // shows as a network error mid-upload) and a kept-alive connection stays usable.
    request.raw.resume()
    if (err instanceof UploadError) throw err
    const code = (err as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new UploadError(413, 'The upload is larger than the server accepts')
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /multipart|boundary/i.test(String((err as Error).message)))
      throw new UploadError(400, 'The upload could not be read; please try again')
    throw err
  }
  return { fields, files, discard }
}

/** Counts bytes as they pass, decides the kind from the first bytes, and stops the stream at the first limit passed. */
class UploadMeter extends Transform {
  bytes = 0
  kind: FileKind | undefined
  failure: UploadError | undefined
  private head: Buffer[] = []
  private headBytes = 0
  private limit = Infinity

  constructor(
    private readonly name: string,
    private readonly rule: FileFieldRule,
    private readonly totalLimit: number,
    private readonly before: number,
    private readonly messages: Required<NonNullable<UploadRules['messages']>>,
  ) {
    super()
  }

  private fail(err: UploadError, callback: TransformCallback) {
    this.failure = err
    callback(err)
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length
    if (this.before + this.bytes > this.totalLimit)
      return this.fail(
        new UploadError(413, `The files are too large together: at most ${megabytes(this.totalLimit).replace(/\.0$/, '')}MB in all.`),
        callback,
      )
    if (this.kind) return this.checkSize(callback, chunk)
    this.head.push(chunk)
    this.headBytes += chunk.length
    if (this.headBytes < SNIFF_BYTES) return callback()
    void this.decide(callback)
  }

  override _flush(callback: TransformCallback): void {
    if (this.kind || this.headBytes === 0) return callback()
    void this.decide(callback)
  }

  private async decide(callback: TransformCallback) {
    const head = Buffer.concat(this.head)
    this.head = []
    const sniffed = await sniffKind(head)
    const claimed = kindFromName(this.name)
    // A file whose name claims another family than its bytes (a program or picture named .pdf or .docx) is refused.
    if (!sniffed || !this.rule.kinds.includes(sniffed) || (claimed && FILE_KINDS[claimed].group !== FILE_KINDS[sniffed].group))
      return this.fail(new UploadError(415, this.messages.unsupported(this.name, this.rule)), callback)
    this.kind = sniffed
    this.limit = this.rule.maxBytes[FILE_KINDS[sniffed].group] ?? Infinity
    this.checkSize(callback, head)
  }

  private checkSize(callback: TransformCallback, chunk: Buffer) {
    if (this.bytes > this.limit) {
      const group = FILE_KINDS[this.kind!].group
      return this.fail(new UploadError(413, this.messages.tooLarge(this.name, group, this.bytes, this.limit)), callback)
    }
    callback(null, chunk)
  }
}

/** Refuses a zip-based document that unpacks past the limits; answers a PDF's warnings. */
async function checkDocument(kind: FileKind, file: string, name: string, unsupported: () => string): Promise<FileWarning[]> {
  if (kind === 'docx') {
    const size = await archiveSize(await fs.readFile(file), { maxBytes: ARCHIVE_MAX_UNPACKED_BYTES, maxRatio: ARCHIVE_MAX_RATIO })
    if (!size.ok && size.reason === 'too-large') throw new UploadError(413, unpacksTooLargeMessage(name, size.unpackedBytes))
    if (!size.ok) throw new UploadError(415, unsupported())
  }
  if (kind === 'pdf') return pdfWarnings(await fs.readFile(file))
  return []
}

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

async function containsWordStream(file: string): Promise<boolean> {
  const data = await fs.readFile(file)
  return data.includes(WORD_STREAM)
}
