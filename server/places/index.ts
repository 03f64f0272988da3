import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { placeRoutes } from './places.routes.ts'
import { createPlaceSearch } from './place-search.service.ts'

/** Place suggestions for the location fields: offline Omaha places first, the geocoder (when configured) adds. */
export async function register(app: FastifyInstance, { nominatim }: Deps): Promise<void> {
  await app.register(placeRoutes, { places: createPlaceSearch({ nominatim }) })
}
