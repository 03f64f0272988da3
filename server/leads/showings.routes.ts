import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#core/ids.ts'
import { ShowingSlotsQuerySchema, ShowingSlotsSchema } from '#core/leads/showing-settings.ts'
import { errorResponses } from '#server/plugins/error-responses.ts'
import type { LeadIntake } from './lead-intake.service.ts'

// The tour form's availability (docs/decisions/0127-showing-slots.md): each date's five slots, free or why not.
// Not cached: a booking changes it at once, and the answer is small.

export const showingRoutes: FastifyPluginAsyncZod<{ intake: LeadIntake }> = async (app, { intake }) => {
  app.get(
    '/api/properties/:id/showing-slots',
    {
      schema: {
        tags: ['inquiries'],
        summary: "A listing's tour slots, free or why not",
        description:
          'For each date from `from` to `to` (YYYY-MM-DD, kept within today … 90 days ahead, Omaha time; both optional), the five time slots of the tour form, each free or with its reason: Already booked, Agent not available, Too soon or Day off.',
        params: IdParamsSchema,
        querystring: ShowingSlotsQuerySchema,
        response: { 200: ShowingSlotsSchema, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const slots = await intake.showingSlots(request.params.id, request.query)
      if (!slots) return reply.code(404).send({ message: 'Property not found' })
      reply.header('cache-control', 'no-store')
      return slots
    },
  )
}
