import zlib from 'node:zlib'

// What an Office document (DOCX and the other zip-based formats) unpacks to,
// read from the zip's central directory without extracting anything, then
// checked against the entries' real data: each deflated entry is inflated as
// a stream, counted and dropped, and stopped as soon as the archive passes its
// allowance (a forged directory cannot hide a "zip bomb").

export type ArchiveSize =
  | { ok: true; entries: number; unpackedBytes: number }
  /** Not a readable zip archive (no central directory, entries out of the file, unknown layout). */
  | { ok: false; reason: 'damaged' }
  /** Declares, or really holds, more than the limits allow. */
  | { ok: false; reason: 'too-large'; unpackedBytes: number }

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const MAX_ENTRIES = 10_000

interface Entry {
  method: number
  compressed: number
  unpacked: number
  localOffset: number
}

/** The entries of the central directory, or undefined when the archive cannot be read. */
function centralDirectory(data: Buffer): Entry[] | undefined {
  // The end record is in the last 22 bytes plus at most a 64 KB comment.
  let end = -1
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === EOCD) {
      end = at
      break
    }
  }
  if (end < 0) return undefined
  let count = data.readUInt16LE(end + 10)
  let size = data.readUInt32LE(end + 12)
  let offset = data.readUInt32LE(end + 16)
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = end - 20
    if (locator < 0 || data.readUInt32LE(locator) !== ZIP64_LOCATOR) return undefined
    const at = Number(data.readBigUInt64LE(locator + 8))
    if (at + 56 > data.length || data.readUInt32LE(at) !== ZIP64_EOCD) return undefined
    count = Number(data.readBigUInt64LE(at + 32))
    size = Number(data.readBigUInt64LE(at + 40))
    offset = Number(data.readBigUInt64LE(at + 48))
  }
  if (count > MAX_ENTRIES || offset + size > data.length) return undefined
  const entries: Entry[] = []
  let at = offset
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return undefined
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    const entry: Entry = {
      method: data.readUInt16LE(at + 10),
      compressed: data.readUInt32LE(at + 20),
      unpacked: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    }
    // Sizes too large for 32 bits are in the ZIP64 extra field (id 1), in this order, only those that overflowed.
    if (entry.unpacked === 0xffffffff || entry.compressed === 0xffffffff || entry.localOffset === 0xffffffff) {
      const extraStart = at + 46 + nameLength
      let e = extraStart
      while (e + 4 <= extraStart + extraLength) {
        const id = data.readUInt16LE(e)
        const length = data.readUInt16LE(e + 2)
        if (id === 1) {
          let v = e + 4
          for (const key of ['unpacked', 'compressed', 'localOffset'] as const) {
            if (entry[key] !== 0xffffffff) continue
            if (v + 8 > e + 4 + length) return undefined
            entry[key] = Number(data.readBigUInt64LE(v))
            v += 8
          }
        }
        e += 4 + length
      }
    }
    entries.push(entry)
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** Bytes one deflated entry really inflates to, stopping once past `stopAfter` (what is left of the allowance). */
function inflatedBytes(data: Buffer, stopAfter: number): Promise<number> {
  return new Promise((resolve) => {
    let bytes = 0
    const inflate = zlib.createInflateRaw()
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > stopAfter) {
        inflate.destroy()
        resolve(bytes)
      }
    })
    inflate.on('end', () => resolve(bytes))
    // A damaged stream counts what came out before the damage.
    inflate.on('error', () => resolve(bytes))
    inflate.end(data)
  })
}

/** Whether a zip-based document stays within `maxBytes` unpacked and `maxRatio` times its own size. */
export async function archiveSize(data: Buffer, limits: { maxBytes: number; maxRatio: number }): Promise<ArchiveSize> {
  const entries = centralDirectory(data)
  if (!entries) return { ok: false, reason: 'damaged' }
  const allowed = Math.min(limits.maxBytes, data.length * limits.maxRatio)
  const declared = entries.reduce((n, e) => n + e.unpacked, 0)
  if (declared > allowed) return { ok: false, reason: 'too-large', unpackedBytes: declared }
  let real = 0
  for (const entry of entries) {
    const at = entry.localOffset
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) return { ok: false, reason: 'damaged' }
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28)
    if (start + entry.compressed > data.length) return { ok: false, reason: 'damaged' }
    if (entry.method === 0) real += entry.compressed
    else if (entry.method === 8) real += await inflatedBytes(data.subarray(start, start + entry.compressed), allowed - real)
    else real += entry.unpacked
    if (real > allowed) return { ok: false, reason: 'too-large', unpackedBytes: Math.max(real, declared) }
  }
  return { ok: true, entries: entries.length, unpackedBytes: Math.max(real, declared) }
}
