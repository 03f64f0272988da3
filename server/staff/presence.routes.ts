import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PRESENCE_TTL_MS, PresenceParamsSchema, PresenceSchema } from '#core/staff/presence.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { createPresenceRepository } from './presence.repository.ts'
import { staffRoute } from './staff-route.ts'

// Who else has a record open (docs/decisions/0095-who-else-is-editing.md). A heartbeat changes nothing staff made,
// so it writes no activity-log entry.

export const presenceRoutes: FastifyPluginAsyncZod<{ presence: ReturnType<typeof createPresenceRepository>; now: () => Date }> = async (
  app,
  { presence, now },
) => {
  app.put(
    '/api/admin/presence/:kind/:id',
    // Anyone signed in may say what they have open; who else has it open tells nothing their role may not read.
    staffRoute('signed-in', {
      summary: 'Say that the signed-in staff member has a record open; answers who else has it open',
      description: 'Sent by the portal every 15 seconds while an editor is open; someone not heard from for 45 seconds has left.',
      params: PresenceParamsSchema,
      response: { 200: PresenceSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => {
      request.auditEntries = []
      const user = request.adminUser!
      const at = now()
      const others = await presence.beat(
        {
          kind: request.params.kind,
          record_id: request.params.id,
          user_id: user.id,
          name: user.displayName || user.username,
          seen_at: at.toISOString(),
        },
        new Date(at.getTime() - PRESENCE_TTL_MS).toISOString(),
      )
      return { others }
    },
  )

  app.delete(
    '/api/admin/presence/:kind/:id',
    // Anyone signed in may say what they have open; who else has it open tells nothing their role may not read.
    staffRoute('signed-in', {
      summary: 'Say that the signed-in staff member closed the record',
      params: PresenceParamsSchema,
      response: { 204: z.null(), 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request, reply) => {
      request.auditEntries = []
      await presence.leave(request.params.kind, request.params.id, request.adminUser!.id)
      return reply.code(204).send(null)
    },
  )
}
