import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListingSchema } from '#core/listings/listing.ts'
import {
  StaffListingQuerySchema,
  BulkStatusSchema,
  ImageAltSchema,
  ImageOrderSchema,
  ListingInputSchema,
} from '#core/listings/listing-form.ts'
import { IdParamsSchema, IdSchema } from '#core/ids.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { conflictSchema } from '#core/conflicts.ts'
import type { ListingAdmin } from './listing-admin.service.ts'
import type { ListingPhotos } from './listing-photos.service.ts'
import { historyRoutes } from '#server/history/history.routes.ts'
import type { RecordHistory } from '#server/history/record-history.service.ts'
import { listingHistory } from './listing-history.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import { FairHousingReasonSchema, FairHousingRefusalSchema } from '#core/content/fair-housing-check.ts'
import type { FairHousing } from '#server/content/fair-housing.service.ts'
import type { ListingHealthService } from './listing-health.service.ts'
import { AttentionItemSchema, QUIET_DAYS, STALE_PRICE_DAYS } from '#core/listings/listing-health.ts'

const ListingConflictSchema = conflictSchema(ListingSchema)

// The staff's listing API (docs/product.md#staff-listings-api; the dashboard's
// counts come from GET /api/admin/properties). The /api/admin guard signs every call in.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema }
const uploadErrors = { ...errors, 413: ErrorSchema, 415: ErrorSchema }
const ImageParamsSchema = z.object({ id: IdSchema, imageId: IdSchema })
const PairParamsSchema = z.object({ id: IdSchema, pairId: IdSchema })
const tags = ['staff: properties']
const PHOTO_IF_MATCH =
  "With `If-Match` naming the listing's `updatedAt` the editor showed, it is refused with 409 when the listing changed since: who saved it, when, and the listing now."

