import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { inquiryRoutes } from './inquiries.routes.ts'
import { showingRoutes } from './showings.routes.ts'
import { showingLinkRoutes } from './showing-link.routes.ts'
import { createShowingLinks } from './showing-link.service.ts'
import { staffShowingRoutes } from './staff-showings.routes.ts'
import { showingFeedRoutes } from './showing-feed.routes.ts'
import { createShowingFeeds } from './showing-feed.service.ts'
import { createStaffShowings } from './staff-showings.service.ts'
import { interestRoutes } from './interest.routes.ts'
import { upcomingRoutes } from './subscriptions.routes.ts'
import { officeRequestRoutes } from './office-requests.routes.ts'
import { sellToUsRoutes } from './sell-to-us.routes.ts'
import { copyReportRoutes } from './copy-report.routes.ts'
import { openHouseSignInRoutes } from './open-house-sign-in.routes.ts'
import { preferredBidderRoutes } from '#server/leads/bidders/bidders.routes.ts'
import { staffLeadRoutes } from './staff-leads.routes.ts'
import { createLeadIntake } from './lead-intake.service.ts'
import { createLeadInbox } from './lead-inbox.service.ts'
import { leadRoutingRoutes } from './lead-routing.routes.ts'
import { personRoutes } from './persons.routes.ts'
import { createPersons } from './person.service.ts'
import { createLeadRouting } from './lead-routing-rules.service.ts'
import { responseTimerRoutes } from './response-timer.routes.ts'
import { createResponseTimerSettings } from './response-timer.service.ts'
import { startResponseTimer } from './response-timer.job.ts'
import { startShowingReminders } from './showing-reminders.job.ts'
import { applicationStatus } from '#server/leads/bidders/bidder-applications.service.ts'
import type { PublicActions } from '#server/catalog/public-catalog.ts'
import { rentalApplicationRoutes } from './rentals/rental-applications.routes.ts'
import { staffRentalApplicationRoutes } from './rentals/staff-rental-applications.routes.ts'
import { createRentalApplications, takesApplications } from './rentals/rental-applications.service.ts'
import { createScreening } from './rentals/rental-screening.service.ts'
import { createListingAdmin } from '#server/listings/listing-admin.service.ts'
import { createListingVerifier } from '#server/listings/listing-verify.service.ts'
import { createListingWriter } from '#server/listings/listing-writer.service.ts'
import { createListingGeocoder } from '#server/listings/listing-geocoder.service.ts'
import { listingAnnouncer } from './listing-announcements.service.ts'
import { savedSearchRoutes } from './saved-searches.routes.ts'
import { createSavedSearches } from './saved-searches.service.ts'
import { startSavedSearchAlerts } from './saved-search-alerts.job.ts'
import { createRecordHistory } from '#server/history/record-history.service.ts'
import { LISTING_VERSIONS } from '#server/listings/listing-history.ts'
import { disclosureRoutes } from './disclosures/disclosures.routes.ts'
import { createDisclosures } from './disclosures/disclosures.service.ts'

/**
 * Leads: every public form that sends a message (each stores its lead, then
 * the outbox mails it) and staff's inbox of all of them. Each server runs the first-response timer's job
 * (app.responseTimer for tests; docs/decisions/0123-first-response-timer.md).
 */
