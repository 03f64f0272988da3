import http from 'node:http'
import zlib from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressResponse } from './compress-response.ts'

// The server renderer writes its page as the HTML is produced (writeHead, then
// chunks, then end); each browser must get it whole in an encoding it reads.

const page = `<!DOCTYPE html><html lang="en"><body>${'<p>Renovated ranch in Millard, three bedrooms.</p>'.repeat(200)}</body></html>`
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    compressResponse(req, res)
    if (req.url === '/png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '4' })
      res.end(Buffer.from([1, 2, 3, 4]))
      return
    }
    // As @remix-run/node-fetch-server writes them: a list of pairs, Set-Cookie repeated.
    res.writeHead(200, '', [
      ['content-type', 'text/html; charset=utf-8'],
      ['x-kept', 'yes'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
    ] as unknown as http.OutgoingHttpHeaders)
    // Written over several ticks, as a streaming render does.
    for (let i = 0; i < page.length; i += 1000) {
      res.write(page.slice(i, i + 1000))
      await new Promise((resolve) => setImmediate(resolve))
    }
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(base + path, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

describe('compressResponse', () => {
  it('sends brotli to a browser that accepts it, with the other headers kept', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['x-kept']).toBe('yes')
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2'])
    expect(res.body.length).toBeLessThan(page.length / 10)
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page)
  })

  it('sends gzip when brotli is not accepted', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, br;q=0' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(res.body).toString()).toBe(page)
  })

  it('sends the plain page to a client that accepts no encoding', async () => {
    const res = await get('/', {})
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.toString()).toBe(page)
  })

  it('leaves images and HEAD answers alone', async () => {
    const png = await get('/png', { 'accept-encoding': 'br' })
    expect(png.headers['content-encoding']).toBeUndefined()
    expect([...png.body]).toEqual([1, 2, 3, 4])
    const head = await get('/', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
  })
})
