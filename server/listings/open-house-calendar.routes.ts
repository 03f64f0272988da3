import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdSchema } from '#core/ids.ts'
import { OPEN_HOUSE_MESSAGES } from '#core/listings/open-house.ts'
import { errorResponses } from '#server/plugins/error-responses.ts'
import type { ListingCatalog } from './listing.catalog.ts'
import { openHouseIcs } from './open-house-ics.ts'

// "Add to calendar" on the listing page (docs/decisions/0112-open-houses.md). The open house is read through the
// listing the public may see, so a listing that is not public has no calendar file either.

const ParamsSchema = z.object({ id: IdSchema, openHouseId: IdSchema })

export const openHouseCalendarRoutes: FastifyPluginAsyncZod<{ catalog: ListingCatalog; publicUrl: string; now: () => Date }> = async (
  app,
  { catalog, publicUrl, now },
) => {
  app.get(
    '/api/properties/:id/open-houses/:openHouseId/calendar.ics',
    {
      schema: {
        tags: ['properties'],
        summary: 'An open house as a calendar file (.ics)',
        description:
          'An iCalendar (RFC 5545) event with the address, in UTC; its UID stays the same, so a second download updates the event. 404 once the open house has ended or been cancelled.',
        params: ParamsSchema,
        response: { 200: z.string(), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const property = await catalog.findProperty(request.params.id)
      const openHouse = property?.openHouses?.find((o) => o._id === request.params.openHouseId)
      if (!property || !openHouse) return reply.code(404).send({ message: OPEN_HOUSE_MESSAGES.notFound })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="open-house-${openHouse.startsAt.slice(0, 10)}.ics"`)
        .header('cache-control', 'no-cache')
        .send(openHouseIcs(property, openHouse, { publicUrl, now: now() }))
    },
  )
}
