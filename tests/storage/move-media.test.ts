import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runScript } from '#tests/helpers/run-script.ts'
import { startObjectStore, storageEnv, storedBytes, storedKeys, type TestObjectStore } from '#tests/helpers/object-storage.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'

// `npm run media:move` as an operator runs it when switching to object storage: every photo, video and private
// file of DATA_DIR arrives in the bucket with the same bytes, upload folders in progress stay behind, a second run
// moves nothing, an object that differs is written again, and `--remove` empties the folder only of what is safely
// in the store.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'media-move-'))
let s3: TestObjectStore
let store: ObjectStore
const dataDir = path.join(scratch, 'data')
const files: Record<string, Buffer> = {
  'media/0123456789abcdef01234567/original.jpg': Buffer.alloc(40_000, 1),
  'media/0123456789abcdef01234567/w480.webp': Buffer.from('RIFF....WEBPVP8 '),
  'media/89abcdef0123456789abcdef/original.mp4': Buffer.alloc(300_000, 2),
  'private/applications/PB-1700000000000-abc1234/0a1b2c3d4e5f60718293a4b5.pdf': Buffer.from('%PDF-1.4 certificate'),
}

beforeAll(async () => {
  s3 = await startObjectStore({ prefix: 'homes' })
  store = openObjectStore({ dataDir, storage: s3.setting })
  for (const [key, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, key)), { recursive: true })
    fs.writeFileSync(path.join(dataDir, key), bytes)
  }
  fs.mkdirSync(path.join(dataDir, 'private', 'tmp', 'upload-x'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'private', 'tmp', 'upload-x', '0'), 'half an upload')
})
afterAll(async () => {
  await store?.close()
  await s3?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

const move = (args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  runScript('server/storage/move-media-cli.ts', args, { DATA_DIR: dataDir, ...storageEnv(s3.setting), ...env })

describe('npm run media:move', () => {
  it('refuses to run without object storage configured', async () => {
    const run = await move([], { STORAGE: 'folder' })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Move refused: Set STORAGE=s3')
    expect(await storedKeys(store, '')).toEqual([])
  })

  it('copies every media and private file with the same bytes, and leaves the uploads in progress', async () => {
    const run = await move()
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain('Moved 4 files')
    expect(run.stdout).toContain('0 were there already')
    expect((await storedKeys(store, '')).sort()).toEqual(Object.keys(files).sort())
    for (const [key, bytes] of Object.entries(files)) expect(await storedBytes(store, key), key).toEqual(bytes)
    // Copied, not moved: the folder still serves a server that runs without STORAGE=s3.
    expect(fs.existsSync(path.join(dataDir, Object.keys(files)[0]))).toBe(true)
  })

  it('moves nothing again, and writes again an object whose bytes differ', async () => {
    const again = await move()
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain('Moved 0 files')
    expect(again.stdout).toContain('4 were there already')

    const damaged = 'media/89abcdef0123456789abcdef/original.mp4'
    await store.put(damaged, Buffer.alloc(300_000, 9))
    const repaired = await move()
    expect(repaired.stdout).toContain('Moved 1 file ')
    expect(await storedBytes(store, damaged)).toEqual(files[damaged])
  })

  it('with --remove, deletes each local file once it is in the store', async () => {
    const run = await move(['--remove'])
    expect(run.code, run.stderr).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(true)
    expect(fs.readdirSync(path.join(dataDir, 'media'))).toEqual([])
    expect(fs.readdirSync(path.join(dataDir, 'private'))).toEqual(['tmp'])
    for (const [key, bytes] of Object.entries(files)) expect(await storedBytes(store, key), key).toEqual(bytes)
  })
})
