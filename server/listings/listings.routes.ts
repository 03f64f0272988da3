import { z } from 'zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ListingQuerySchema,
  ListingPinsQuerySchema,
  ListingPinsSchema,
  ListingSchema,
  resolveListingQuery,
  type ListingPinsQuery,
  type ListingQuery,
  type ListingRead,
} from '#core/listings/listing.ts'
import { IdParamsSchema } from '#core/ids.ts'
import { errorResponses } from '#server/plugins/error-responses.ts'
import type { ListingCatalog } from './listing.catalog.ts'
import { queryKey, sendCached, type Produced, type ResponseCache } from '#server/catalog/response-cache.ts'

/**
 * Public listing reads; they answer from serialized copies until a listing changes (`cache`, server/catalog/response-cache.ts).
 * A query naming a time ("openHouse=weekend") has its window resolved from the clock first and keyed by it, never by its
 * URL alone, so the same URL next week is a new answer (docs/decisions/0112-open-houses.md).
 */
export const listingRoutes: FastifyPluginAsyncZod<{ catalog: ListingCatalog; cache: ResponseCache; now: () => Date }> = async (
  app,
  { catalog, cache, now },
) => {
  // The hottest public reads log warnings and errors only: two info lines per request cost more than the cached answer.
  const logLevel = 'warn'

  /** A search's handler: its answer for the query (its time window resolved first), from the cache while no listing changed. */
  const searched =
    <Q extends ListingQuery>(name: string, produce: (query: Q & ListingRead, reply: FastifyReply) => Promise<Produced>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // The route's schema has checked the query.
      const query = resolveListingQuery(request.query as Q, now())
      const entry = await cache.get(
        `${name} ${queryKey(query)}`,
        () => produce(query, reply),
        query.openHouseWindow ? undefined : request.url,
      )
      return sendCached(request, reply, entry)
    }

  app.get(
    '/api/properties',
    {
      logLevel,
      schema: {
        tags: ['properties'],
        summary: 'List properties, filtered and sorted on the server',
        description:
          'Returns the matching listings as an array (the shape the spec client reads). The total number of matches, before limit and offset, is in the X-Total-Count header. Upcoming listings appear only with status=upcoming. openHouse=weekend keeps the listings with an open house this weekend in Omaha (Saturday and Sunday; the coming one from Monday to Friday); each listing carries its open houses that have not ended in `openHouses`.',
        querystring: ListingQuerySchema,
        response: { 200: z.array(ListingSchema), 400: errorResponses[400] },
      },
    },
    searched('list', async (query, reply) => {
      const { items, total } = await catalog.listProperties(query)
      return { body: reply.serialize(items) as string, headers: { 'x-total-count': String(total) } }
    }),
  )

  app.get(
    '/api/properties/pins',
    {
      logLevel,
      schema: {
        tags: ['properties'],
        summary: 'Map pins of the listings matching the list filters',
        description:
          'Takes the filters of GET /api/properties (with north, south, east and west for the visible map area) and the map zoom. Listings without coordinates have no pin; on the sale map sold homes have none. Above 400 matches, listings that share a grid cell at that zoom come back as clusters with a count.',
        querystring: ListingPinsQuerySchema,
        response: { 200: ListingPinsSchema, 400: errorResponses[400] },
      },
    },
    searched<ListingPinsQuery>('pins', async (query, reply) => ({ body: reply.serialize(await catalog.propertyPins(query)) as string })),
  )

  app.get(
    '/api/properties/:id',
    {
      logLevel,
      schema: {
        tags: ['properties'],
        summary: 'One property',
        params: IdParamsSchema,
        response: { 200: ListingSchema, 400: errorResponses[400], 404: errorResponses[404], 410: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const found = await cache.get(
        `one ${request.params.id}`,
        async () => {
          const property = await catalog.findProperty(request.params.id)
          return property && { body: reply.serialize(property) as string }
        },
        request.url,
      )
      if (!found) {
        // An archived listing is gone for a while (410), then simply unknown.
        if (await catalog.listingGone(request.params.id)) return reply.code(410).send({ message: 'This property is no longer listed' })
        return reply.code(404).send({ message: 'Property not found' })
      }
      return sendCached(request, reply, found)
    },
  )
}
