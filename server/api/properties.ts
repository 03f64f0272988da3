import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PropertyListQuerySchema, PropertySchema } from '#core/property'
import { IdParamsSchema } from '#core/ids'
import { errorResponses } from './schemas.ts'
import type { PublicCatalog } from '../services/public-catalog.ts'

export const propertyRoutes: FastifyPluginAsyncZod<{ catalog: PublicCatalog }> = async (app, { catalog }) => {
  app.get(
    '/api/properties',
    {
      schema: {
        tags: ['properties'],
        summary: 'List properties, filtered and sorted on the server',
        description:
          'Returns the matching listings as an array (the shape the spec client reads). The total number of matches, before limit and offset, is in the X-Total-Count header. Upcoming listings appear only with status=upcoming.',
        querystring: PropertyListQuerySchema,
        response: { 200: z.array(PropertySchema), 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { items, total } = await catalog.listProperties(request.query)
      reply.header('x-total-count', String(total))
      return items
    },
  )

  app.get(
    '/api/properties/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'One property',
        params: IdParamsSchema,
        response: { 200: PropertySchema, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const property = await catalog.findProperty(request.params.id)
      if (!property) return reply.code(404).send({ message: 'Property not found' })
      return property
    },
  )
}
