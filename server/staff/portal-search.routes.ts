import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PortalSearchQuerySchema, PortalSearchResultSchema } from '#core/staff/portal-search.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { PortalSearch } from './portal-search.service.ts'
import { staffRoute } from './staff-route.ts'

// The portal header's search box (docs/decisions/0108-one-portal-search.md).

export const portalSearchRoutes: FastifyPluginAsyncZod<{ search: PortalSearch }> = async (app, { search }) => {
  app.get(
    '/api/admin/search',
    staffRoute('signed-in', {
      summary: 'Find listings, leads, agents, partners, staff users and content sections at once',
      description:
        'Grouped, at most 5 of each; only the groups the role may open (an agent finds the leads of their own part of the inbox, an owner also finds staff users). Leads are found by the inbox’s full-text search.',
      querystring: PortalSearchQuerySchema,
      response: { 200: PortalSearchResultSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    (request) => search.search(request.query.q, request.adminUser!),
  )
}
