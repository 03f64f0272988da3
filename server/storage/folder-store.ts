import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import { assertSafeKey, resolveRange, type ObjectStore, type StoredObject } from './object-store.ts'

// Objects as files in the data folder: `media/<id>/w960.webp` is DATA_DIR/media/<id>/w960.webp, as before object
// storage existed. A file is written under a hidden partial name and renamed, so a reader never sees half of one
// (and listings skip hidden names); folders left empty by a delete are removed.

const etagOf = (stat: fs.Stats) => `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`

export function createFolderStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  const statFile = (file: string) =>
    fsp.stat(file).then(
      (s) => (s.isFile() ? s : undefined),
      () => undefined,
    )

  /** Removes the empty folders above a deleted file, up to the area's own folder (media/, private/). */
  async function pruneFolders(key: string) {
    const parts = key.split('/').slice(0, -1)
    while (parts.length > 1) {
      const removed = await fsp.rmdir(path.join(root, ...parts)).then(
        () => true,
        () => false,
      )
      if (!removed) return
      parts.pop()
    }
  }

  async function* walk(relative: string, prefix: string): AsyncGenerator<StoredObject> {
    const entries = await fsp.readdir(path.join(root, relative), { withFileTypes: true }).catch(() => [])
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const key = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(key, prefix)
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const stat = await statFile(path.join(root, key))
        if (stat) yield { key, size: stat.size, lastModified: stat.mtime }
      }
    }
  }

  return {
    kind: 'folder',
    location: root,
    async put(key, source) {
      const file = fileOf(key)
      await fsp.mkdir(path.dirname(file), { recursive: true })
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.part`)
      try {
        if (Buffer.isBuffer(source)) await fsp.writeFile(partial, source)
        else await fsp.copyFile(source.path, partial)
        await fsp.rename(partial, file)
      } catch (err) {
        await fsp.rm(partial, { force: true })
        throw err
      }
    },
    async get(key, options = {}) {
      const file = fileOf(key)
      let handle: fsp.FileHandle
      try {
        handle = await fsp.open(file, 'r')
      } catch {
        return undefined
      }
      try {
        const stat = await handle.stat()
        if (!stat.isFile()) {
          await handle.close()
          return undefined
        }
        const range = options.range ? resolveRange(options.range, stat.size) : undefined
        const start = range?.start ?? 0
        const end = range?.end ?? stat.size - 1
        const body = handle.createReadStream({ start, end: Math.max(end, start), autoClose: true })
        return { key, size: stat.size, lastModified: stat.mtime, etag: etagOf(stat), body, length: end - start + 1, range }
      } catch (err) {
        await handle.close()
        throw err
      }
    },
    async head(key) {
      const stat = await statFile(fileOf(key))
      return stat && { key, size: stat.size, lastModified: stat.mtime, etag: etagOf(stat) }
    },
    async delete(keys) {
      for (const key of keys) {
        await fsp.rm(fileOf(key), { force: true })
        await pruneFolders(key)
      }
    },
    list(prefix) {
      return walk('', prefix)
    },
    async close() {},
  }
}

/** Streams an object's bytes into a file (backups' work folders, the demo photo cache). */
export async function copyToFile(body: NodeJS.ReadableStream, file: string): Promise<void> {
  await pipeline(body, fs.createWriteStream(file))
}
