import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { StorageSetting } from '#server/config.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { createFolderStore } from '#server/storage/folder-store.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import { moveMedia } from '#server/storage/move-media.ts'

// Tests against an S3-compatible server they start themselves (s3rver, in this process, on a free loopback port,
// keeping its objects in a temporary folder). TEST_STORAGE=s3 makes every test app keep its media and private
// files there instead of the data folder (tests/helpers/app.ts; the "object storage" project of vitest.config.ts).

/** Whether this run's test apps keep media in object storage. */
export const objectStorageUnderTest = () => process.env.TEST_STORAGE === 's3'

export const TEST_BUCKET = 'site-media'

export interface TestObjectStore {
  setting: Extract<StorageSetting, { kind: 's3' }>
  endpoint: string
  stop(): Promise<void>
}

/** A fresh S3-compatible server with one empty bucket; `prefix` is where the app keeps its keys; `port` 0 for a free one. */
export async function startObjectStore(options: { prefix?: string; port?: number } = {}): Promise<TestObjectStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3-'))
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    setting: {
      kind: 's3',
      bucket: TEST_BUCKET,
      prefix: options.prefix ?? 'site',
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async stop() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** The environment that configures a server process or a command for `setting` (STORAGE=s3 and S3_*). */
export function storageEnv(setting: TestObjectStore['setting']): NodeJS.ProcessEnv {
  const { accessKeyId, secretAccessKey } = setting.credentials ?? {}
  const env: NodeJS.ProcessEnv = { STORAGE: 's3', S3_BUCKET: setting.bucket, S3_PREFIX: setting.prefix, S3_REGION: setting.region }
  if (setting.endpoint) Object.assign(env, { S3_ENDPOINT: setting.endpoint, S3_FORCE_PATH_STYLE: String(setting.forcePathStyle) })
  return { ...env, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey }
}

/** What a test site keeps its media in under TEST_STORAGE=s3, and the check made when it closes. */
export interface TestSiteStorage {
  setting: TestObjectStore['setting']
  /** Stops the server and fails when any media or private file was written to the site's data folder. */
  close(): Promise<void>
}

/**
 * Under TEST_STORAGE=s3, a fresh S3-compatible server for a test site over `dataDir` (a copied demo business's
 * photos moved into it first, as `npm run media:move -- --remove` would); otherwise undefined.
 */
export async function objectStorageFor(dataDir: string, options: { seeded?: boolean } = {}): Promise<TestSiteStorage | undefined> {
  if (!objectStorageUnderTest()) return undefined
  const server = await startObjectStore()
  if (options.seeded) {
    const to = openObjectStore({ dataDir, storage: server.setting })
    try {
      await moveMedia(createFolderStore(dataDir), to, { removeMoved: true })
    } finally {
      await to.close()
    }
  }
  return {
    setting: server.setting,
    async close() {
      await server.stop()
      // Object storage means nothing of the media or the private files on this server's disk.
      const local = [...filesUnder(path.join(dataDir, 'media')), ...filesUnder(path.join(dataDir, 'private', 'applications'))]
      if (local.length > 0) throw new Error(`With object storage, files were written to the data folder: ${local.slice(0, 5).join(', ')}`)
    },
  }
}

/** The keys a store keeps under `prefix` ("media/", "private/applications/"). */
export async function storedKeys(storage: ObjectStore, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const object of storage.list(prefix)) keys.push(object.key)
  return keys
}

/** The folders under `prefix` that hold at least one stored file (media ids, application ids). */
export async function storedFolders(storage: ObjectStore, prefix: string): Promise<string[]> {
  const keys = await storedKeys(storage, prefix)
  return [...new Set(keys.map((k) => k.slice(prefix.length).split('/')[0]))]
}

/** Files under `dir`, as paths relative to it (hidden partial files too): what a folder holds on this disk. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}

/** The bytes a store keeps under `key` (throws when it keeps none). */
export async function storedBytes(storage: ObjectStore, key: string): Promise<Buffer> {
  const read = await storage.get(key)
  if (!read) throw new Error(`${key} is not stored in ${storage.location}`)
  const parts: Buffer[] = []
  for await (const chunk of read.body as AsyncIterable<Buffer>) parts.push(chunk)
  return Buffer.concat(parts)
}
