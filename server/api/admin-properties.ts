import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PropertySchema } from '#core/property'
import { AdminPropertyListQuerySchema } from '#core/admin-staff'
import { ErrorSchema } from './schemas.ts'
import { createPropertyRepository } from '../repositories/property-repository.ts'
import { createAgentRepository } from '../repositories/people-repository.ts'

/** Staff reads of listings (spec 2 §7 "Admin dashboard"): every property, any status. Writes come with the properties screen. */
export const adminPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const properties = createPropertyRepository(db)
  const agents = createAgentRepository(db)

  app.get(
    '/api/admin/properties',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every property, any status (upcoming included)',
        description:
          'The public list shape with `_id`. q searches title, address, city, ZIP, neighbourhood and school district; agentId keeps the listings of one agent. The total number of matches, before limit and offset, is in the X-Total-Count header.',
        querystring: AdminPropertyListQuerySchema,
        response: { 200: z.array(PropertySchema), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, agentId, ...query } = request.query
      let agentEmail: string | undefined
      if (agentId) {
        agentEmail = await agents.emailOf(agentId)
        if (!agentEmail) return reply.header('x-total-count', '0').send([])
      }
      const { items, total } = await properties.list(query, { anyStatus: true, text: q, agentEmail })
      return reply.header('x-total-count', String(total)).send(items)
    },
  )
}
