import type { FastifyRequest } from 'fastify'
import { ListingSchema, type Listing } from '#core/listings/listing.ts'
import { ListingInputSchema } from '#core/listings/listing-form.ts'
import { LISTING_FIELD_FORMATS } from '#core/listings/listing-history.ts'
import type { HistorySubject } from '#server/history/history.routes.ts'
import { httpError, type ListingAdmin } from './listing-admin.service.ts'
import type { ListingPhotos } from './listing-photos.service.ts'

// A listing's kept versions (docs/decisions/0100-record-history.md): every field of the editor, its agent by name,
// and its photos (order and alt text), so adding, removing, reordering or describing a photo is a change of the
// listing. A restore saves the version's fields through the listing's own save (version check, roles, map point,
// price history) and puts the photos that are still there back in the version's order with its alt texts.

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

export const RESTORE_REFUSED = 'This version does not meet the current rules and cannot be restored.'

export function listingHistory(admin: ListingAdmin, photos: ListingPhotos): HistorySubject {
  return {
    kind: 'listing',
    noun: 'listing',
    base: '/api/admin/properties',
    audit: 'property',
    read: 'catalog.read',
    write: 'listings.edit',
    formats: LISTING_FIELD_FORMATS,
    answer: ListingSchema,
    async snapshot(id) {
      try {
        return listingVersion(await admin.get(id))
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode === 404) return undefined
        throw err
      }
    },
    async restore(id: string, data: unknown, request: FastifyRequest, expected: string | undefined) {
      const fields = ListingInputSchema.safeParse(data)
      if (!fields.success) throw httpError(400, RESTORE_REFUSED)
      const restored = await admin.update(id, fields.data, request.adminUser!, expected)
      const kept = (data as { photos?: Array<{ id: string; alt: string }> }).photos ?? []
      if (kept.length > 0) await photos.arrange(id, kept)
      return kept.length > 0 ? admin.get(id) : restored
    },
  }
}
