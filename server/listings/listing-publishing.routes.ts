import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema, IdSchema } from '#core/ids.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { StaffActor } from '#core/staff/permissions.ts'
import { PublishingStateSchema, ScheduleChangeSchema } from '#core/listings/listing-schedule.ts'
import { PreviewLinkSchema } from '#core/staff/previews.ts'
import { ListingInputSchema } from '#core/listings/listing-form.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { PREVIEW_PARAM, type StaffPreviews } from '#server/catalog/staff-previews.ts'
import type { ListingAdmin } from './listing-admin.service.ts'
import type { ListingPublishing } from './listing-publishing.service.ts'
import { FairHousingReasonSchema, FairHousingRefusalSchema } from '#core/content/fair-housing-check.ts'
import type { FairHousing } from '#server/content/fair-housing.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// Drafts, publishing, scheduled changes and preview links of a listing (docs/decisions/0097-listing-drafts-and-publishing.md,
// 0098-scheduled-listing-changes.md, 0099-staff-previews.md). Behind the /api/admin guard; an agent changes only their own listings.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
const tags = ['staff: properties']
const EntryParamsSchema = z.object({ id: IdSchema, entryId: IdSchema })

export const listingPublishingRoutes: FastifyPluginAsyncZod<{
  admin: ListingAdmin
  publishing: ListingPublishing
  previews: StaffPreviews
  fairHousing: FairHousing
}> = async (app, { admin, publishing, previews, fairHousing }) => {
  /** Does `work` to a listing the staff member may change (an agent: their own) and answers its publishing state. */
  const changing = async (id: string, actor: StaffActor, work: (p: Listing) => Promise<unknown>) => {
    const p = await admin.editable(id, actor)
    await work(p)
    return publishing.state(p._id)
  }

  app.get(
    '/api/admin/properties/:id/publishing',
    staffRoute('catalog.read', {
      tags,
      summary: 'Whether a listing is public, its publishing checklist, and its scheduled changes',
      params: IdParamsSchema,
      response: { 200: PublishingStateSchema, ...errors },
    }),
    async (request) => publishing.state(request.params.id),
  )

  // Publish and back to draft: each answers the new state, and is in the activity log when it changed something. A
  // draft whose title or description the fair-housing check flags is published only with a reason, kept in the log
  // with the phrases (docs/decisions/0144-fair-housing-reason-to-publish.md).
  const moves = [
    {
      path: 'publish',
      summary: 'Publish a draft',
      description:
        'Refused with 400, naming what is missing, until the listing has a photo, a price, a map position, an agent (or the office’s card) and alt text for each photo; refused with 400 and the flagged `phrases` when the fair-housing check flags the title or description and no `fairHousingReason` is given. An upcoming or available listing is announced to Get Notified subscribers.',
      action: 'property.publish',
      review: (p: Listing, reason: string | undefined) => fairHousing.review([p.title, p.description, p.descriptionEs ?? ''], reason),
      run: (id: string) => publishing.publish(id),
    },
    {
      path: 'unpublish',
      summary: 'Take a listing back to draft',
      description: 'It leaves every public page, list, the map and the sitemap until it is published again.',
      action: 'property.unpublish',
      review: async () => ({}),
      run: (id: string) => publishing.unpublish(id),
    },
  ]
  for (const move of moves) {
    app.post(
      `/api/admin/properties/:id/${move.path}`,
      staffRoute('listings.edit', {
        tags,
        summary: move.summary,
        description: move.description,
        params: IdParamsSchema,
        body: z.object({ fairHousingReason: FairHousingReasonSchema }).nullish(),
        response: { 200: PublishingStateSchema, ...errors, 400: z.union([FairHousingRefusalSchema, ErrorSchema]) },
      }),
      async (request) =>
        changing(request.params.id, request.adminUser!, async (p) => {
          const review = p.publishedAt ? {} : await move.review(p, request.body?.fairHousingReason || undefined)
          if (await move.run(p._id)) recordAudit(request, move.action, { id: p._id, title: p.title, ...review })
        }),
    )
  }

  app.post(
    '/api/admin/properties/:id/schedule',
    staffRoute('listings.edit', {
      tags,
      summary: 'Schedule a publication or a status change',
      description:
        '`at` is a date and time in Omaha (2026-12-01T09:00). A server carries the change out at that time; a publication that finds the listing incomplete is recorded as refused, with what was missing.',
      params: IdParamsSchema,
      body: ScheduleChangeSchema,
      response: { 201: PublishingStateSchema, ...errors },
    }),
    async (request, reply) => {
      const user = request.adminUser!
      const state = await changing(request.params.id, user, async (p) => {
        await publishing.schedule(p._id, request.body, user.displayName || user.username)
        recordAudit(request, 'property.schedule', { id: p._id, title: p.title, ...request.body })
      })
      return reply.code(201).send(state)
    },
  )

  app.delete(
    '/api/admin/properties/:id/schedule/:entryId',
    staffRoute('listings.edit', {
      tags,
      summary: 'Cancel a scheduled change',
      params: EntryParamsSchema,
      response: { 200: PublishingStateSchema, ...errors },
    }),
    async (request) =>
      changing(request.params.id, request.adminUser!, async (p) => {
        await publishing.cancel(p._id, request.params.entryId)
        recordAudit(request, 'property.schedule.cancel', { id: p._id, entryId: request.params.entryId })
      }),
  )

  app.post(
    '/api/admin/properties/:id/preview',
    staffRoute('catalog.read', {
      tags,
      summary: 'A short-lived link to the listing’s public page, as saved or with the editor’s unsaved fields',
      description:
        'Without a body, the listing as it is now, drafts too. With the body of the listing’s save (checked by the same schema, refused with the same 400), the page as that save would show it; nothing is saved. The link works for 30 minutes, for whoever has it; the page says it is a preview and is not indexed.',
      params: IdParamsSchema,
      body: ListingInputSchema.nullish(),
      response: { 201: PreviewLinkSchema, ...errors },
    }),
    async (request, reply) => {
      const p = await admin.get(request.params.id)
      const draft = request.body ? await admin.inputOf(request.body) : undefined
      const { token, expiresAt } = await previews.create({ kind: 'listing', id: p._id, draft }, request.adminUser!.username)
      return reply.code(201).send({ url: `/property/${p._id}?${PREVIEW_PARAM}=${token}`, expiresAt })
    },
  )
}
