import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { mediaHeaders } from '#server/plugins/security-headers.ts'
import { isSafeKey, RangeNotSatisfiable, type ByteRange, type ObjectStore } from '#server/storage/object-store.ts'

// Public media under /media/, read from the store (the data folder or the bucket) and answered by the server with
// the headers it always had: a year's immutable caching (a name never changes its bytes), validators, byte ranges
// for video, nosniff and a sandbox. Served here rather than by redirect so the bucket stays private and the
// site's pages name one origin (docs/decisions/0086-media-on-object-storage.md).

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.tiff': 'image/tiff',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.qt': 'video/quicktime',
  '.avi': 'video/x-msvideo',
}

/** One range of a Range header; several ranges, or one that does not parse, are answered with the whole file. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  if (m[1] === '') return { suffix: Number(m[2]) }
  return { start: Number(m[1]), end: m[2] === '' ? undefined : Number(m[2]) }
}

const notModified = (request: FastifyRequest, etag: string, lastModified: Date) => {
  const match = request.headers['if-none-match']
  if (match) return match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag.replace(/^W\//, '') || t.trim() === '*')
  const since = Date.parse(request.headers['if-modified-since'] ?? '')
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}

export async function mediaRoutes(app: FastifyInstance, { store }: { store: ObjectStore }): Promise<void> {
  // HEAD is its own method here: Fastify's automatic HEAD would read the whole object to throw it away.
  app.route({ method: ['GET', 'HEAD'], url: '/media/*', schema: { hide: true }, handler: serve })

  async function serve(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const key = `media/${request.params['*']}`
    if (!isSafeKey(key)) return reply.callNotFound()
    // A conditional request or a plain one reads the whole object; If-Range is not honoured (ranges then send all).
    const range = request.headers['if-range'] ? undefined : parseRange(request.headers.range)
    let found
    try {
      found = await store.get(key, { range })
    } catch (err) {
      if (!(err instanceof RangeNotSatisfiable)) throw err
      return reply.code(416).header('content-range', `bytes */${err.size}`).header('accept-ranges', 'bytes').send()
    }
    if (!found) return reply.callNotFound()
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes')
      .header('etag', found.etag)
      .header('last-modified', found.lastModified.toUTCString())
    mediaHeaders(reply, key)
    if (notModified(request, found.etag, found.lastModified)) {
      found.body.destroy()
      return reply.code(304).send()
    }
    reply.header('content-type', TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream')
    reply.header('content-length', String(found.length))
    if (found.range) reply.code(206).header('content-range', `bytes ${found.range.start}-${found.range.end}/${found.size}`)
    if (request.method === 'HEAD') {
      found.body.destroy()
      return reply.send()
    }
    return reply.send(found.body)
  }
}
