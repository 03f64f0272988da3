import zlib from 'node:zlib'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

// Compresses what the server renderer writes (HTML pages, data requests) for
// browsers that accept it: brotli at a fast level, else gzip. Built assets are
// compressed once at build time instead (scripts/vite-precompress.ts).
// @fastify/compress is not a dependency; this covers the one stream that
// needs it. Streaming is kept: what React writes in one tick is flushed then.

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[a-z.+-]*\+json|[a-z.+-]*\+xml)|image\/svg\+xml)/i

/** The encoding to send for a request's Accept-Encoding: brotli, else gzip, else none. */
export function pickEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const value = String(accept ?? '').toLowerCase()
  const accepts = (name: string) => value.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0*)?\s*$/.test(part))
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined
}

function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** writeHead's headers as name and value(s): an object, a flat [name, value, ...] list or a list of pairs. */
function headerEntries(headers: unknown): Array<[string, string | number | string[]]> {
  if (!headers) return []
  if (!Array.isArray(headers)) {
    return Object.entries(headers as OutgoingHttpHeaders).filter((e): e is [string, string | number | string[]] => e[1] !== undefined)
  }
  const pairs: Array<[string, string]> = Array.isArray(headers[0])
    ? (headers as Array<[string, string]>)
    : Array.from({ length: headers.length / 2 }, (_, i) => [headers[2 * i], headers[2 * i + 1]] as [string, string])
  // Repeated names (Set-Cookie) stay separate values.
  const merged = new Map<string, string[]>()
  for (const [name, value] of pairs) merged.set(name.toLowerCase(), [...(merged.get(name.toLowerCase()) ?? []), String(value)])
  return [...merged].map(([name, values]) => [name, values.length === 1 ? values[0] : values])
}

/** Makes `res` compress its body, decided when the headers are written (only compressible types, only a body with content). */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  if (!encoding || req.method === 'HEAD') return
  const writeHead = res.writeHead.bind(res)

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? (rest.shift() as string) : undefined
    for (const [name, value] of headerEntries(rest[0])) res.setHeader(name, value)
    const type = String(res.getHeader('content-type') ?? '')
    if (COMPRESSIBLE.test(type) && !res.hasHeader('content-encoding') && status !== 204 && status !== 304) {
      res.removeHeader('content-length')
      res.setHeader('content-encoding', encoding)
      addVary(res)
      pipeThroughCompressor(res, encoding)
    } else if (COMPRESSIBLE.test(type)) addVary(res)
    return message === undefined ? writeHead(status) : writeHead(status, message)
  }) as typeof res.writeHead
}

function pipeThroughCompressor(res: ServerResponse, encoding: 'br' | 'gzip'): void {
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.createGzip({ level: 6 })
  const write = res.write.bind(res) as (chunk: Buffer) => boolean
  const end = res.end.bind(res) as () => void
  let flushQueued = false
  let ended = false

  compressor.on('data', (chunk: Buffer) => {
    if (!write(chunk)) {
      compressor.pause()
      res.once('drain', () => compressor.resume())
    }
  })
  compressor.on('end', () => end())
  compressor.on('error', (err) => res.destroy(err))
  res.once('close', () => {
    if (!ended) compressor.destroy()
  })

  res.write = ((chunk: string | Uint8Array, ...args: unknown[]) => {
    const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
    compressor.write(chunk, callback)
    if (!flushQueued) {
      flushQueued = true
      setImmediate(() => {
        flushQueued = false
        if (!ended && !compressor.destroyed) compressor.flush()
      })
    }
    return true
  }) as typeof res.write

  res.end = ((chunk?: unknown, ...args: unknown[]) => {
    if (ended) return res
    ended = true
    const callback = [chunk, ...args].find((a) => typeof a === 'function') as (() => void) | undefined
    if (callback) res.once('finish', callback)
    if (chunk !== undefined && typeof chunk !== 'function') compressor.end(chunk as Buffer)
    else compressor.end()
    return res
  }) as typeof res.end
}
