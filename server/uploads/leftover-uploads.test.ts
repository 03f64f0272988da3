import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { leftoverUploadAgeMs, removeLeftoverUploads, sweepLeftoverUploadsAtStart, UPLOAD_TOUCH_MS } from './leftover-uploads.ts'

// Temporary upload folders left by a server that died: removed by their age only,
// since another server sharing the data folder may be receiving into its own.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leftover-uploads-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

let n = 0
function folder(dir: string, ageMs: number, name = `upload-${++n}`): string {
  const full = path.join(dir, name)
  fs.mkdirSync(full, { recursive: true })
  fs.writeFileSync(path.join(full, '0'), Buffer.alloc(4096))
  const then = new Date(Date.now() - ageMs)
  fs.utimesSync(full, then, then)
  return full
}

describe('leftover upload folders', () => {
  it('count the request timeout and two missed touches as the longest an upload folder goes untouched', () => {
    expect(leftoverUploadAgeMs(30_000)).toBe(30_000 + 2 * UPLOAD_TOUCH_MS)
  })

  it('removes the old upload folders of every folder given, and keeps fresh ones and anything else', async () => {
    const a = path.join(root, 'a')
    const b = path.join(root, 'b')
    const old = [folder(a, 60_000), folder(b, 3_600_000)]
    const fresh = [folder(a, 1_000), folder(b, 0)]
    const other = folder(a, 3_600_000, 'not-an-upload')
    const result = await removeLeftoverUploads([a, b, path.join(root, 'missing')], 40_000)
    expect(result.removed).toBe(2)
    for (const f of old) expect(fs.existsSync(f)).toBe(false)
    for (const f of fresh) expect(fs.existsSync(f)).toBe(true)
    expect(fs.existsSync(other)).toBe(true)
    expect([...result.young.keys()].sort()).toEqual([...fresh].sort())
  })

  it('at start, removes the old ones at once and each younger one when it comes of age, unless it is still in use', async () => {
    const dir = path.join(root, 'start')
    const old = folder(dir, 10_000)
    const young = folder(dir, 0)
    const inUse = folder(dir, 0)
    // Another server touches its folder while it uses it.
    const touch = setInterval(() => fs.utimesSync(inUse, new Date(), new Date()), 50)
    const stop = sweepLeftoverUploadsAtStart([dir], 600)
    try {
      await vi.waitFor(() => expect(fs.existsSync(old)).toBe(false), { timeout: 2_000 })
      expect(fs.existsSync(young)).toBe(true)
      await vi.waitFor(() => expect(fs.existsSync(young)).toBe(false), { timeout: 5_000, interval: 50 })
      expect(fs.existsSync(inUse)).toBe(true)
    } finally {
      clearInterval(touch)
      await stop()
    }
  })
})
