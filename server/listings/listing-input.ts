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

/**
 * A listing as its page would show it with the editor's unsaved fields (a staff preview, docs/decisions/0099-staff-previews.md):
 * the fields the form sends over the saved listing; its photos, renovation pairs, price history and open houses as
 * stored (photos are saved as they change). A pin the draft leaves out stays where it is saved.
 */
export function withUnsavedEdits(saved: Listing, draft: ListingInput): Listing {
  const { createdAt, updatedAt, draft: isDraft, latitude, longitude, renovation, agentId, ...fields } = draft
  void [createdAt, updatedAt, isDraft]
  const pairs = saved.renovation?.pairs ?? []
  return {
    ...saved,
    ...fields,
    agentId: agentId === undefined ? saved.agentId : agentId,
    latitude: latitude ?? saved.latitude,
    longitude: longitude ?? saved.longitude,
    renovation: renovation ? { ...renovation, pairs } : pairs.length > 0 ? { summary: '', work: [], pairs } : null,
  }
}
