import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { promisify } from 'node:util'

// The backup archive (docs/decisions/0083-backups.md): a tar (POSIX ustar) of
// regular files, gzip-compressed, written and read as streams so a large media
// folder takes constant memory. With a key it is encrypted with AES-256-GCM:
//
//   "OHBKENC1" (8 bytes) | scrypt salt (16) | GCM IV (12) | key check (16) | ciphertext of the .tar.gz | GCM tag (16)
//
// The key check is HMAC-SHA256(derived key, "backup key check"), cut to 16 bytes: a wrong key is told apart from a
// damaged archive before anything is decrypted. A plain archive starts with gzip's 1f 8b.

/** A reason an archive cannot be read, in words for the operator. */
export class ArchiveError extends Error {}

export const ENCRYPTED_MAGIC = Buffer.from('OHBKENC1')
const SALT_BYTES = 16
const IV_BYTES = 12
const CHECK_BYTES = 16
const TAG_BYTES = 16
const HEADER_BYTES = ENCRYPTED_MAGIC.length + SALT_BYTES + IV_BYTES + CHECK_BYTES

const scryptAsync = promisify(scrypt) as (key: string, salt: Buffer, length: number) => Promise<Buffer>
const keyCheck = (key: Buffer) => createHmac('sha256', key).update('backup key check').digest().subarray(0, CHECK_BYTES)

// ---------------------------------------------------------------------------------------------------------------------
// Writing

/** One file of the archive: its name inside it, its size, and its bytes (exactly `size` of them are written). */
export interface ArchiveEntry {
  name: string
  size: number
  bytes(): AsyncIterable<Buffer>
}

export interface WrittenEntry {
  name: string
  size: number
  sha256: string
}

const BLOCK = 512

function octal(value: number, length: number): Buffer {
  const field = Buffer.alloc(length)
  const digits = value.toString(8)
  if (digits.length <= length - 1) {
    field.write(digits.padStart(length - 1, '0'), 'ascii')
    return field
  }
  // Larger than the octal field holds (a file of 8 GiB or more): GNU base-256, big-endian, first bit set.
  let rest = BigInt(value)
  for (let i = length - 1; i > 0; i--) {
    field[i] = Number(rest & 0xffn)
    rest >>= 8n
  }
  field[0] = 0x80
  return field
}

