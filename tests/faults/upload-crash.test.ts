import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startServerProcess, type ServerProcess, killAll } from '#tests/helpers/server-process.ts'
import { createTestDatabase, type TestDatabase } from '#tests/helpers/databases.ts'
import { bidderAnswers } from '#tests/helpers/applications.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { leftoverUploadAgeMs, uploadTmpDirs } from '#server/uploads/leftover-uploads.ts'

// Fault test: the server is killed with SIGKILL while preferred-bidder
// applications upload their files. Their temporary folders stay behind; the
// next server start removes them once they are older than an upload can take
// (with REQUEST_TIMEOUT_SECONDS=5 here: 15 s), and nothing half-written stays.

const REQUEST_TIMEOUT_SECONDS = 5
const BOUNDARY = '----leftover-upload-test'

/** Starts a multipart application whose COI is a large PDF; sends its first `bytes` of file and then holds the request open. */
function beginUpload(url: string, pdf: Buffer, bytes: number): http.ClientRequest {
  const request = http.request(`${url}/api/preferred-bidders`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
  })
  // The server dies under it: the reset is what the test is about.
  request.on('error', () => {})
  for (const [name, value] of Object.entries(bidderAnswers()))
    request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  request.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="insuranceCOI"; filename="coi.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  )
  request.write(pdf)
  const chunk = Buffer.alloc(256 * 1024, 0x20)
  for (let sent = pdf.length; sent < bytes; sent += chunk.length) request.write(chunk)
  return request
}

/** The temporary upload folders under DATA_DIR, with the bytes each holds. */
function uploadFolders(dataDir: string): Array<{ folder: string; bytes: number }> {
  return Object.values(uploadTmpDirs(dataDir)).flatMap((dir) =>
    (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .filter((name) => name.startsWith('upload-'))
      .map((name) => {
        const folder = path.join(dir, name)
        const bytes = fs.readdirSync(folder).reduce((sum, file) => sum + fs.statSync(path.join(folder, file)).size, 0)
        return { folder, bytes }
      }),
  )
}

describe('a server killed during uploads', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('leaves their temporary folders behind, and the next start removes every one of them', { timeout: 120_000 }, async () => {
    const database: TestDatabase = await createTestDatabase('sqlite')
    cleanups.push(() => database.destroy())
    const servers: ServerProcess[] = []
    cleanups.push(() => killAll(servers))
    const start = async () => {
      const server = await startServerProcess({
        DATA_DIR: database.dataDir,
        SERVE_RATE_LIMIT: '1000',
        REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
      })
      servers.push(server)
      return server
    }
    const pdf = Buffer.from(await (await sampleFiles()).pdf.arrayBuffer())

    const server = await start()
    const uploads = [1, 2, 3, 4].map(() => beginUpload(server.url, pdf, 3 * 1024 * 1024))
    // Each upload has its folder and bytes on the disk (past the first 64 KB its kind is read from).
    await vi.waitFor(
      () => {
        const folders = uploadFolders(database.dataDir)
        expect(folders.filter((f) => f.bytes > 1024 * 1024)).toHaveLength(uploads.length)
      },
      { timeout: (REQUEST_TIMEOUT_SECONDS - 1) * 1000, interval: 50 },
    )
    await server.kill()
    for (const upload of uploads) upload.destroy()
    const left = uploadFolders(database.dataDir)
    expect(left).toHaveLength(uploads.length)

    const restarted = await start()
    // The restarted server answers at once; the folders go when they are older than an upload can take.
    expect((await fetch(`${restarted.url}/api/properties?limit=1`)).status).toBe(200)
    await vi.waitFor(() => expect(uploadFolders(database.dataDir)).toEqual([]), {
      timeout: leftoverUploadAgeMs(REQUEST_TIMEOUT_SECONDS * 1000) + 20_000,
      interval: 200,
    })
    for (const { folder } of left) expect(fs.existsSync(folder)).toBe(false)
    expect(await database.db.selectFrom('bidder_applications').select('id').execute()).toEqual([])
  })
})
