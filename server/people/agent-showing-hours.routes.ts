import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { IdParamsSchema } from '#core/ids.ts'
import { ShowingHoursSchema, StaffShowingHoursSchema } from '#core/leads/showing-settings.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import type { VersionedSave } from '#server/history/record-history.service.ts'
import { agentShowingHours, saveAgentShowingHours } from '#server/leads/showing-settings.service.ts'

// An agent's weekly showing hours and days off (docs/decisions/0129-showing-settings-on-their-records.md). Until a
// save the office hours of the response timer's settings apply. Each save is a version of the agent.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
const tags = ['staff: agents']

export const agentShowingHoursRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; versions: VersionedSave }> = async (
  app,
  { db, versions },
) => {
  app.get(
    '/api/admin/agents/:id/showing-hours',
    staffRoute('catalog.read', {
      tags,
      summary: 'An agent’s showing hours and days off',
      params: IdParamsSchema,
      response: { 200: StaffShowingHoursSchema, ...errors },
    }),
    async (request) => agentShowingHours(db, request.params.id),
  )

  app.put(
    '/api/admin/agents/:id/showing-hours',
    staffRoute('people.edit', {
      tags,
      summary: 'Save an agent’s showing hours and days off',
      description:
        'week: seven entries, Sunday first, each { open, close } (HH:MM, Omaha time) or null for no showings that day; daysOff: dates (YYYY-MM-DD).',
      params: IdParamsSchema,
      body: ShowingHoursSchema,
      response: { 200: StaffShowingHoursSchema, ...errors },
    }),
    async (request) => {
      await saveAgentShowingHours(db, versions, request.params.id, request.body, request.adminUser!.username)
      recordAudit(request, 'agent.showing-hours', { id: request.params.id })
      return agentShowingHours(db, request.params.id)
    },
  )
}
