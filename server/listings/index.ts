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
import { createOpenHouses } from './open-houses.service.ts'
import { staffOpenHouseRoutes } from './open-houses.routes.ts'
import { startOpenHouseEnding } from './open-house-ending.ts'
import { openHouseCalendarRoutes } from './open-house-calendar.routes.ts'
import { shareCardRoutes } from './share-card.routes.ts'
import { createShareCards } from './share-card.ts'
import { createListingPublishing } from './listing-publishing.service.ts'
import { listingPublishingRoutes } from './listing-publishing.routes.ts'
import { startListingSchedule } from './listing-schedule.job.ts'
import { createStaffPreviews } from '#server/catalog/staff-previews.ts'
import { createRecordHistory } from '#server/history/record-history.service.ts'
import { LISTING_VERSIONS } from './listing-history.ts'
import { staffShowingSettingsRoutes } from './showing-settings.routes.ts'
import { costAssumptionRoutes } from './cost-assumptions.routes.ts'
import { createCostAssumptions } from './cost-assumptions.service.ts'
import { createListingVerifier } from './listing-verify.service.ts'
import { limitVerifyPage, listingVerifyRoutes } from './listing-verify.routes.ts'
import { sharedRateLimit } from '#server/plugins/rate-limit.ts'
import { createFairHousing } from '#server/content/fair-housing.service.ts'
import { listingFeedRoutes } from './listing-feeds.routes.ts'
import { listingCsvRoutes } from './listing-csv.routes.ts'
import { createListingImport } from './listing-import.service.ts'
import { createListingHealth } from './listing-health.service.ts'

/**
 * Listings: the public search, pins and listing reads, and staff's listing
 * management. Every save goes through the writer, which finds the map point
 * and tells Get Notified subscribers about listings that become upcoming or
 * available. The writer is also the app's handle for tests (app.propertyWriter). New listings are drafts until
 * published; scheduled publications and status changes are carried out by a job every server runs (stopped when
 * the app closes; app.listingSchedule for tests). Open houses: staff schedule them, and each server marks ended
 * ones once a minute (docs/decisions/0112-open-houses.md).
 */
export async function register(app: FastifyInstance, deps: Deps): Promise<void> {
  const { database, catalog, config, nominatim, storage, tmpDir, now, rateLimits } = deps
  const announcer = listingAnnouncer({ publicUrl: config.publicUrl, now })
  const writer = createListingWriter(database.db, createListingGeocoder({ nominatim }), announcer)
  app.decorate('propertyWriter', writer)
  const history = createRecordHistory(database.db)
  // A staff member's save keeps the listing's version in its transaction (docs/decisions/0121-a-save-and-its-version-together.md).
  const versions = history.saving(LISTING_VERSIONS)
  const admin = createListingAdmin(database.db, writer, versions, now)
  const publishing = createListingPublishing(database.db, { announcer, now })
  const fairHousing = createFairHousing(database.db)
  await app.register(listingRoutes, { catalog, cache: responseCacheFor(database), now })
  // /verify and GET /api/verify count together per client address (docs/decisions/0148-verify-a-listing.md).
  const verifyLimit = sharedRateLimit(app, rateLimits.forms, 'listing-verify')
  await app.register(listingVerifyRoutes, { verify: createListingVerifier(database.db, config), limit: verifyLimit })
  limitVerifyPage(app, verifyLimit)
  await app.register(listingFeedRoutes, { catalog, cache: responseCacheFor(database), db: database.db, publicUrl: config.publicUrl })
  await app.register(openHouseCalendarRoutes, { catalog, publicUrl: config.publicUrl, now })
  await app.register(shareCardRoutes, { catalog, cards: createShareCards(storage) })
  await app.register(staffListingRoutes, {
    admin,
    photos: createListingPhotos(database.db, { storage, tmpDir, versions }),
    history,
    fairHousing,
    health: createListingHealth(database.db, now),
  })
  await app.register(staffOpenHouseRoutes, {
    admin,
    openHouses: createOpenHouses(database.db, admin, { publicUrl: config.publicUrl, now }),
    now,
  })
  await app.register(staffShowingSettingsRoutes, { db: database.db, admin, versions })
  await app.register(costAssumptionRoutes, { assumptions: createCostAssumptions(database.db) })
  await app.register(listingCsvRoutes, {
    admin,
    importer: createListingImport(database.db, { admin, publishing, fairHousing, publicUrl: config.publicUrl }),
  })
  await app.register(listingPublishingRoutes, {
    admin,
    publishing,
    previews: createStaffPreviews(database.db, now),
    fairHousing,
  })
  const schedule = startListingSchedule(database.db, { publishing, writer, now, intervalMs: deps.scheduleIntervalMs, log: app.log })
  app.decorate('listingSchedule', schedule)
  app.addHook('onClose', () => schedule.stop())
  const stopEnding = startOpenHouseEnding(database.db, { now, log: app.log })
  app.addHook('onClose', stopEnding)
}
