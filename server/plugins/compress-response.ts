import zlib from 'node:zlib'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

// Compresses what the server renderer writes (HTML pages, data requests) for
// browsers that accept it: brotli at a fast level, else gzip. Built assets are
// compressed once at build time instead (scripts/vite-precompress.ts).
// @fastify/compress is not a dependency; this covers the one stream that
// needs it. Streaming is kept: what React writes in one tick is flushed then.

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[a-z.+-]*\+json|[a-z.+-]*\+xml)|image\/svg\+xml)/i

function pickEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const value = String(accept ?? '').toLowerCase()
  const accepts = (name: string) => value.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0*)?\s*$/.test(part))
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined
}

function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** Makes `res` compress its body, decided when the headers are written (only compressible types, only a body with content). */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = pickEncoding(req.headers['accept-encoding'])
  if (!encoding || req.method === 'HEAD') return
  const writeHead = res.writeHead.bind(res)

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? (rest.shift() as string) : undefined
    const headers = rest[0] as OutgoingHttpHeaders | undefined
    if (Array.isArray(headers)) {
      // Raw form: [name, value, name, value, …] or [[name, value], …]; names may repeat (Set-Cookie).
      const pairs: Array<[string, string]> = typeof headers[0] === 'string' ? [] : (headers as Array<[string, string]>)
      if (typeof headers[0] === 'string') for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]])
      for (const [name, value] of pairs) res.appendHeader(name, value)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
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
