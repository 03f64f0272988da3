import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

// Requests no route takes all answer the house error shape `{ message }`:
// a known API path with the wrong method is 405 with Allow, an
// unknown API path 404; on the web app's pages anything but GET, HEAD and a
// form POST is 405, and a GET or HEAD that nothing answers (a missing file
// under /media/) 404. A path starting with "//" never reaches a route or a
// cache: a page read is sent to the one-slash address, anything else is 404.

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a request no route took (also used by the page catch-all for /api paths). */
    answerUnrouted(request: FastifyRequest, reply: FastifyReply): FastifyReply
  }
}

interface KnownRoute {
  pattern: RegExp
  methods: string[]
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')
const shownPath = (path: string) => (path.length > 200 ? `${path.slice(0, 200)}…` : path)

/** A Fastify route URL as a pattern for concrete paths: ":name" is one segment, "*" the rest. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+'),
    )
    .join('/')
  return new RegExp(`^${source}$`)
}

/** Watches the API routes as they are added; call before any route is registered. */
export function installUnroutedAnswers(app: FastifyInstance, { pages }: { pages: boolean }): void {
  const routes: KnownRoute[] = []
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return
    const methods = [route.method].flat().map((m) => m.toUpperCase())
    routes.push({ pattern: routePattern(route.url), methods })
  })

  const allowedOn = (path: string) => {
    const methods = new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort()
  }

  // Before the caches' hooks (server/app.ts): "//x" is not "/x" to a router, but a browser or proxy may take it as another host.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('//')) return
    const [path, ...query] = request.url.split('?')
    const single = `/${path.replace(/^\/+/, '')}`
    if (pages && !isApiPath(single) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.redirect([single, ...query].join('?'), 301)
    }
    return reply.code(404).send({ message: `Nothing at ${shownPath(path)}` })
  })

  app.decorate('answerUnrouted', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]
    const shown = shownPath(path)
    if (isApiPath(path)) {
      const allowed = allowedOn(path)
      if (allowed.length === 0) return reply.code(404).send({ message: `No API route ${request.method} ${shown}` })
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ message: `${request.method} is not allowed on ${shown}. Allowed: ${allowed.join(', ')}` })
    }
    if (!pages || request.method === 'GET' || request.method === 'HEAD') return reply.code(404).send({ message: `Nothing at ${shown}` })
    return reply
      .code(405)
      .header('allow', 'GET, HEAD')
      .send({ message: `A page can only be read (GET or HEAD), not ${request.method}.` })
  })
  app.setNotFoundHandler((request, reply) => app.answerUnrouted(request, reply))
}