export const staffListingRoutes: FastifyPluginAsyncZod<{
  admin: ListingAdmin
  photos: ListingPhotos
  history: RecordHistory
  fairHousing: FairHousing
  health: ListingHealthService
}> = async (app, { admin, photos, history, fairHousing, health }) => {
  // Every change of a listing (its photos too) is kept as a version by the save (docs/decisions/0100-record-history.md).
  historyRoutes(app, history, listingHistory(admin, photos))

  /**
   * A change to a listing's photos or renovation story, by a user who may edit that listing: made, recorded in the
   * activity log (with what `change` answers and `details`), and answered with the listing as it is now.
   */
  async function changePhotos(
    request: FastifyRequest & { params: { id: string } },
    action: string,
    change: () => Promise<Record<string, unknown> | void>,
    details: Record<string, unknown> = {},
  ) {
    const { id } = request.params
    await admin.editable(id, request.adminUser!)
    const told = await change()
    recordAudit(request, action, { id, ...details, ...told })
    return admin.get(id)
  }

  app.get(
    '/api/admin/properties',
    staffRoute('catalog.read', {
      tags,
      summary: 'Every property, any status (upcoming included)',
      description:
        'Without parameters: every listing that is not archived, as a plain array in the public `_id` shape (the dashboard counts from it). q searches title, address, city, ZIP, neighbourhood and school district; type, status and agentId filter; archived=1 lists the archived ones; sort is updated (last change first), newest, price-low, price-high or title. The total number of matches, before limit and offset, is in the X-Total-Count header.',
      querystring: StaffListingQuerySchema,
      response: { 200: z.array(ListingSchema), 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request, reply) => {
      const { items, total } = await admin.list(request.query)
      return reply.header('x-total-count', String(total)).send(await health.withHealth(items))
    },
  )

  app.get(
    '/api/admin/properties/attention',
    staffRoute('catalog.read', {
      tags,
      summary: 'Published listings that need attention, with their reasons',
      description: `The published listings on the market (upcoming, available, pending) whose health is below 100, the least healthy first: a fact their checklist asks for is missing, fewer than five photos, a photo without real alt text, no price change or save for ${STALE_PRICE_DAYS} days, or no inquiry for ${QUIET_DAYS} days (docs/decisions/0154-listing-health-score.md).`,
      response: { 200: z.array(AttentionItemSchema), 401: ErrorSchema },
    }),
    async () => health.attention(),
  )

  app.post(
    '/api/admin/properties',
    staffRoute('listings.edit', {
      tags,
      summary: 'Create a listing',
      description:
        'Its map point is found from the address unless latitude and longitude are given. Upcoming and available listings are announced to Get Notified subscribers.',
      body: ListingInputSchema,
      response: { 201: ListingSchema, ...errors },
    }),
    async (request, reply) => {
      const property = await admin.create(request.body, request.adminUser!)
      recordAudit(request, 'property.create', { id: property._id, title: property.title, status: property.status })
      return reply.code(201).send(property)
    },
  )

  app.post(
    '/api/admin/properties/bulk-status',
    staffRoute('listings.edit', {
      tags,
      summary: 'Give several listings one status',
      description: 'Refused as a whole (400) when one of them cannot take the status (a rental cannot be sold).',
      body: BulkStatusSchema,
      response: { 200: z.object({ changed: z.number().int() }), ...errors },
    }),
    async (request) => {
      const changed = await admin.bulkStatus(request.body.ids, request.body.status, request.adminUser!)
      recordAudit(request, 'property.bulk-status', { ids: request.body.ids, status: request.body.status })
      return { changed }
    },
  )

  app.get(
    '/api/admin/properties/:id',
    staffRoute('catalog.read', {
      tags,
      summary: 'One listing, archived too',
      params: IdParamsSchema,
      response: { 200: ListingSchema, ...errors },
    }),
    async (request) => (await health.withHealth([await admin.get(request.params.id)]))[0],
  )

  app.put(
    '/api/admin/properties/:id',
    staffRoute('listings.edit', {
      tags,
      summary: 'Save a listing',
      description:
        "Every field of the listing. A pin moved by staff (latitude/longitude that differ from the stored ones) is kept; otherwise a changed address is located again. A price change is added to the price history. A published listing whose title or description the fair-housing check flags is saved only with a `fairHousingReason` (else 400 naming the `phrases`), kept in the activity log. With `If-Match` naming the listing's `updatedAt` the editor started from, a save over a newer version is refused with 409: who saved it, when, and the listing now.",
      params: IdParamsSchema,
      body: ListingInputSchema.extend({ fairHousingReason: FairHousingReasonSchema }),
      response: { 200: ListingSchema, 409: ListingConflictSchema, ...errors, 400: z.union([FairHousingRefusalSchema, ErrorSchema]) },
    }),
    async (request) => {
      const { fairHousingReason, ...body } = request.body
      // What the public sees needs a reason for flagged wording; a draft saves without one (docs/decisions/0144-fair-housing-reason-to-publish.md).
      const review = (await admin.editable(request.params.id, request.adminUser!)).publishedAt
        ? await fairHousing.review([body.title, body.description, body.descriptionEs ?? ''], fairHousingReason || undefined)
        : {}
      const property = await admin.update(request.params.id, body, request.adminUser!, ifMatchVersion(request.headers['if-match']))
      recordAudit(request, 'property.update', {
        id: property._id,
        title: property.title,
        status: property.status,
        price: property.price,
        ...review,
      })
      return property
    },
  )

  app.delete(
    '/api/admin/properties/:id',
    staffRoute('listings.edit', {
      tags,
      summary: 'Archive a listing',
      description:
        'It leaves every public list, the map, the sitemap and search; its page answers 410 Gone for 30 days, then 404. POST …/restore brings it back.',
      params: IdParamsSchema,
      response: { 200: ListingSchema, ...errors },
    }),
    async (request) => {
      const property = await admin.setArchived(request.params.id, true, request.adminUser!)
      recordAudit(request, 'property.archive', { id: property._id, title: property.title })
      return property
    },
  )

  app.post(
    '/api/admin/properties/:id/restore',
    staffRoute('listings.edit', {
      tags,
      summary: 'Restore an archived listing',
      params: IdParamsSchema,
      response: { 200: ListingSchema, ...errors },
    }),
    async (request) => {
      const property = await admin.setArchived(request.params.id, false, request.adminUser!)
      recordAudit(request, 'property.restore', { id: property._id, title: property.title })
      return property
    },
  )

  app.post(
    '/api/admin/properties/:id/images',
    staffRoute('listings.edit', {
      tags,
      summary: 'Add photos',
      description:
        'multipart/form-data with the field `images`, repeated (JPG, PNG, WebP or GIF, 10 MB each, 30 at once). Each is re-encoded without metadata in responsive sizes and added after the others with a default alt text. If any file is refused, none is kept.',
      consumes: ['multipart/form-data'],
      params: IdParamsSchema,
      response: { 201: ListingSchema, ...uploadErrors },
    }),
    async (request, reply) => {
      const listing = await changePhotos(request, 'property.photos.add', async () => ({
        count: await photos.add(request, request.params.id, request.adminUser!.username),
      }))
      return reply.code(201).send(listing)
    },
  )

  app.put(
    '/api/admin/properties/:id/images/order',
    staffRoute('listings.edit', {
      tags,
      summary: 'Order the photos (the first is the cover)',
      description: PHOTO_IF_MATCH,
      params: IdParamsSchema,
      body: ImageOrderSchema,
      response: { 200: ListingSchema, 409: ListingConflictSchema, ...errors },
    }),
    async (request) => {
      const expected = ifMatchVersion(request.headers['if-match'])
      const { id } = request.params
      return changePhotos(request, 'property.photos.order', () =>
        admin.conditional(id, () => photos.reorder(id, request.body.ids, expected, request.adminUser!.username)),
      )
    },
  )

  // One photo made the cover, or removed.
  for (const [method, url, summary, action] of [
    ['POST', '/api/admin/properties/:id/images/:imageId/cover', 'Make a photo the cover', 'cover'],
    ['DELETE', '/api/admin/properties/:id/images/:imageId', 'Remove a photo', 'remove'],
  ] as const)
    app.route({
      method,
      url,
      ...staffRoute('listings.edit', { tags, summary, params: ImageParamsSchema, response: { 200: ListingSchema, ...errors } }),
      handler: async (request) => {
        const { id, imageId } = request.params
        const change = () => photos[action](id, imageId, request.adminUser!.username)
        return changePhotos(request, `property.photos.${action}`, change, { imageId })
      },
    })

  app.put(
    '/api/admin/properties/:id/images/:imageId',
    staffRoute('listings.edit', {
      tags,
      summary: "Set a photo's alt text",
      description: PHOTO_IF_MATCH,
      params: ImageParamsSchema,
      body: ImageAltSchema,
      response: { 200: ListingSchema, 409: ListingConflictSchema, ...errors },
    }),
    async (request) => {
      const { id, imageId } = request.params
      const expected = ifMatchVersion(request.headers['if-match'])
      const setAlt = () => admin.conditional(id, () => photos.setAlt(id, imageId, request.body.alt, expected, request.adminUser!.username))
      return changePhotos(request, 'property.photos.alt', setAlt, { imageId })
    },
  )

  app.post(
    '/api/admin/properties/:id/renovation-pairs',
    staffRoute('listings.edit', {
      tags,
      summary: 'Add a before/after pair to the renovation story',
      description: 'multipart/form-data with one photo in `before`, one in `after`, and a `caption` ("Kitchen").',
      consumes: ['multipart/form-data'],
      params: IdParamsSchema,
      response: { 201: ListingSchema, ...uploadErrors },
    }),
    async (request, reply) => {
      return reply
        .code(201)
        .send(
          await changePhotos(request, 'property.renovation.add-pair', () =>
            photos.addPair(request, request.params.id, request.adminUser!.username),
          ),
        )
    },
  )

  app.delete(
    '/api/admin/properties/:id/renovation-pairs/:pairId',
    staffRoute('listings.edit', {
      tags,
      summary: 'Remove a before/after pair',
      params: PairParamsSchema,
      response: { 200: ListingSchema, ...errors },
    }),
    async (request) => {
      const { id, pairId } = request.params
      const by = request.adminUser!.username
      return changePhotos(request, 'property.renovation.remove-pair', () => photos.removePair(id, pairId, by), { pairId })
    },
  )
}
