import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { CompiledQuery } from 'kysely'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { DatabaseHandle } from '#server/db/database.ts'

// Serialized answers of the public listing GETs, kept until the listings
// change (docs/performance.md). A change is seen through the catalog version
// counter that triggers move in the writing transaction (migration 0003):
// this server reads it at most every `maxAgeMs` (500 ms), and on every request
// for a few seconds after a write went through its own connection, so an admin
// sees their edit on the very next page while other servers see it within
// 2 × `maxAgeMs`.

export interface CatalogVersion {
  /** The version the next cached answer must carry to be served. */
  current(): Promise<number>
  stop(): void
}

/** The tables whose triggers move the catalog version (migration 0003; a later migration adding one adds it here). */
const CATALOG_TABLES: readonly string[] = [
  'properties',
  'property_images',
  'media_files',
  'agents',
  'partners',
  'team_members',
  'site_content',
  'banners',
  'property_price_history',
  'renovation_pairs',
  'open_houses',
  'monthly_cost_settings',
]
const VERSION_QUERY = CompiledQuery.raw('select version from catalog_version where id = 1')
/** How long after a local write every request looks at the counter (covers the write's transaction committing). */
const AFTER_WRITE_MS = 5_000

export function watchCatalogVersion(
  database: Pick<DatabaseHandle, 'db' | 'onWrite'>,
  options: { maxAgeMs?: number; afterWriteMs?: number } = {},
): CatalogVersion {
  const maxAgeMs = options.maxAgeMs ?? 500
  const afterWriteMs = options.afterWriteMs ?? AFTER_WRITE_MS
  let known: number | undefined
  let checkedAt = 0
  let eagerUntil = 0
  let refreshing: Promise<number> | undefined

  const read = async (): Promise<number> => {
    const startedAt = performance.now()
    const { rows } = await database.db.executeQuery<{ version: number | string }>(VERSION_QUERY)
    const version = Number(rows[0]?.version ?? 0)
    if (startedAt >= checkedAt) {
      known = version
      checkedAt = startedAt
    }
    return version
  }
  const refresh = () => {
    refreshing ??= read().finally(() => (refreshing = undefined))
    return refreshing
  }
  const stop = database.onWrite((tables) => {
    if (tables.some((t) => t === '*' || CATALOG_TABLES.includes(t))) eagerUntil = performance.now() + afterWriteMs
  })

  return {
    current() {
      const now = performance.now()
      // Right after our own write: a fresh read per request, none shared with a read that began before the commit.
      if (now < eagerUntil || known === undefined) return read()
      // Otherwise the last known version answers at once while it is fresh, or while a background read replaces it
      // when it is a little old; when it is older still (no request for a while), the request waits for one read.
      // So another server's change shows within 2 × maxAgeMs, and busy servers never wait.
      const age = now - checkedAt
      if (age >= 2 * maxAgeMs) return refresh()
      if (age >= maxAgeMs) void refresh().catch(() => undefined)
      return Promise.resolve(known)
    },
    stop,
  }
}

const versions = new WeakMap<object, CatalogVersion>()
const caches = new WeakMap<object, ResponseCache>()

/** The one response cache of a database connection: the routes fill it, the app's first onRequest hook serves from it. */
export function responseCacheFor(database: Pick<DatabaseHandle, 'db' | 'onWrite'>): ResponseCache {
  let cache = caches.get(database.db)
  if (!cache) caches.set(database.db, (cache = createResponseCache(catalogVersionFor(database))))
  return cache
}

/** The one catalog version watcher of a database connection, shared by its caches. */
export function catalogVersionFor(database: Pick<DatabaseHandle, 'db' | 'onWrite'>): CatalogVersion {
  let version = versions.get(database.db)
  if (!version) versions.set(database.db, (version = watchCatalogVersion(database)))
  return version
}

export interface CachedResponse {
  version: number
  /** The status of the first answer (200 unless the producer said otherwise). */
  status: number
  /** UTF-8 bytes, encoded once: sending a Buffer skips encoding and measuring the string on every request. */
  body: Buffer
  etag: string
  headers: Readonly<Record<string, string>>
  /** The body compressed, made on first demand and kept with it. */
  encoded: Map<Encoding, Promise<Buffer>>
  /** Every header of the first full answer (security headers included), replayed by the fast path. */
  sentHeaders?: Record<string, string | number | string[]>
}

type Encoding = 'br' | 'gzip'
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const MIN_COMPRESS_BYTES = 1024

export type Produced = {
  body: string | Buffer
  /** Headers of the answer; content-type defaults to JSON. */
  headers?: Record<string, string>
  status?: number
  /** False: answer this request (and concurrent ones for the same key) with it, but do not keep it. */
  keep?: boolean
}

export interface ResponseCache {
  /**
   * The cached answer for `key` at the current catalog version, or the one `produce` makes (shared by concurrent
   * callers). `produce` answers undefined for "nothing there": that is not kept.
   */
  get(key: string, produce: () => Promise<Produced>, url?: string): Promise<CachedResponse>
  get(key: string, produce: () => Promise<Produced | undefined>, url?: string): Promise<CachedResponse | undefined>
  /**
   * An onRequest hook, added before the security-header plugin: a GET whose exact URL was answered from this cache
   * at the current version is answered again at once, with the headers of that first full answer, skipping the other
   * hooks, validation and the handler. So nothing on these routes may set a header that differs between requests.
   */
  serveHit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>
  /** Lookups answered from the cache (the fast path's included) and those that had to produce the answer (metrics). */
  readonly stats: { hits: number; misses: number }
}

