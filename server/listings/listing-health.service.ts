import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Listing } from '#core/listings/listing.ts'
import { listingHealth, type AttentionItem, type HealthDates, type ListingHealth } from '#core/listings/listing-health.ts'
import { createListingRepository } from './listing.repository.ts'
import type { OfficeCard } from '#core/listings/listing-readiness.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { createContentCatalog } from '#server/content/content.catalog.ts'

// Each listing's health (docs/decisions/0154-listing-health-score.md), from its checklist, its photos, its last price
// change and save, and its last inquiry: on the staff list, in the editor, and as the dashboard's attention list.

/** The office's card from Footer Contact Information: what a listing without an agent shows. */
export async function readOfficeCard(db: Kysely<Database>): Promise<OfficeCard> {
  const { footer } = await createContentCatalog(db).publicContent()
  return { name: COMPANY_NAME, phone: footer.phone, email: footer.email }
}

/** Statuses a visitor can still act on: the attention list leaves sold and rented homes out. */
const ACTIVE = new Set<Listing['status']>(['upcoming', 'available', 'pending'])

export function createListingHealth(db: Kysely<Database>, now: () => Date) {
  /** When each listing's price last changed and when it last brought an inquiry. */
  async function datesOf(ids: string[]): Promise<Map<string, HealthDates>> {
    const dates = new Map<string, HealthDates>(ids.map((id) => [id, { priceChangedAt: null, lastInquiryAt: null }]))
    if (ids.length === 0) return dates
    const [prices, inquiries] = await Promise.all([
      db
        .selectFrom('property_price_history')
        .select(['property_id', (eb) => eb.fn.max('changed_at').as('at')])
        .where('property_id', 'in', ids)
        .groupBy('property_id')
        .execute(),
      db
        .selectFrom('inquiries')
        .select(['property_id', (eb) => eb.fn.max('created_at').as('at')])
        .where('property_id', 'in', ids)
        .groupBy('property_id')
        .execute(),
    ])
    for (const r of prices) dates.get(r.property_id)!.priceChangedAt = r.at
    for (const r of inquiries) if (r.property_id) dates.get(r.property_id)!.lastInquiryAt = r.at
    return dates
  }

  /** The health of each listing, by id. */
  async function of(listings: Listing[]): Promise<Map<string, ListingHealth>> {
    const [office, dates] = await Promise.all([readOfficeCard(db), datesOf(listings.map((p) => p._id))])
    const at = now()
    return new Map(listings.map((p) => [p._id, listingHealth(p, office, dates.get(p._id)!, at)]))
  }

  return {
    of,

    /** Listings with their health added (the staff list and one listing). */
    async withHealth<L extends Listing>(listings: L[]): Promise<Array<L & { health: ListingHealth }>> {
      const health = await of(listings)
      return listings.map((p) => ({ ...p, health: health.get(p._id)! }))
    },

    /** The published listings still on the market that have a reason to look at them, the least healthy first. */
    async attention(): Promise<AttentionItem[]> {
      const { items } = await createListingRepository(db).list({}, { anyStatus: true, includeDrafts: true, publication: 'published' })
      const active = items.filter((p) => ACTIVE.has(p.status))
      const health = await of(active)
      return active
        .map((p) => ({ _id: p._id, title: p.title, address: p.address, status: p.status, health: health.get(p._id)! }))
        .filter((p) => p.health.reasons.length > 0)
        .sort((a, b) => a.health.score - b.health.score || a.title.localeCompare(b.title))
    },
  }
}

export type ListingHealthService = ReturnType<typeof createListingHealth>
