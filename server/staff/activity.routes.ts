import { Readable } from 'node:stream'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ActivityFilterSchema, ActivityQuerySchema } from '#core/staff/activity.ts'
import { ActivityEntrySchema } from '#core/staff/staff-users.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { Activity } from './activity.service.ts'
import { staffRoute } from './staff-route.ts'

// The activity log (docs/decisions/0101-activity-log-filters.md): owners only (activity.read).

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
const read = 'activity.read'
const FILTERS =
  'user (username), kind (content, listing, agent, partner, staff-user, lead, sign-in, account, other), from and to (days, YYYY-MM-DD, in Omaha time, both included).'

export const activityRoutes: FastifyPluginAsyncZod<{ activity: Activity }> = async (app, { activity }) => {
  app.get(
    '/api/admin/activity',
    staffRoute(read, {
      summary: 'The audit log, newest first: who changed what, when',
      description: `Filters: ${FILTERS} Pages: before (older than) or after (newer than) an entry's place, \`<createdAt>~<_id>\`; each entry names the item it is about (subject).`,
      querystring: ActivityQuerySchema,
      response: { 200: z.array(ActivityEntrySchema), ...errors },
    }),
    (request) => {
      const { limit, offset, ...filter } = request.query
      return activity.page(filter, limit, offset)
    },
  )

  app.get(
    '/api/admin/activity/people',
    staffRoute(read, { summary: 'Everyone with an entry in the log, by username', response: { 200: z.array(z.string()), ...errors } }),
    () => activity.people(),
  )

  app.get(
    '/api/admin/activity.csv',
    staffRoute(read, {
      summary: 'The filtered log as CSV (UTF-8 with BOM, formulas neutralised), streamed: every entry, however many',
      description: `Filters: ${FILTERS}`,
      querystring: ActivityFilterSchema,
      response: { 200: z.any().describe('text/csv'), ...errors },
    }),
    (request, reply) => {
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(activity.exportCsv(request.query)))
    },
  )
}
