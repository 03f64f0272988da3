import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Listing } from '#core/listings/listing.ts'
import { listingReadiness, publishRefusal } from '#core/listings/listing-readiness.ts'
import { omahaInstant, type PublishingState, type ScheduleChangeBody } from '#core/listings/listing-schedule.ts'
import { statusAllowed, statusRuleMessage } from '#core/listings/listing-form.ts'
import { withMail } from '#server/mail/outbox.ts'
import { newId } from '#server/db/ids.ts'
import { createListingRepository } from './listing.repository.ts'
import { createListingScheduleRepository } from './listing-schedule.repository.ts'
import { httpError } from './listing-admin.service.ts'
import { withStatus } from './listing-input.ts'
import { createListingHealth, readOfficeCard } from './listing-health.service.ts'
import type { UpcomingHooks } from './listing-writer.service.ts'

// Drafts and publishing (docs/decisions/0097-listing-drafts-and-publishing.md): a listing staff create is a draft
// that no public page, API, map, sitemap or mail shows; it is published when its checklist is complete, by staff or
// at a scheduled time, and may be taken back to draft on purpose. Publishing announces an upcoming or available
// listing to Get Notified subscribers, in the same transaction.

export interface PublishingOptions {
  /** Get Notified's hooks (server/leads/listing-announcements.service.ts). */
  announcer?: UpcomingHooks
  now: () => Date
}

export function createListingPublishing(db: Kysely<Database>, options: PublishingOptions) {
  const listings = createListingRepository(db)
  const schedule = createListingScheduleRepository(db)
  const health = createListingHealth(db, options.now)

  async function stored(id: string): Promise<Listing> {
    const p = await listings.findForStaff(id)
    if (!p) throw httpError(404, 'Property not found')
    return p
  }

  async function state(id: string): Promise<PublishingState> {
    const p = await stored(id)
    const [office, healthOf] = await Promise.all([readOfficeCard(db), health.of([p])])
    return {
      publishedAt: p.publishedAt ?? null,
      checklist: listingReadiness(p, office),
      health: healthOf.get(id)!,
      scheduled: await schedule.forListing(id),
    }
  }

  /** Makes a draft public when its checklist is complete; answers false when it already was. */
  async function publish(id: string): Promise<boolean> {
    const p = await stored(id)
    if (p.archivedAt) throw httpError(400, 'This listing is archived. Restore it before publishing it.')
    if (p.publishedAt) return false
    const refusal = publishRefusal(listingReadiness(p, await readOfficeCard(db)))
    if (refusal) throw httpError(400, refusal)
    const { announcer } = options
    return withMail(db, async (trx) => {
      // Only the call that moves it from draft publishes (and announces), however many race.
      if (!(await createListingRepository(trx).setPublished(id, options.now().toISOString(), trx))) return false
      await createListingScheduleRepository(trx).cancelPending(id, 'publish')
      if (announcer && (announcer.statuses ?? ['upcoming']).includes(p.status))
        await announcer.becameUpcoming(trx, id, withStatus(p, p.status))
      return true
    })
  }

  return {
    state,
    publish,

    /** Takes a listing off the site again: a draft, until it is published anew; false when it was one already. */
    async unpublish(id: string): Promise<boolean> {
      await stored(id)
      return withMail(db, async (trx) => {
        const done = await createListingRepository(trx).setPublished(id, null, trx)
        await options.announcer?.changed?.(trx, id)
        return done
      })
    },

    /** Adds a change to happen at a time in Omaha; a listing has at most one waiting publication. */
    async schedule(id: string, body: ScheduleChangeBody, createdBy: string): Promise<void> {
      const p = await stored(id)
      const due = omahaInstant(body.at)
      if (Number.isNaN(due.getTime())) throw httpError(400, 'Invalid field "When": choose a date and time')
      if (due.getTime() <= options.now().getTime()) throw httpError(400, 'Invalid field "When": choose a time in the future (Omaha time)')
      if (body.kind === 'publish' && p.publishedAt) throw httpError(400, 'This listing is already published.')
      if (body.kind === 'status' && !statusAllowed(p.type, body.status!))
        throw httpError(400, `Invalid field "New status": ${statusRuleMessage(p.type)}`)
      if (body.kind === 'publish') await schedule.cancelPending(id, 'publish')
      await schedule.insert({
        id: newId(),
        property_id: id,
        kind: body.kind,
        status: body.kind === 'status' ? body.status! : null,
        due_at: due.toISOString(),
        created_by: createdBy,
        created_at: options.now().toISOString(),
      })
    },

    /** Removes a change that has not happened yet; false when there is none waiting with this id. */
    async cancel(id: string, entryId: string): Promise<void> {
      if (!(await schedule.remove(id, entryId))) throw httpError(404, 'No scheduled change has this id (it may have happened already)')
    },
  }
}

export type ListingPublishing = ReturnType<typeof createListingPublishing>
