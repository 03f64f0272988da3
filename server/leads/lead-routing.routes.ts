import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RoutingRulesBodySchema, RoutingRulesSchema } from '#core/leads/lead-routing.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import type { LeadRouting } from './lead-routing-rules.service.ts'

// The routing rules (docs/decisions/0117-lead-routing-rules.md): owners read and change who new leads go to.

export const leadRoutingRoutes: FastifyPluginAsyncZod<{ routing: LeadRouting }> = async (app, { routing }) => {
  app.get(
    '/api/admin/leads/routing',
    staffRoute('staff.manage', {
      summary: 'Who new leads go to: one rule per kind of lead',
      response: { 200: RoutingRulesSchema, 401: ErrorSchema },
    }),
    () => routing.read(),
  )

  app.put(
    '/api/admin/leads/routing',
    staffRoute('staff.manage', {
      summary: 'Change the routing rules (kinds left out keep theirs)',
      description:
        "Each kind's leads go to the listing's agent (else by turns), one person, people by turns (everyone who can sign in when none are named) or nobody. With `If-Match` naming the rules' `version`, a save made after someone else saved them is refused with 409.",
      body: RoutingRulesBodySchema,
      response: { 200: RoutingRulesSchema, 400: ErrorSchema, 401: ErrorSchema, 409: conflictSchema(RoutingRulesSchema) },
    }),
    async (request) => {
      const saved = await routing.save(request.body.rules, request.adminUser!.id, ifMatchVersion(request.headers['if-match']))
      recordAudit(request, 'lead.routing', { kinds: request.body.rules.map((r) => r.kind) })
      return saved
    },
  )
}
