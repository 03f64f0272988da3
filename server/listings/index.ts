import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { responseCacheFor } from '#server/catalog/response-cache.ts'
import { listingAnnouncer } from '#server/leads/listing-announcements.service.ts'
import { listingRoutes } from './listings.routes.ts'
import { staffListingRoutes } from './staff-listings.routes.ts'
import { createListingWriter } from './listing-writer.service.ts'
import { createListingGeocoder } from './listing-geocoder.service.ts'
import { createListingAdmin } from './listing-admin.service.ts'
import { createListingPhotos } from './listing-photos.service.ts'
import { createRecordHistory } from '#server/history/record-history.service.ts'

/**
 * Listings: the public search, pins and listing reads, and staff's listing
 * management. Every save goes through the writer, which finds the map point
 * and tells Get Notified subscribers about listings that become upcoming or
 * available. The writer is also the app's handle for tests (app.propertyWriter).
 */
export async function register(app: FastifyInstance, deps: Deps): Promise<void> {
  const { database, catalog, config, nominatim, storage, tmpDir } = deps
  const writer = createListingWriter(database.db, createListingGeocoder({ nominatim }), listingAnnouncer({ publicUrl: config.publicUrl }))
  app.decorate('propertyWriter', writer)
  await app.register(listingRoutes, { catalog, cache: responseCacheFor(database) })
  await app.register(staffListingRoutes, {
    admin: createListingAdmin(database.db, writer),
    photos: createListingPhotos(database.db, { storage, tmpDir }),
    history: createRecordHistory(database.db),
  })
}