export async function register(app: FastifyInstance, deps: Deps): Promise<void> {
  const {
    database: { db },
    config,
    outbox,
    rateLimits,
    storage,
    now,
  } = deps
  const { dataDir, officeEmail, publicUrl } = config
  const intake = createLeadIntake(db, { dataDir, officeEmail, publicUrl, storage })
  const rateLimit = rateLimits.forms
  await app.register(inquiryRoutes, { intake, rateLimit })
  await app.register(showingRoutes, { intake })
  await app.register(showingLinkRoutes, { intake, rateLimit, links: createShowingLinks(db, { officeEmail, publicUrl }, now) })
  await app.register(interestRoutes, { intake, rateLimit })
  await app.register(upcomingRoutes, { intake, rateLimit })
  await app.register(officeRequestRoutes, { intake, rateLimit })
  await app.register(sellToUsRoutes, { intake, rateLimit })
  await app.register(copyReportRoutes, { intake, rateLimit })
  await app.register(openHouseSignInRoutes, { intake, rateLimit, now })
  await app.register(preferredBidderRoutes, { intake, rateLimit })
  const applications = createRentalApplications(db, { storage, officeEmail, publicUrl, now })
  const screening = createScreening(db)
  await app.register(rentalApplicationRoutes, { intake, rateLimit, applications, screening, uploadDir: intake.applicationUploadDir })
  // Approving an application moves its listing to pending through the listings' own versioned save.
  const listingWriter = createListingWriter(db, createListingGeocoder({ nominatim: deps.nominatim }), listingAnnouncer({ publicUrl, now }))
  const listingAdmin = createListingAdmin(db, listingWriter, createRecordHistory(db).saving(LISTING_VERSIONS))
  await app.register(staffRentalApplicationRoutes, { db, applications, screening, listingAdmin })
  const inbox = createLeadInbox(db, { storage, publicUrl, outbox, now })
  await app.register(staffLeadRoutes, { inbox })
  await app.register(disclosureRoutes, { disclosures: createDisclosures(db, { publicUrl, now }), inbox, rateLimit })
  await app.register(staffShowingRoutes, { showings: createStaffShowings(db, { officeEmail, publicUrl }, now) })
  await app.register(showingFeedRoutes, { feeds: createShowingFeeds(db, { publicUrl }, now), rateLimit })
  await app.register(personRoutes, { persons: createPersons(db) })
  await app.register(leadRoutingRoutes, { routing: createLeadRouting(db) })
  await app.register(responseTimerRoutes, { timer: createResponseTimerSettings(db, { now }) })
  const timer = startResponseTimer(db, { now, publicUrl, officeEmail, intervalMs: deps.scheduleIntervalMs, log: app.log })
  app.decorate('responseTimer', timer)
  app.addHook('onClose', () => timer.stop())
  const reminders = startShowingReminders(db, { now, publicUrl, officeEmail, intervalMs: deps.scheduleIntervalMs, log: app.log })
  app.decorate('showingReminders', reminders)
  app.addHook('onClose', () => reminders.stop())
  await app.register(savedSearchRoutes, { rateLimit, searches: createSavedSearches(db, { publicUrl }) })
  const alerts = startSavedSearchAlerts(db, { now, publicUrl, intervalMs: deps.scheduleIntervalMs, log: app.log })
  app.decorate('savedSearchAlerts', alerts)
  app.addHook('onClose', () => alerts.stop())
}

/** What the public pages' forms may change without JavaScript: unsubscribe, confirm a sign-up, read an application's status. */
export function pageActions({ database: { db }, config, storage, now }: Deps): PublicActions {
  const intake = createLeadIntake(db, { ...config, storage })
  const applications = createRentalApplications(db, { ...config, storage, now })
  const screening = createScreening(db)
  return {
    rentalApplication: (token) => applications.view(token),
    showing: (token) => createShowingLinks(db, config, now).view(token),
    disclosure: (token) => createDisclosures(db, { publicUrl: config.publicUrl, now }).view(token),
    rentalCriteria: async (id) => {
      const listing = await intake.findListing(id)
      if (!listing || listing.type !== 'rental') return undefined
      return { listing, takesApplications: takesApplications(listing), criteria: await screening.forListing(id) }
    },
    verifyListing: createListingVerifier(db, config),
    unsubscribe: (token) => intake.unsubscribe(token),
    confirmSubscription: (token) => intake.confirmSubscription(token),
    confirmAlerts: (token) => createSavedSearches(db, config).confirm(token),
    stopAlert: (token) => createSavedSearches(db, config).unsubscribe(token),
    savedSearches: (token) => createSavedSearches(db, config).manage(token),
    applicationStatus: (token) => applicationStatus(db, token),
  }
}
