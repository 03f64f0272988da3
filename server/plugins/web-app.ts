import path from 'node:path'
import fs from 'node:fs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { createRequestListener } from '@react-router/node'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { AppLoadContextValue } from '#server/catalog/public-catalog.ts'
import { compressResponse } from './compress-response.ts'
import { registerPageWords } from './page-words.ts'
import { isPortalPage, newNonce } from './security-headers.ts'
import { pageHasAction } from './page-actions.ts'
import type { InlineScripts } from './security-headers.ts'
import type { ResponseCache } from '#server/catalog/response-cache.ts'
import { cachedPages, isCacheablePage, isPreviewLink, type CachedPageAnswer } from '#server/catalog/page-cache.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const BUILD_DIR = path.join(ROOT, 'build')

/** Page forms carry a token or a few fields; the renderer reads the body whole, so it is kept small. */
const PAGE_FORM_MAX_BYTES = 16 * 1024
const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode })

type NodeListener = (req: FastifyRequest['raw'], res: FastifyReply['raw']) => void | Promise<void>

/**
 * Serves the React Router app: built assets (fingerprinted ones cached for a
 * year) and every non-API GET through the server renderer. In development
 * Vite's middleware serves modules and the build is loaded on each request.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    dev: boolean
    context: AppLoadContextValue
    pagePolicy: (inline: InlineScripts, page: { portal: boolean }) => string
    /** Where rendered public pages are kept (production only; development renders each request). */
    pageStore: ResponseCache
    /** Told of every render of a cached page (tests). */
    onPageRender?: (url: string) => void
    publicUrl: string
    /** The context of a staff preview link's render, when its token is valid (server/catalog/staff-previews.ts). */
    previewContext?: (url: string) => Promise<AppLoadContextValue | undefined>
  },
): Promise<void> {
  const noncePolicy = (nonce: string, url: string) => options.pagePolicy({ nonce }, { portal: isPortalPage(url) })
  // Each page's inline scripts carry the nonce of its Content-Security-Policy (app/entry.server.tsx);
  // the catch-all below puts it on the request, replacing anything a client sent under that name.
  // The app declares these fields on AppLoadContext (app/load-context.ts).
  const getLoadContext = async (request: Request) => {
    const context = (isPreviewLink(request.url) && (await options.previewContext?.(request.url))) || options.context
    return { ...context, cspNonce: request.headers.get(NONCE_HEADER) ?? '' } as unknown as AppLoadContext
  }
  let handle: (req: FastifyRequest['raw'], res: FastifyReply['raw'], next: () => void) => void

  if (options.dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' })
    app.addHook('onClose', () => vite.close())
    handle = (req, res, next) => vite.middlewares(req, res, next)
    const loadBuild = async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
    registerPageWords(app, loadBuild)
    const listener: NodeListener = async (req, res) =>
      createRequestListener({ build: await loadBuild(), mode: 'development', getLoadContext })(req, res)
    await registerCatchAll(app, handle, listener, { pagePolicy: noncePolicy, loadBuild })
    return
  }

  const serverEntry = path.join(BUILD_DIR, 'server/index.js')
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No production build at ${serverEntry}. Run "npm run build" first.`)
  }
  const build = (await import(serverEntry)) as ServerBuild
  registerPageWords(app, async () => build)
  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, 'client'),
    wildcard: false,
    decorateReply: false,
    // file.br / file.gz written at build time (scripts/vite-precompress.ts) go to browsers that accept them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
  const listener = createRequestListener({ build, mode: 'production', getLoadContext })
  const cached = cachedPages({
    store: options.pageStore,
    build,
    context: options.context,
    publicUrl: options.publicUrl,
    onRender: options.onPageRender,
    policy: (hashes) => options.pagePolicy({ hashes }, { portal: false }),
  })
  await registerCatchAll(
    app,
    (req, res, next) => {
      compressResponse(req, res)
      next()
    },
    listener,
    { pagePolicy: noncePolicy, loadBuild: async () => build, cached },
  )
}

const NONCE_HEADER = 'x-csp-nonce'

/** Sets a request header for the renderer (which reads rawHeaders), replacing any value the client sent. */
export function setRequestHeader(req: FastifyRequest['raw'], name: string, value: string): void {
  const raw = req.rawHeaders
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === name) raw.splice(i, 2)
  raw.push(name, value)
  req.headers[name] = value
}

interface PageOptions {
  pagePolicy: (nonce: string, url: string) => string
  loadBuild: () => Promise<ServerBuild>
  /** Public pages from the page cache (server/catalog/page-cache.ts); the rest are rendered per request. */
  cached?: CachedPageAnswer
}

async function registerCatchAll(
  app: FastifyInstance,
  before: (req: FastifyRequest['raw'], res: FastifyReply['raw'], next: () => void) => void,
  listener: NodeListener,
  { pagePolicy, loadBuild, cached }: PageOptions,
): Promise<void> {
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]
    if (path.startsWith('/api/') || path === '/api') return app.answerUnrouted(request, reply)
    if (request.method === 'POST' && !pageHasAction(await loadBuild(), request.url)) {
      return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'This page does not take form posts.' })
    }
    if (await cached?.(request, reply)) return reply
    // The pages of one visitor (a private link's token, the portal) are kept by no browser or proxy.
    if (!isCacheablePage(request.url)) reply.header('cache-control', 'no-store')
    if (isPreviewLink(request.url)) reply.header('x-robots-tag', 'noindex, nofollow')
    const nonce = newNonce()
    setRequestHeader(request.raw, NONCE_HEADER, nonce)
    reply.header('content-security-policy', pagePolicy(nonce, path))
    // Headers set by plugins (security headers) are copied before Fastify hands over the response.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string)
    }
    reply.raw.setHeader('x-request-id', request.id)
    reply.hijack()
    before(request.raw, reply.raw, () => {
      Promise.resolve(listener(request.raw, reply.raw)).catch((err: unknown) => {
        request.log.error({ err }, 'render failed')
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        reply.raw.end(`Something went wrong on our side. Please try again. (Reference: ${request.id})`)
      })
    })
  }
  // A page's form posts (the unsubscribe page, and one-click unsubscribe from a mail
  // program) reach the renderer with their body unread; the API keeps its own parsers.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers()
    pages.addContentTypeParser('*', (request, _payload, done) => {
      const length = Number(request.headers['content-length'])
      if (!Number.isFinite(length)) return done(httpError(411, 'Send the form with a Content-Length header'), undefined)
      if (length > PAGE_FORM_MAX_BYTES) return done(httpError(413, 'A form sent to a page must be at most 16 KB'), undefined)
      done(null, undefined)
    })
    pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: render })
  })
}
