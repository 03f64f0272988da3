import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PlaceQuerySchema, PlaceSchema } from '#core/places/place.ts'
import { errorResponses } from '#server/plugins/error-responses.ts'
import { DEFAULT_PLACE_LIMIT, type PlaceSearch } from './place-search.service.ts'

/** The gazetteer changes with a release, not by the minute: browsers and proxies may keep answers a while. */
const CACHE_SECONDS = 300

export const placeRoutes: FastifyPluginAsyncZod<{ places: PlaceSearch }> = async (app, { places }) => {
  app.get(
    '/api/places',
    {
      schema: {
        tags: ['places'],
        summary: 'City, ZIP code and neighbourhood suggestions near Omaha',
        description: `Matches q against the cities and ZIP codes of the Omaha area (latitude 40.5 to 42.5, longitude -97 to -94) and its neighbourhoods: exact names first, then names starting with q, then names with a later word starting with q. With a geocoder configured (GEOCODER_URL), its matches follow when there are fewer than limit. An empty q has no suggestions. limit defaults to ${DEFAULT_PLACE_LIMIT}.`,
        querystring: PlaceQuerySchema,
        response: { 200: z.array(PlaceSchema), 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`)
      return places.suggest(request.query.q, request.query.limit)
    },
  )
}
