import type { Listing, ListingStatus } from '#core/listings/listing.ts'
import type { ListingInput } from './listing-writer.service.ts'

/**
 * A stored listing as the writer takes it back with another status (bulk status changes, scheduled ones): only
 * upcoming listings keep their estimate, and the renovation story keeps its words (its photos are rows of their own).
 */
export function withStatus(p: Listing, status: ListingStatus): ListingInput {
  const { _id, images, thumbnail, createdAt, updatedAt, renovation, priceHistory, archivedAt, publishedAt, openHouses, ...fields } = p
  void [_id, images, thumbnail, createdAt, updatedAt, priceHistory, archivedAt, publishedAt, openHouses]
  return {
    ...fields,
    status,
    estimatedPrice: status === 'upcoming' ? p.estimatedPrice : null,
    renovation: renovation ? { summary: renovation.summary, work: renovation.work } : null,
  }
}
