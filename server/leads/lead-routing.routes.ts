import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RoutingRulesBodySchema, RoutingRulesSchema } from '#core/leads/lead-routing.ts'
import { settingsRoutes } from '#server/staff/settings-routes.ts'
import type { LeadRouting } from './lead-routing-rules.service.ts'

// The routing rules (docs/decisions/0117-lead-routing-rules.md): owners read and change who new leads go to.

export const leadRoutingRoutes: FastifyPluginAsyncZod<{ routing: LeadRouting }> = async (app, { routing }) => {
  settingsRoutes(app, '/api/admin/leads/routing', {
    schema: RoutingRulesSchema,
    read: { permission: 'staff.manage', summary: 'Who new leads go to: one rule per kind of lead', run: () => routing.read() },
    save: {
      permission: 'staff.manage',
      summary: 'Change the routing rules (kinds left out keep theirs)',
      description:
        "Each kind's leads go to the listing's agent (else by turns), one person, people by turns (everyone who can sign in when none are named) or nobody. With `If-Match` naming the rules' `version`, a save made after someone else saved them is refused with 409.",
      body: RoutingRulesBodySchema,
      run: (body, by, expected) => routing.save(body.rules, by, expected),
      audit: 'lead.routing',
      details: (_saved, body) => ({ kinds: body.rules.map((r) => r.kind) }),
    },
  })
}
