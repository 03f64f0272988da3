import { createHash } from 'node:crypto'
import type { ObjectStore } from './object-store.ts'

// Moves the media and private files from one store to another (the data folder to the bucket: `npm run
// media:move`). Every object is checked after it is written: read back, its size and SHA-256 must match the
// source's. An object already in the destination with the same bytes is left alone, so a move that stopped half
// way is simply run again (docs/decisions/0086-media-on-object-storage.md).

/** What a move covers: the public media and the private files, not the upload folders in progress. */
const ROOTS = ['media/', 'private/'] as const
const SKIPPED = 'private/tmp/'

export interface MoveResult {
  /** Objects written to the destination. */
  moved: number
  /** Objects the destination already held with the same bytes. */
  present: number
  bytes: number
}

async function digestOf(store: ObjectStore, key: string): Promise<{ size: number; sha256: string } | undefined> {
  const read = await store.get(key)
  if (!read) return undefined
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of read.body as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { size, sha256: hash.digest('hex') }
}

/**
 * Copies every object of `from` to `to`, checking each; `removeMoved` deletes each one from `from` once it is
 * checked in `to`. Throws, naming the key, when an object does not arrive whole (what was checked stays moved).
 */
export async function moveMedia(
  from: ObjectStore,
  to: ObjectStore,
  options: { removeMoved?: boolean; onObject?: (key: string, state: 'moved' | 'present') => void } = {},
): Promise<MoveResult> {
  const result: MoveResult = { moved: 0, present: 0, bytes: 0 }
  for (const root of ROOTS) {
    for await (const object of from.list(root)) {
      if (object.key.startsWith(SKIPPED)) continue
      const source = await digestOf(from, object.key)
      if (!source) continue // removed since it was listed
      const there = await to.head(object.key)
      const same = async () => {
        const copy = await digestOf(to, object.key)
        return copy?.size === source.size && copy.sha256 === source.sha256
      }
      let state: 'moved' | 'present' = 'present'
      if (!there || there.size !== source.size || !(await same())) {
        await putFrom(from, to, object.key)
        if (!(await same())) throw new Error(`${object.key} did not arrive whole in ${to.location}: its size or checksum differs`)
        state = 'moved'
        result.moved++
        result.bytes += source.size
      } else result.present++
      if (options.removeMoved) await from.delete([object.key])
      options.onObject?.(object.key, state)
    }
  }
  return result
}

/** Writes one object of `from` into `to`: from its file when `from` is a folder, from its bytes otherwise. */
async function putFrom(from: ObjectStore, to: ObjectStore, key: string): Promise<void> {
  if (from.kind === 'folder') return to.put(key, { path: `${from.location}/${key}` })
  const read = await from.get(key)
  if (!read) return
  const chunks: Buffer[] = []
  for await (const chunk of read.body as AsyncIterable<Buffer>) chunks.push(chunk)
  await to.put(key, Buffer.concat(chunks))
}
