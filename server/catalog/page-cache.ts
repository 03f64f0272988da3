import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { businessDate } from '#core/business-time.ts'
import { PAGE_PARAMS } from '#core/listings/search-params.ts'
import { unlocalizedPath } from '#core/i18n/locale.ts'
import { isVerifyCheck } from '#core/listings/listing-verify.ts'
import type { AppLoadContextValue } from './public-catalog.ts'
import { createResponseCache, sendCached, type CatalogVersion, type Produced, type ResponseCache } from './response-cache.ts'

// Rendered public pages served from a cache (docs/performance.md).
// A page that does not depend on the visitor is rendered once per catalog
// version (and Omaha day: the tour form's first date is today) and then sent
// as ready bytes, compressed once, with an ETag for 304s. The catalog version
// moves inside every write's transaction (migration 0003), so a write shows at
// once on the server that made it and within a second on every other server.
//
// A cached page cannot carry a per-request nonce (a browser revalidating with
// a 304 keeps the old body under the new header), so its Content-Security-Policy
// allows its inline scripts by their SHA-256 hashes instead (docs/decisions/0074-public-page-cache.md).
// Pages for one visitor (the token pages, the portal) keep the per-request nonce.

/**
 * Paths rendered per request: they read a token from the address, belong to the staff portal, or are an open house's
 * sign-in page, which opens and closes with the clock (any letter case: the router ignores it), or are React Router's route discovery (`/__manifest?p=…&version=…`), whose answer depends on
 * parameters no page reads.
 */
const PER_REQUEST =
  /^(?:\/es)?\/(admin|application-status|rental-application|showing|disclosure|unsubscribe|confirm-subscription|confirm-alerts|stop-alert|saved-searches|open-house)(\/|\.data$|$)|^(?:\/es)?\/property\/[^/]+\/apply(\.data)?$|^\/__manifest$/i

/** A staff preview link (server/catalog/staff-previews.ts): rendered for its one request, never kept. */
const PREVIEW_LINK = /[?&]preview=/i

/** Whether a GET of a page address (not /api, which never reaches the renderer) may be answered from the page cache, *.data too. */
export function isCacheablePage(url: string): boolean {
  // A check on /verify is counted per client (docs/decisions/0148-verify-a-listing.md).
  return !PER_REQUEST.test(url.split('?')[0]) && !PREVIEW_LINK.test(url) && !isVerifyCheck(url)
}

/** Whether a page address is a staff preview link (kept out of search engines as well as caches). */
export const isPreviewLink = (url: string): boolean => PREVIEW_LINK.test(url)

/**
 * The one address a cached page is kept (and rendered) under: the path with only the query parameters that page reads
 * (core/listings/search-params.ts; a data request also keeps React Router's `_routes`), each once, in a fixed order.
 * Campaign tags (utm_*, fbclid, gclid), and any other parameter, are left out, so a visit that adds them is a hit and
 * cannot make the server render anew; the page is rendered from this address, so every address that shares it gets
 * the same bytes.
 */
export function pageCacheKey(url: string): string {
  const q = url.indexOf('?')
  if (q === -1) return url
  const path = url.slice(0, q)
  const data = path.endsWith('.data')
  const page = path
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/(.)\/+$/, '$1')
  // A Spanish page reads what its English page reads (docs/decisions/0167-spanish-addresses.md).
  const known = [...(PAGE_PARAMS[unlocalizedPath(page)] ?? []), ...(data ? ['_routes'] : [])]
  if (known.length === 0) return path
  const given = new URLSearchParams(url.slice(q + 1))
  const kept = new URLSearchParams()
  for (const name of known) {
    const value = given.get(name)
    if (value !== null) kept.set(name, value)
  }
  const search = kept.toString()
  return search ? `${path}?${search}` : path
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * The CSP sources ('sha256-…') of the inline scripts the app wrote into a page: those carrying `marker`, the one-off
 * nonce of this render, which only the app's own scripts (React Router's and React's) are given (app/entry.server.tsx).
 * A script that came inside rendered content cannot know it, so it is not allowed. Data blocks (JSON, JSON-LD) do not run.
 */
export function inlineScriptHashes(html: string, marker: string): string[] {
  const hashes = new Set<string>()
  const marked = `nonce="${marker}"`
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(marked)) continue
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

let today = { value: '', until: 0 }
/** Today's date in Omaha (the tour form's first date), worked out at most once a minute. */
function omahaToday(): string {
  const now = Date.now()
  if (now >= today.until) today = { value: businessDate(new Date(now)), until: now - (now % 60_000) + 60_000 }
  return today.value
}

/** Headers of the renderer's answer that the cache sets itself. */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'etag', 'vary'])

/** The cache of rendered pages; its serveHit is one of the app's first onRequest hooks (server/app.ts). */
export function createPageStore(version: CatalogVersion, options: { maxBytes?: number } = {}): ResponseCache {
  return createResponseCache(version, {
    maxEntries: 1_000,
    maxBytes: options.maxBytes ?? 128 * 1024 * 1024,
    keyPrefix: omahaToday,
    methods: ['GET', 'HEAD'],
    keyOfNewUrl: (url) => (isCacheablePage(url) ? pageCacheKey(url) : undefined),
  })
}

export interface PageRendererOptions {
  store: ResponseCache
  build: ServerBuild
  context: AppLoadContextValue
  /** The site's public address: cached renders never see the request's own headers. */
  publicUrl: string
  /** The Content-Security-Policy of a cached page, from its inline scripts' hashes. */
  policy: (scriptHashes: string[]) => string
  /** Told of every render, with the address rendered (tests count them). */
  onRender?: (url: string) => void
}

/**
 * Answers a GET or HEAD of a cacheable page from the store, rendering it first when it is not there at the current
 * version (one render shared by concurrent requests), and says whether it did; other requests the caller renders itself.
 * (A boolean, not the reply: a Fastify reply is thenable, so a promise of one settles when it has been sent.)
 */
export type CachedPageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>

export function cachedPages(options: PageRendererOptions): CachedPageAnswer {
  const handle = createRequestHandler(options.build, 'production')
  const render = async (url: string): Promise<Produced> => {
    options.onRender?.(url)
    // The whole document at once. The app's own inline scripts carry a nonce known only to this render, which picks
    // them out for the policy and is then taken out again: the same bytes for every visitor (app/entry.server.tsx).
    const marker = randomBytes(18).toString('hex')
    const context = { ...options.context, cspNonce: marker, completeDocument: true } as unknown as AppLoadContext
    // Only the address reaches the renderer: no cookie or header can make one visitor's page another's.
    const response = await handle(new Request(new URL(url, options.publicUrl), { headers: { accept: 'text/html' } }), context)
    let body = Buffer.from(await response.arrayBuffer())
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (!NOT_KEPT.has(name)) headers[name] = value
    })
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      const html = body.toString('utf8')
      headers['content-security-policy'] = options.policy(inlineScriptHashes(html, marker))
      body = Buffer.from(html.replaceAll(` nonce="${marker}"`, '').replaceAll(marker, ''))
    }
    // Browsers ask again each time and get a 304 while the page is unchanged.
    headers['cache-control'] = 'no-cache'
    // Only complete pages are kept; a not-found or a redirect answers this request (and any at the same moment) only.
    return { body, headers, status: response.status, keep: response.status === 200 }
  }

  return async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isCacheablePage(request.url)) return false
    const key = pageCacheKey(request.url)
    const entry = await options.store.get(key, () => render(key), request.url)
    await sendCached(request, reply, entry)
    return true
  }
}
