import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { localizedPath } from '#core/i18n/locale.ts'
import { storedLang } from '#server/mail/mail-words.ts'
import { createSubscriberRepository } from './subscriber.repository.ts'
import { enqueueMail } from '#server/mail/outbox.ts'
import { unsubscribeUrl, upcomingMail } from './upcoming.mail.ts'
import type { ListingInput, UpcomingHooks } from '#server/listings/listing-writer.service.ts'
import { closeApplicationsOfUnavailable } from './rentals/rental-applications.service.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { recordListingChanges } from '#server/listings/listing-changes.ts'

// Get Notified, as the business runs it (docs/decisions/0027-listing-announcements.md): a listing that becomes
// upcoming or available is mailed to the list, and each subscriber hears about
// one listing once, however often its status goes back and forth. Who was told
// about which listing is kept in property_announcements, written in the
// listing's own transaction with the queued mails.

/**
 * Queues one mail per subscriber not yet told about this listing; returns how many. A draft is announced to
 * nobody: its mails go out when it is published (docs/decisions/0097-listing-drafts-and-publishing.md).
 */
export async function announceListing(
  trx: Kysely<Database>,
  id: string,
  listing: Pick<ListingInput, 'status' | 'title'> & Parameters<typeof upcomingMail>[0],
  publicUrl: string,
): Promise<number> {
  const published = await trx.selectFrom('properties').select(['published_at', 'mls_status']).where('id', '=', id).executeTakeFirst()
  if (!published?.published_at) return 0
  // An upcoming home is marketed only once its MLS status is stated (docs/decisions/0153-required-listing-facts.md):
  // the mails go out with the save that states it.
  if (listing.status === 'upcoming' && published.mls_status === null) return 0
  const repo = createSubscriberRepository(trx)
  const [subscribers, already] = await Promise.all([
    // Only addresses whose owner confirmed them (Get Notified is double opt-in).
    repo.listConfirmed(),
    repo.announcedTo(id),
  ])
  const fresh = subscribers.filter((s) => !already.has(s.email))
  if (fresh.length === 0) return 0
  await repo.markAnnounced(
    id,
    fresh.map((s) => s.email),
  )
  for (const s of fresh) {
    const lang = storedLang(s.locale)
    const links = {
      listingUrl: `${publicUrl}${localizedPath(`/property/${id}`, lang)}`,
      unsubscribeUrl: unsubscribeUrl(publicUrl, s.unsubscribe_token, lang),
    }
    await enqueueMail(trx, { ...upcomingMail(listing, links, s.email, { lang, available: listing.status !== 'upcoming' }), relatedId: id })
  }
  return fresh.length
}

/**
 * The property writer's hooks (server/app.ts): upcoming and available listings are announced, once per subscriber; a
 * rental that no longer takes applications closes its open ones, each applicant told once. Every change a saved
 * search's alert tells about is recorded in the same transaction (docs/decisions/0161-saved-searches-and-alerts.md).
 */
export function listingAnnouncer(options: { publicUrl: string; now?: () => Date }): UpcomingHooks {
  return {
    statuses: ['upcoming', 'available'],
    async becameUpcoming(trx, id, listing) {
      await recordListingChanges(trx, id, { fresh: true })
      await announceListing(trx, id, listing, options.publicUrl)
    },
    async changed(trx, id) {
      await recordListingChanges(trx, id)
      const closed = await closeApplicationsOfUnavailable(trx, id, { publicUrl: options.publicUrl, now: options.now ?? (() => new Date()) })
      // An upcoming home whose MLS status was just stated is announced now (once per subscriber, as always).
      const listing = await createListingRepository(trx).findForStaff(id, trx)
      if (listing?.status === 'upcoming') await announceListing(trx, id, listing, options.publicUrl)
      return closed
    },
  }
}
