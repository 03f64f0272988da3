import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Listing, ListingPins, ListingPinsQuery, ListingRead } from '#core/listings/listing.ts'
import type { OpenHouse } from '#core/listings/open-house.ts'
import { MAP_DEFAULT_ZOOM } from '#core/constants.ts'
import { isRecentlyArchived } from '#core/listings/listing-form.ts'
import { createListingRepository } from './listing.repository.ts'
import { createOpenHouseRepository } from './open-house.repository.ts'
import { groupPins } from './map-pins.ts'
import { readCostAssumptions } from './cost-assumptions.service.ts'
import type { CostAssumptionsBody } from '#core/listings/cost-assumptions.ts'

/** What the public pages and the listing API read about listings (cached per catalog version by server/catalog). */
export interface ListingCatalog {
  listProperties(query: ListingRead): Promise<{ items: Listing[]; total: number }>
  findProperty(id: string): Promise<Listing | undefined>
  /** True for a listing archived in the last 30 days: its page answers 410 Gone instead of 404. */
  listingGone(id: string): Promise<boolean>
  propertyPins(query: ListingPinsQuery & ListingRead): Promise<ListingPins>
  /**
   * An open house, ended or not, with its listing, for its sign-in page (docs/decisions/0115-open-house-sign-in.md);
   * undefined once cancelled, or while the public cannot see its listing.
   */
  findOpenHouse(id: string): Promise<{ openHouse: OpenHouse; listing: Listing } | undefined>
  /** The default assumptions of the monthly-cost estimates (docs/decisions/0141-monthly-cost-assumptions.md). */
  costAssumptions(): Promise<CostAssumptionsBody>
}

export function createListingCatalog(db: Kysely<Database>): ListingCatalog {
  const listings = createListingRepository(db)
  const openHouses = createOpenHouseRepository(db)
  return {
    listProperties: (query) => listings.list(query),
    findProperty: (id) => listings.findPublished(id),
    listingGone: async (id) => isRecentlyArchived(await listings.archivedAt(id)),
    async propertyPins({ zoom, ...query }) {
      const pins = await listings.pins(query, { excludeSold: query.type === 'sale' })
      return groupPins(pins, zoom ?? MAP_DEFAULT_ZOOM)
    },
    async findOpenHouse(id) {
      const openHouse = await openHouses.find(id)
      const listing = openHouse && (await listings.findPublished(openHouse.propertyId))
      return listing && { openHouse: { _id: openHouse._id, startsAt: openHouse.startsAt, endsAt: openHouse.endsAt }, listing }
    },
    async costAssumptions() {
      const { version: _version, ...assumptions } = await readCostAssumptions(db)
      return assumptions
    },
  }
}
