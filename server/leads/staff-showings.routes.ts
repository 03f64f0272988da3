import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#core/ids.ts'
import { SHOWING_DECISIONS, SHOWING_STATUSES, StaffShowingSchema, StaffShowingsQuerySchema } from '#core/leads/showing-link.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import { ShowingLinkError } from './showing-link.service.ts'
import type { StaffShowings } from './staff-showings.service.ts'

// Staff's showings (docs/decisions/0138-showings-for-staff.md): the calendar's read and the one-click decisions.

const tags = ['staff: leads']
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }

export const staffShowingRoutes: FastifyPluginAsyncZod<{ showings: StaffShowings }> = async (app, { showings }) => {
  app.get(
    '/api/admin/showings',
    staffRoute('leads.read', {
      tags,
      summary: 'Showings from one date to another, for the calendar',
      description: 'Dates are Omaha dates (YYYY-MM-DD), both included. An agent sees the showings they give or of their listings.',
      querystring: StaffShowingsQuerySchema,
      response: { 200: z.object({ items: z.array(StaffShowingSchema) }), ...errors },
    }),
    async (request) => ({ items: await showings.list(request.adminUser!, request.query) }),
  )

  for (const decision of Object.keys(SHOWING_DECISIONS) as Array<keyof typeof SHOWING_DECISIONS>) {
    app.post(
      `/api/admin/showings/:id/${decision}`,
      staffRoute('leads.edit', {
        tags,
        summary:
          decision === 'no-show'
            ? 'Mark a confirmed showing that has passed as a no-show'
            : `${decision === 'confirm' ? 'Confirm' : 'Decline'} a requested showing; the visitor is told by mail`,
        params: IdParamsSchema,
        response: { 200: z.object({ status: z.enum(SHOWING_STATUSES) }), ...errors },
      }),
      async (request, reply) => {
        try {
          const status = await showings.decide(request.adminUser!, request.params.id, decision)
          recordAudit(request, `showing.${decision}`, { id: request.params.id })
          return { status }
        } catch (err) {
          if (err instanceof ShowingLinkError) return reply.code(err.statusCode).send({ message: err.message })
          throw err
        }
      },
    )
  }
}