export interface ResponseCacheOptions {
  maxEntries?: number
  maxBytes?: number
  /**
   * Something besides the catalog version that answers depend on (the rendered pages: today's date in Omaha);
   * it is part of every key, so a change of it is a miss for every entry.
   */
  keyPrefix?: () => string
  /** Which methods the fast path answers (GET; pages also HEAD). */
  methods?: readonly string[]
  /**
   * The key of a request URL the fast path has not seen, when the cache can tell it from the URL alone (pages: the
   * path and the parameters the page reads), so a visit with new campaign tags is still answered at once.
   */
  keyOfNewUrl?: (url: string) => string | undefined
}

export function createResponseCache(version: CatalogVersion, options: ResponseCacheOptions = {}): ResponseCache {
  const maxEntries = options.maxEntries ?? 2_000
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const prefixed = options.keyPrefix ? (key: string) => `${options.keyPrefix!()}\n${key}` : (key: string) => key
  const methods = options.methods ?? ['GET']
  const entries = new Map<string, CachedResponse>()
  const filling = new Map<string, Promise<CachedResponse | undefined>>()
  /** Raw request URL → key, for the fast path (parameter order and spelling as the client sent them). */
  const keyOfUrl = new Map<string, string>()
  let bytes = 0

  const remove = (key: string) => {
    const old = entries.get(key)
    if (!old) return
    entries.delete(key)
    bytes -= old.body.length
  }
  const store = (key: string, entry: CachedResponse) => {
    const old = entries.get(key)
    if (old && old.version > entry.version) return
    remove(key)
    entries.set(key, entry)
    bytes += entry.body.length
    // Map order is insertion order and hits re-insert: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  const cache = {
    stats: { hits: 0, misses: 0 },
    async get(baseKey: string, produce: () => Promise<Produced | undefined>, url?: string): Promise<CachedResponse | undefined> {
      if (url !== undefined && !keyOfUrl.has(url)) {
        if (keyOfUrl.size >= maxEntries * 4) keyOfUrl.clear()
        keyOfUrl.set(url, baseKey)
      }
      const key = prefixed(baseKey)
      const current = await version.current()
      const hit = entries.get(key)
      if (hit && hit.version === current) {
        entries.delete(key)
        entries.set(key, hit)
        cache.stats.hits++
        return hit
      }
      cache.stats.misses++
      const fillKey = `${current}\n${key}`
      let pending = filling.get(fillKey)
      if (!pending) {
        pending = produce()
          .then((produced) => {
            if (!produced) return undefined
            const body = typeof produced.body === 'string' ? Buffer.from(produced.body) : produced.body
            const headers = produced.headers ?? {}
            const etag = `"${current.toString(36)}-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`
            const status = produced.status ?? 200
            const entry: CachedResponse = { version: current, status, body, etag, headers, encoded: new Map() }
            if (produced.keep !== false) store(key, entry)
            return entry
          })
          .finally(() => filling.delete(fillKey))
        filling.set(fillKey, pending)
      }
      return pending
    },

    async serveHit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      if (!methods.includes(request.method)) return undefined
      const baseKey = keyOfUrl.get(request.url) ?? options.keyOfNewUrl?.(request.url)
      if (baseKey === undefined) return undefined
      const entry = entries.get(prefixed(baseKey))
      if (!entry?.sentHeaders || entry.version !== (await version.current())) return undefined
      cache.stats.hits++
      reply.headers(entry.sentHeaders)
      return sendBody(request, reply, entry)
    },
  }
  return cache as ResponseCache
}

/** A key that is the same for queries that mean the same (parameter order does not matter). */
export function queryKey(query: object): string {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined)
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify(entries)
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepted = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';')
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
    })
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : undefined
}

function encode(entry: CachedResponse, encoding: Encoding): Promise<Buffer> {
  let encoded = entry.encoded.get(encoding)
  if (!encoded) {
    encoded =
      encoding === 'br' ? brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzip(entry.body, { level: 6 })
    entry.encoded.set(encoding, encoded)
  }
  return encoded
}

/** Sends a cached answer (compressed once for browsers that accept it), or 304 when the client already holds these bytes. */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8')
  for (const name in entry.headers) reply.header(name, entry.headers[name])
  reply.header('etag', entry.etag)
  reply.header('vary', 'Accept-Encoding')
  if (!entry.sentHeaders) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...sent } = reply.getHeaders()
    entry.sentHeaders = sent as Record<string, string | number | string[]>
  }
  return sendBody(request, reply, entry)
}

async function sendBody(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): Promise<FastifyReply> {
  if (entry.status === 200 && matchesEtag(request.headers['if-none-match'], entry.etag)) {
    reply.removeHeader('content-type')
    return reply.code(304).send()
  }
  reply.code(entry.status)
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined
  if (!encoding) return reply.send(entry.body)
  reply.header('content-encoding', encoding)
  return reply.send(await encode(entry, encoding))
}
