import type { FastifyInstance } from 'fastify'
import type { Permission } from '#core/staff/permissions.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server has, as registered, with what it needs (tests check the /api/admin guard against it). */
    routeTable: Array<{ method: string; url: string; permission: Permission | undefined }>
  }
}

/** Collects each route as it is added; installed first so none is missed. */
export function collectRoutes(app: FastifyInstance): void {
  const table: FastifyInstance['routeTable'] = []
  app.decorate('routeTable', table)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url, permission: route.config?.permission })
  })
}
