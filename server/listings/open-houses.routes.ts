import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ListingSchema } from '#core/listings/listing.ts'
import { OpenHouseSheetSchema, StaffOpenHousesSchema, openHouseInputSchema } from '#core/listings/open-house.ts'
import { IdParamsSchema, IdSchema } from '#core/ids.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { ListingAdmin } from './listing-admin.service.ts'
import type { OpenHouses } from './open-houses.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// Staff schedule a listing's open houses (docs/decisions/0112-open-houses.md). Each answer is the listing, its
// `openHouses` soonest first, like the photo routes' answers.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
const OpenHouseParamsSchema = z.object({ id: IdSchema, openHouseId: IdSchema })
const tags = ['staff: properties']

export const staffOpenHouseRoutes: FastifyPluginAsyncZod<{ admin: ListingAdmin; openHouses: OpenHouses; now: () => Date }> = async (
  app,
  { admin, openHouses, now },
) => {
  app.get(
    '/api/admin/properties/:id/open-houses',
    staffRoute('catalog.read', {
      tags,
      summary: 'A listing’s open houses with their sign-ins',
      description:
        'The open houses that have not ended and those that ended in the last 30 days, soonest first, each with how many visitors signed in and the address of its sign-in page.',
      params: IdParamsSchema,
      response: { 200: StaffOpenHousesSchema, ...errors },
    }),
    async (request) => ({ items: await openHouses.withSignIns(request.params.id) }),
  )

  app.get(
    '/api/admin/properties/:id/open-houses/:openHouseId/sheet',
    staffRoute('catalog.read', {
      tags,
      summary: 'An open house’s printable sign-in sheet',
      description: 'The listing, the time, and a QR code (an SVG data URL) of the sign-in page’s address.',
      params: OpenHouseParamsSchema,
      response: { 200: OpenHouseSheetSchema, ...errors },
    }),
    async (request) => openHouses.sheet(request.params.id, request.params.openHouseId),
  )

  app.post(
    '/api/admin/properties/:id/open-houses',
    staffRoute('listings.edit', {
      tags,
      summary: 'Schedule an open house',
      description:
        'The day (YYYY-MM-DD) and start and end times (HH:MM) as clocks in Omaha show them. The start must not have passed and be within 180 days; the end after the start, at most 12 hours later, and not overlapping another open house of the listing. Answers the listing with its open houses.',
      params: IdParamsSchema,
      body: openHouseInputSchema(now),
      response: { 201: ListingSchema, ...errors },
    }),
    async (request, reply) => {
      const openHouseId = await openHouses.add(request.params.id, request.body, request.adminUser!)
      recordAudit(request, 'property.open-house.add', { id: request.params.id, openHouseId, ...request.body })
      return reply.code(201).send(await admin.get(request.params.id))
    },
  )

  app.delete(
    '/api/admin/properties/:id/open-houses/:openHouseId',
    staffRoute('listings.edit', {
      tags,
      summary: 'Cancel an open house',
      params: OpenHouseParamsSchema,
      response: { 200: ListingSchema, ...errors },
    }),
    async (request) => {
      await openHouses.remove(request.params.id, request.params.openHouseId, request.adminUser!)
      recordAudit(request, 'property.open-house.remove', { id: request.params.id, openHouseId: request.params.openHouseId })
      return admin.get(request.params.id)
    },
  )
}