function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK)
  const bytes = Buffer.from(name, 'utf8')
  let prefix = Buffer.alloc(0)
  let base = bytes
  if (bytes.length > 100) {
    // ustar splits a long name at a slash: up to 155 bytes of prefix, up to 100 of name.
    const at = [...name.matchAll(/\//g)]
      .map((m) => m.index)
      .find((i) => Buffer.byteLength(name.slice(0, i)) <= 155 && Buffer.byteLength(name.slice(i + 1)) <= 100)
    if (at === undefined) throw new ArchiveError(`The file name is too long for the archive: ${name}`)
    prefix = Buffer.from(name.slice(0, at), 'utf8')
    base = Buffer.from(name.slice(at + 1), 'utf8')
  }
  base.copy(header, 0)
  header.write('0000644\0', 100, 'ascii')
  header.write('0000000\0', 108, 'ascii')
  header.write('0000000\0', 116, 'ascii')
  octal(size, 12).copy(header, 124)
  octal(Math.floor(mtime.getTime() / 1000), 12).copy(header, 136)
  header.write('        ', 148, 'ascii')
  header.write('0', 156, 'ascii')
  header.write('ustar\0', 257, 'ascii')
  header.write('00', 263, 'ascii')
  prefix.copy(header, 345)
  let sum = 0
  for (const byte of header) sum += byte
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii')
  return header
}

/**
 * The tar stream of `entries`, then the entry `last()` returns once every other one is written (the manifest,
 * which lists their checksums). Each entry's SHA-256 is computed over the bytes written; a file that changed
 * size while it was read is cut or padded with zeros to the size its header gave, and its checksum is of that.
 */
export async function* tarStream(
  entries: AsyncIterable<ArchiveEntry>,
  written: WrittenEntry[],
  last: () => ArchiveEntry,
  mtime: Date,
): AsyncGenerator<Buffer> {
  const one = async function* (entry: ArchiveEntry, record: boolean): AsyncGenerator<Buffer> {
    yield tarHeader(entry.name, entry.size, mtime)
    const hash = createHash('sha256')
    let left = entry.size
    for await (const chunk of entry.bytes()) {
      if (left === 0) break
      const part = chunk.length > left ? chunk.subarray(0, left) : chunk
      hash.update(part)
      left -= part.length
      yield part
    }
    while (left > 0) {
      const zeros = Buffer.alloc(Math.min(left, 64 * 1024))
      hash.update(zeros)
      left -= zeros.length
      yield zeros
    }
    const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK
    if (pad) yield Buffer.alloc(pad)
    if (record) written.push({ name: entry.name, size: entry.size, sha256: hash.digest('hex') })
  }
  for await (const entry of entries) yield* one(entry, true)
  yield* one(last(), false)
  yield Buffer.alloc(BLOCK * 2)
}

/** An entry of bytes held in memory (the small JSON files). */
export const bufferEntry = (name: string, data: Buffer): ArchiveEntry => ({
  name,
  size: data.length,
  async *bytes() {
    yield data
  },
})

/** Writes the tar stream to `file`, gzip-compressed, and encrypted when a key is given. */
export async function writeArchive(source: AsyncIterable<Buffer>, file: string, key?: string): Promise<void> {
  const out = fs.createWriteStream(file, { flags: 'wx' })
  if (!key) {
    await pipeline(source, zlib.createGzip({ level: 6 }), out)
    return
  }
  const salt = randomBytes(SALT_BYTES)
  const iv = randomBytes(IV_BYTES)
  const derived = await scryptAsync(key, salt, 32)
  const cipher = createCipheriv('aes-256-gcm', derived, iv)
  const encrypt = async function* (plain: AsyncIterable<Buffer>) {
    yield Buffer.concat([ENCRYPTED_MAGIC, salt, iv, keyCheck(derived)])
    for await (const chunk of plain) yield cipher.update(chunk)
    yield cipher.final()
    yield cipher.getAuthTag()
  }
  await pipeline(source, zlib.createGzip({ level: 6 }), encrypt, out)
}

// ---------------------------------------------------------------------------------------------------------------------
// Reading

/** Where one entry's bytes go while the archive is read. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>
  end(): Promise<void>
}

/** Exactly-n reads over a stream of chunks, without gathering more than asked. */
class ByteReader {
  private head: Buffer = Buffer.alloc(0)
  private readonly it: AsyncIterator<Buffer>
  constructor(source: AsyncIterable<Buffer>) {
    this.it = source[Symbol.asyncIterator]()
  }
  private async fill(): Promise<boolean> {
    while (this.head.length === 0) {
      const next = await this.it.next()
      if (next.done) return false
      this.head = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value)
    }
    return true
  }
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n
    while (left > 0) {
      if (!(await this.fill())) throw new ArchiveError('The archive ends early: it is incomplete or damaged.')
      const size = Math.min(left, this.head.length)
      yield this.head.subarray(0, size)
      this.head = this.head.subarray(size)
      left -= size
    }
  }
  async exactly(n: number): Promise<Buffer> {
    const parts: Buffer[] = []
    for await (const part of this.take(n)) parts.push(part)
    return Buffer.concat(parts)
  }
  /** Reads to the end (the gzip trailer and the GCM tag are checked only then). */
  async drain(): Promise<void> {
    while (await this.fill()) this.head = Buffer.alloc(0)
  }
}

function parseSize(field: Buffer): number {
  if (field[0] & 0x80) {
    let value = 0n
    for (let i = 1; i < field.length; i++) value = (value << 8n) | BigInt(field[i])
    return Number(value)
  }
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim()
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError('The archive is damaged: a file size is not readable.')
  return parseInt(text, 8)
}

const cString = (field: Buffer) => {
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8')
}

/** A name is safe to write under a folder: relative, no "..", no empty or dot parts. */
export const safeEntryName = (name: string): boolean =>
  name.length > 0 && !name.startsWith('/') && !name.includes('\\') && name.split('/').every((p) => p !== '' && p !== '.' && p !== '..')

