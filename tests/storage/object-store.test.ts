import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFolderStore } from '#server/storage/folder-store.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import { deletePrefix, RangeNotSatisfiable, type ObjectStore } from '#server/storage/object-store.ts'
import { startObjectStore, storedBytes, storedKeys, TEST_BUCKET, type TestObjectStore } from '#tests/helpers/object-storage.ts'

// The one storage interface (server/storage/object-store.ts) behaves the same over the data folder and over an
// S3-compatible server (s3rver, started here): what is put is read back whole or by range, listed in key order
// under its prefix, and gone after a delete; keys outside what the site makes are refused.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'object-store-'))
let s3: TestObjectStore
beforeAll(async () => {
  s3 = await startObjectStore({ prefix: 'tenant/site' })
})
afterAll(async () => {
  await s3.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

const stores: Array<[string, () => ObjectStore]> = [
  ['the data folder', () => createFolderStore(fs.mkdtempSync(path.join(scratch, 'data-')))],
  [
    'an S3-compatible server',
    () => openObjectStore({ dataDir: scratch, storage: { ...s3.setting, prefix: `tenant/site-${Math.random()}` } }),
  ],
]

describe.each(stores)('objects in %s', (_name, open) => {
  let store: ObjectStore
  beforeAll(() => {
    store = open()
  })
  afterAll(() => store.close())

  it('keeps a buffer and a file, and reads them back whole, by range and by suffix', async () => {
    const bytes = Buffer.from('0123456789abcdefghij')
    await store.put('media/aaa/w480.webp', bytes, { contentType: 'image/webp' })
    const file = path.join(scratch, `video-${Math.random()}.mp4`)
    fs.writeFileSync(file, Buffer.alloc(70_000, 3))
    await store.put('media/bbb/original.mp4', { path: file })

    expect(await storedBytes(store, 'media/aaa/w480.webp')).toEqual(bytes)
    expect(await storedBytes(store, 'media/bbb/original.mp4')).toEqual(Buffer.alloc(70_000, 3))
    const head = await store.head('media/aaa/w480.webp')
    expect(head).toMatchObject({ key: 'media/aaa/w480.webp', size: 20 })
    expect(head!.etag).toMatch(/^"/)

    const part = await store.get('media/aaa/w480.webp', { range: { start: 2, end: 5 } })
    expect(part).toMatchObject({ size: 20, length: 4, range: { start: 2, end: 5 } })
    expect((await part!.body.toArray()).join('')).toBe('2345')
    const tail = await store.get('media/aaa/w480.webp', { range: { suffix: 3 } })
    expect(tail).toMatchObject({ length: 3, range: { start: 17, end: 19 } })
    expect((await tail!.body.toArray()).join('')).toBe('hij')
    const open = await store.get('media/aaa/w480.webp', { range: { start: 15 } })
    expect((await open!.body.toArray()).join('')).toBe('fghij')
    await expect(store.get('media/aaa/w480.webp', { range: { start: 20 } })).rejects.toBeInstanceOf(RangeNotSatisfiable)
  })

  it('answers nothing for a key it does not hold', async () => {
    expect(await store.get('media/none/w480.webp')).toBeUndefined()
    expect(await store.head('media/none/w480.webp')).toBeUndefined()
  })

  it('lists in key order under a prefix only, and deletes one folder without touching another', async () => {
    await store.put('private/applications/PB-1/b.pdf', Buffer.from('b'))
    await store.put('private/applications/PB-1/a.pdf', Buffer.from('a'))
    await store.put('private/applications/PB-2/c.pdf', Buffer.from('c'))
    const keys = (prefix: string) => storedKeys(store, prefix)
    expect(await keys('private/applications/')).toEqual([
      'private/applications/PB-1/a.pdf',
      'private/applications/PB-1/b.pdf',
      'private/applications/PB-2/c.pdf',
    ])
    expect(await keys('media/aaa/')).toEqual(['media/aaa/w480.webp'])
    expect(await deletePrefix(store, 'private/applications/PB-1/')).toBe(2)
    expect(await keys('private/')).toEqual(['private/applications/PB-2/c.pdf'])
    await store.delete(['private/applications/PB-2/c.pdf', 'private/applications/PB-9/never.pdf'])
    expect(await keys('private/')).toEqual([])
  })

  it('refuses keys the site never makes: climbing out, hidden names, absolute paths', async () => {
    for (const key of ['../site.db', 'media/../../etc/passwd', 'media/.hidden', '/media/a.webp', 'media//a.webp', 'media/a b.webp'])
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('Not a storage key')
  })
})

describe('an S3-compatible store', () => {
  it('keeps its keys under the configured prefix of the bucket and nothing in the data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'))
    const store = openObjectStore({ dataDir, storage: { ...s3.setting, prefix: 'one/two' } })
    try {
      await store.put('media/ccc/w480.webp', Buffer.from('webp'))
      expect(store.location).toBe(`s3://${TEST_BUCKET}/one/two/`)
      const res = await fetch(`${s3.endpoint}/${TEST_BUCKET}/one/two/media/ccc/w480.webp`)
      expect(await res.text()).toBe('webp')
      expect(fs.readdirSync(dataDir)).toEqual([])
    } finally {
      await store.close()
    }
  })
})
