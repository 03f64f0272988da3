import type { FastifyRequest } from 'fastify'
import { ListingSchema, type Listing } from '#core/listings/listing.ts'
import { ListingInputSchema } from '#core/listings/listing-form.ts'
import { LISTING_FIELD_FORMATS } from '#core/listings/listing-history.ts'
import type { HistorySubject } from '#server/history/history.routes.ts'
import type { VersionedKind } from '#server/history/record-history.service.ts'
import { httpError, staffListing, type ListingAdmin } from './listing-admin.service.ts'
import type { ListingPhotos } from './listing-photos.service.ts'
import { listingShowingSettings } from '#server/leads/showing-settings.service.ts'

// A listing's kept versions (docs/decisions/0100-record-history.md): every field of the editor, its agent by name,
// and its photos (order and alt text), so adding, removing, reordering or describing a photo is a change of the
// listing. A restore saves the version's fields through the listing's own save (version check, roles, map point,
// price history) and, in the same transaction, puts the photos that are still there back in the version's order with
// its alt texts.

/** The stored listing as a version keeps it. */
export function listingVersion(p: Listing): Record<string, unknown> {
  const fields = Object.keys(ListingInputSchema.shape) as Array<keyof typeof ListingInputSchema.shape>
  const kept: Record<string, unknown> = {}
  for (const key of fields)
    kept[key] = key === 'renovation' ? p.renovation && { summary: p.renovation.summary, work: p.renovation.work } : p[key]
  kept.agentName = p.agent.name
  kept.photos = p.images.map((i) => ({ id: i._id, alt: i.alt }))
  return kept
}

/** A listing's versions: kept by every save of a staff member, in its transaction. */
export const LISTING_VERSIONS: VersionedKind = {
  kind: 'listing',
  async snapshot(id, db) {
    const p = await staffListing(db, id)
    // Its showing settings are part of the listing's versions (docs/decisions/0129-showing-settings-on-their-records.md).
    return p && { ...listingVersion(p), showing: (await listingShowingSettings(db, id)).settings }
  },
}

export const RESTORE_REFUSED = 'This version does not meet the current rules and cannot be restored.'

export function listingHistory(admin: ListingAdmin, photos: ListingPhotos): HistorySubject {
  return {
    ...LISTING_VERSIONS,
    noun: 'listing',
    base: '/api/admin/properties',
    audit: 'property',
    read: 'catalog.read',
    write: 'listings.edit',
    formats: LISTING_FIELD_FORMATS,
    answer: ListingSchema,
    async restore(id: string, data: unknown, request: FastifyRequest, expected: string | undefined) {
      const fields = ListingInputSchema.safeParse(data)
      if (!fields.success) throw httpError(400, RESTORE_REFUSED)
      const kept = (data as { photos?: Array<{ id: string; alt: string }> }).photos ?? []
      return admin.update(id, fields.data, request.adminUser!, expected, async (trx) => {
        if (kept.length > 0) await photos.arrange(id, kept, trx)
      })
    },
  }
}
