import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { responseCacheFor } from '#server/catalog/response-cache.ts'
import { listingAnnouncer } from '#server/leads/listing-announcements.service.ts'
import { propertyRoutes } from './listings.routes.ts'
import { adminPropertyRoutes } from './staff-listings.routes.ts'
import { createPropertyWriter } from './listing-writer.service.ts'
import { createPropertyGeocoder } from './listing-geocoder.service.ts'
import { createPropertyAdmin } from './listing-admin.service.ts'
import { createPropertyPhotos } from './listing-photos.service.ts'

/**
 * Listings: the public search, pins and listing reads, and staff's listing
 * management. Every save goes through the writer, which finds the map point
 * and tells Get Notified subscribers about listings that become upcoming or
 * available. The writer is also the app's handle for tests (app.propertyWriter).
 */
export async function register(app: FastifyInstance, deps: Deps): Promise<void> {
  const { database, catalog, config, nominatim, mediaDir, tmpDir } = deps
  const writer = createPropertyWriter(database.db, createPropertyGeocoder({ nominatim }), listingAnnouncer({ publicUrl: config.publicUrl }))
  app.decorate('propertyWriter', writer)
  await app.register(propertyRoutes, { catalog, cache: responseCacheFor(database) })
  await app.register(adminPropertyRoutes, {
    admin: createPropertyAdmin(database.db, writer),
    photos: createPropertyPhotos(database.db, { mediaDir, tmpDir }),
  })
}
