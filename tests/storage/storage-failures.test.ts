import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openObjectStore } from '#server/storage/open-store.ts'
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailable } from '#server/storage/object-store.ts'
import { startObjectStore, storedBytes, type TestObjectStore } from '#tests/helpers/object-storage.ts'
import { createTestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'

// Object storage that drops a connection on the way: a file, sent as a stream the SDK cannot rewind, is sent again
// from its start; a store that stays away is told as StorageUnavailable, which the API answers 503 with a message;
// a refusal is not sent again. Between the store (s3rver) and the site sits a proxy that cuts the requests asked of it.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-failures-'))
let s3: TestObjectStore
let proxy: net.Server
let proxyUrl = ''
/** How many PUT requests reached the proxy, and how many of the next ones it cuts. */
let puts = 0
let cutNext = 0

beforeAll(async () => {
  s3 = await startObjectStore({ prefix: 'site' })
  const upstream = new URL(s3.endpoint)
  proxy = net.createServer((client) => {
    const server = net.connect(Number(upstream.port), upstream.hostname)
    client.on('data', (chunk: Buffer) => {
      // A request starts at a chunk's start (keep-alive connections carry several): a PUT may be cut there.
      if (chunk.subarray(0, 4).toString() === 'PUT ') {
        puts += 1
        if (cutNext > 0) {
          cutNext -= 1
          client.destroy()
          server.destroy()
          return
        }
      }
      if (!server.destroyed) server.write(chunk)
    })
    server.on('data', (chunk: Buffer) => client.destroyed || client.write(chunk))
    for (const [a, b] of [
      [client, server],
      [server, client],
    ]) {
      a.on('end', () => b.end())
      a.on('error', () => b.destroy())
    }
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve))
  await s3.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})
beforeEach(() => {
  puts = 0
  cutNext = 0
})

const throughProxy = (change: Partial<TestObjectStore['setting']> = {}) =>
  openObjectStore({ dataDir: scratch, storage: { ...s3.setting, endpoint: proxyUrl, ...change } })

function aFile(bytes: number): { path: string; content: Buffer } {
  const content = Buffer.alloc(bytes)
  for (let i = 0; i < bytes; i++) content[i] = (i * 7) % 251
  const file = path.join(scratch, `file-${Math.random()}.bin`)
  fs.writeFileSync(file, content)
  return { path: file, content }
}

describe('object storage that drops a connection', () => {
  it('sends a file again from its start when the connection drops on the way, and keeps it whole', async () => {
    const store = throughProxy()
    try {
      const file = aFile(300_000)
      cutNext = 1
      await store.put('media/aaa/original.bin', { path: file.path })
      expect(puts).toBe(2)
      expect(await storedBytes(store, 'media/aaa/original.bin')).toEqual(file.content)
    } finally {
      await store.close()
    }
  })

  it('says the storage is unavailable after three tries, for a file and for a buffer', async () => {
    const store = throughProxy()
    try {
      cutNext = 100
      await expect(store.put('media/bbb/original.bin', { path: aFile(10_000).path })).rejects.toBeInstanceOf(StorageUnavailable)
      expect(puts).toBe(3)
      puts = 0
      await expect(store.put('media/bbb/w480.webp', Buffer.from('webp'))).rejects.toBeInstanceOf(StorageUnavailable)
      expect(puts).toBe(3)
      cutNext = 0
      expect(await store.head('media/bbb/original.bin')).toBeUndefined()
    } finally {
      await store.close()
    }
  })

  it('does not send a refused request again: the refusal is the answer', async () => {
    const store = throughProxy({ bucket: 'no-such-bucket' })
    try {
      const refused = store.put('media/ccc/original.bin', { path: aFile(10_000).path })
      await expect(refused).rejects.toThrow(/bucket does not exist/i)
      await expect(refused).rejects.not.toBeInstanceOf(StorageUnavailable)
      expect(puts).toBe(1)
    } finally {
      await store.close()
    }
  })

  it('answers a staff upload 503 with a message while the storage stays away, and the site keeps its image', async () => {
    const t = await createTestApp({ config: { storage: { ...s3.setting, endpoint: proxyUrl, prefix: `app-${Math.random()}` } } })
    try {
      const token = await signIn(t.app)
      const upload = async () => {
        const form = new FormData()
        form.append('missionImage', (await sampleFiles()).jpeg, 'porch.jpg')
        return t.app.inject({ method: 'POST', url: '/api/admin/content/upload-mission-image', headers: authHeader(token), payload: form })
      }
      cutNext = 1000
      const away = await upload()
      expect(away.statusCode).toBe(503)
      expect(away.headers['retry-after']).toBe('5')
      expect(away.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE })
      cutNext = 0
      const back = await upload()
      expect(back.statusCode, back.body).toBe(200)
      const image = await t.app.inject({ url: back.json().imageUrl })
      expect(image.statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})
