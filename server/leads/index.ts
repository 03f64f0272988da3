import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { inquiryRoutes } from './inquiries.routes.ts'
import { showingRoutes } from './showings.routes.ts'
import { interestRoutes } from './interest.routes.ts'
import { upcomingRoutes } from './subscriptions.routes.ts'
import { officeRequestRoutes } from './office-requests.routes.ts'
import { sellToUsRoutes } from './sell-to-us.routes.ts'
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
import { applicationStatus } from '#server/leads/bidders/bidder-applications.service.ts'
import type { PublicActions } from '#server/catalog/public-catalog.ts'

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
  await app.register(interestRoutes, { intake, rateLimit })
  await app.register(upcomingRoutes, { intake, rateLimit })
  await app.register(officeRequestRoutes, { intake, rateLimit })
  await app.register(sellToUsRoutes, { intake, rateLimit })
  await app.register(openHouseSignInRoutes, { intake, rateLimit, now })
  await app.register(preferredBidderRoutes, { intake, rateLimit })
  await app.register(staffLeadRoutes, { inbox: createLeadInbox(db, { storage, publicUrl, outbox, now }) })
  await app.register(personRoutes, { persons: createPersons(db) })
  await app.register(leadRoutingRoutes, { routing: createLeadRouting(db) })
  await app.register(responseTimerRoutes, { timer: createResponseTimerSettings(db, { now }) })
  const timer = startResponseTimer(db, { now, publicUrl, officeEmail, intervalMs: deps.scheduleIntervalMs, log: app.log })
  app.decorate('responseTimer', timer)
  app.addHook('onClose', () => timer.stop())
}

/** What the public pages' forms may change without JavaScript: unsubscribe, confirm a sign-up, read an application's status. */
export function pageActions({ database: { db }, config, storage }: Deps): PublicActions {
  const intake = createLeadIntake(db, { ...config, storage })
  return {
    unsubscribe: (token) => intake.unsubscribe(token),
    confirmSubscription: (token) => intake.confirmSubscription(token),
    applicationStatus: (token) => applicationStatus(db, token),
  }
}
