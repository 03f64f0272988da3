import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AUTH_MESSAGES } from '#core/staff/sign-in.ts'
import { can, refusedMessage, type Permission } from '#core/staff/permissions.ts'
import { bearerToken, type SessionService, type SignedInUser } from './sessions.service.ts'

// The one guard of the staff API: every request
// under /api/admin loads its session here or is answered 401, so no route can
// forget it; handlers read request.adminUser, never the token. The only public
// route under the prefix is the public content read, GET /api/admin/content/public.
// Then the user's role must grant what the route declares in `config.permission`
// (core/staff/permissions.ts, docs/decisions/0090-staff-roles.md), or the answer is 403.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /api/admin route needs; a route without one is open to no role. */
    permission?: Permission
  }
  interface FastifyRequest {
    /** The signed-in staff user on /api/admin routes (set by the guard). */
    adminUser: SignedInUser | null
    /** The session the request came with (logout and "end my other sessions"). */
    adminSessionId: string | null
  }
}

export const PUBLIC_ADMIN_ROUTES = new Set(['GET /api/admin/content/public', 'HEAD /api/admin/content/public'])
/** Routes a user who must change a one-time password may still call. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set(['GET /api/admin/verify-token', 'POST /api/admin/account/password'])

const NO_PERMISSION_DECLARED = 'This request is open to no role: the route declares no permission.'

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]
/** A portal page, its data request included, in any letter case (the page router ignores case). */
const PORTAL_PAGE = /^\/admin(\/|\.data$|$)/i
/** Under /api/admin by the matched route or by the raw path (unknown paths are guarded too, so they reveal nothing). */
export const isStaffApi = (request: FastifyRequest) => {
  const route = request.routeOptions.url
  return (route !== undefined && route.startsWith('/api/admin')) || pathOf(request).startsWith('/api/admin')
}

export function installStaffGuard(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('adminUser', null)
  app.decorateRequest('adminSessionId', null)
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request)
    // Staff pages and answers are private: never indexed, never stored by a browser or proxy.
    if (PORTAL_PAGE.test(path)) {
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store')
      return
    }
    if (path.startsWith('/api/auth/')) reply.header('cache-control', 'no-store')
    if (!isStaffApi(request)) return
    const routeKey = `${request.method} ${request.routeOptions.url ?? path}`
    if (PUBLIC_ADMIN_ROUTES.has(routeKey) && request.routeOptions.url === '/api/admin/content/public') return
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
    const token = bearerToken(request.headers.authorization)
    const session = token ? await sessions.authenticate(token) : undefined
    if (!session) return reply.code(401).send({ message: AUTH_MESSAGES.signInRequired })
    request.adminUser = session.user
    request.adminSessionId = session.sessionId
    if (session.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(routeKey)) {
      return reply.code(403).send({ message: AUTH_MESSAGES.mustChangePassword })
    }
    // An unknown path has no route to ask: it goes on to its 404.
    if (request.routeOptions.url === undefined) return
    const permission = request.routeOptions.config.permission
    if (!permission) return reply.code(403).send({ message: NO_PERMISSION_DECLARED })
    if (!can(session.user.role, permission)) return reply.code(403).send({ message: refusedMessage(session.user.role, permission) })
  })
}