/** Reads a tar stream, handing each regular file to the sink `open` gives for it. */
export async function readTar(
  source: AsyncIterable<Buffer>,
  open: (entry: { name: string; size: number }) => Promise<EntrySink>,
): Promise<void> {
  const reader = new ByteReader(source)
  for (;;) {
    const header = await reader.exactly(BLOCK)
    if (header.every((b) => b === 0)) break
    let sum = 0
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]
    if (parseInt(cString(header.subarray(148, 156)).trim(), 8) !== sum)
      throw new ArchiveError('The archive is damaged: a file header does not match its checksum.')
    const type = String.fromCharCode(header[156])
    const prefix = cString(header.subarray(345, 500))
    const base = cString(header.subarray(0, 100))
    const name = prefix ? `${prefix}/${base}` : base
    const size = parseSize(header.subarray(124, 136))
    if (type !== '0' && type !== '\0') throw new ArchiveError(`The archive holds something other than a file: ${name}`)
    if (!safeEntryName(name)) throw new ArchiveError(`The archive names a file outside its folder: ${name}`)
    const sink = await open({ name, size })
    for await (const chunk of reader.take(size)) await sink.write(chunk)
    await sink.end()
    await reader.exactly((BLOCK - (size % BLOCK)) % BLOCK)
  }
  await reader.drain()
}

/** Whether an archive file is encrypted (false for a plain one; an ArchiveError when it is neither). */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r')
  try {
    const start = Buffer.alloc(ENCRYPTED_MAGIC.length)
    const { bytesRead } = await handle.read(start, 0, start.length, 0)
    if (bytesRead >= 2 && start[0] === 0x1f && start[1] === 0x8b) return false
    if (bytesRead === start.length && start.equals(ENCRYPTED_MAGIC)) return true
    throw new ArchiveError(`${file} is not a backup archive of this site.`)
  } finally {
    await handle.close()
  }
}

/**
 * Reads an archive file (decrypting it with `key` when it is encrypted) and hands its files to `open`.
 * Refuses an encrypted archive without a key, or with another key, before reading any of it.
 */
export async function readArchive(
  file: string,
  key: string | undefined,
  open: (entry: { name: string; size: number }) => Promise<EntrySink>,
): Promise<{ encrypted: boolean }> {
  const encrypted = await isEncrypted(file)
  const consume = (source: AsyncIterable<Buffer>) => readTar(source, open)
  const damaged = (err: unknown): never => {
    if (err instanceof ArchiveError) throw err
    const message = err instanceof Error ? err.message : String(err)
    if (/authenticate/i.test(message)) throw new ArchiveError('The archive is damaged or was altered: its encryption tag does not match.')
    if ((err as { code?: string }).code?.startsWith('Z_')) throw new ArchiveError(`The archive is damaged: ${message}.`)
    throw err
  }
  if (!encrypted) {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), consume).catch(damaged)
    return { encrypted }
  }
  if (!key) throw new ArchiveError('This archive is encrypted: set BACKUP_KEY to the key it was made with.')
  const { size } = await fs.promises.stat(file)
  if (size < HEADER_BYTES + TAG_BYTES) throw new ArchiveError('The archive ends early: it is incomplete or damaged.')
  const handle = await fs.promises.open(file, 'r')
  const header = Buffer.alloc(HEADER_BYTES)
  const tag = Buffer.alloc(TAG_BYTES)
  try {
    await handle.read(header, 0, HEADER_BYTES, 0)
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES)
  } finally {
    await handle.close()
  }
  let at = ENCRYPTED_MAGIC.length
  const salt = header.subarray(at, (at += SALT_BYTES))
  const iv = header.subarray(at, (at += IV_BYTES))
  const check = header.subarray(at, (at += CHECK_BYTES))
  const derived = await scryptAsync(key, salt, 32)
  if (!timingSafeEqual(check, keyCheck(derived)))
    throw new ArchiveError('BACKUP_KEY does not open this archive: it was encrypted with another key.')
  const decipher = createDecipheriv('aes-256-gcm', derived, iv)
  decipher.setAuthTag(tag)
  const body = fs.createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 })
  await pipeline(body, decipher, zlib.createGunzip(), consume).catch(damaged)
  return { encrypted }
}
