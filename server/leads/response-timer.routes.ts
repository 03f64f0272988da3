import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ResponseTimerBodySchema, ResponseTimerSchema, ResponseTimesSchema } from '#core/leads/response-timer.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { settingsRoutes } from '#server/staff/settings-routes.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import type { ResponseTimerSettings } from './response-timer.service.ts'

// The first-response timer (docs/decisions/0123-first-response-timer.md): owners read and change the office hours,
// the target and the limit; staff who read leads read the dashboard's waiting leads and response times.

export const responseTimerRoutes: FastifyPluginAsyncZod<{ timer: ResponseTimerSettings }> = async (app, { timer }) => {
  settingsRoutes(app, '/api/admin/leads/response-timer', {
    schema: ResponseTimerSchema,
    read: {
      permission: 'staff.manage',
      summary: 'Office hours, the first-response target and the reassignment limit',
      run: () => timer.read(),
    },
    save: {
      permission: 'staff.manage',
      summary: 'Change the office hours, the first-response target and the reassignment limit',
      description:
        "Times are the office's clocks (BUSINESS_TIME_ZONE), Sunday first; minutes are office minutes. `limitMinutes` null: leads are never moved on. With `If-Match` naming the settings' `version`, a save made after someone else saved them is refused with 409.",
      body: ResponseTimerBodySchema,
      run: (body, by, expected) => timer.save(body, by, expected),
      audit: 'lead.response-timer',
      details: (saved) => ({ targetMinutes: saved.targetMinutes, limitMinutes: saved.limitMinutes }),
    },
  })

  app.get(
    '/api/admin/leads/response-times',
    staffRoute('leads.read', {
      summary: 'The unanswered leads waiting longest (in office time) and each person’s first-response times of the last 30 days',
      description: "An agent's waiting leads are their own part of the inbox.",
      response: { 200: ResponseTimesSchema, 401: ErrorSchema },
    }),
    (request) => timer.responseTimes(request.adminUser!),
  )
}
