import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server has, as registered (tests check the /api/admin guard against it). */
    routeTable: Array<{ method: string; url: string }>
  }
}

/** Collects each route as it is added; installed first so none is missed. */
export function collectRoutes(app: FastifyInstance): void {
  const table: FastifyInstance['routeTable'] = []
  app.decorate('routeTable', table)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url })
  })
}
