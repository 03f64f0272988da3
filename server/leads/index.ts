import type { FastifyInstance } from 'fastify'
import { adminContactRoutes } from './staff-leads.routes.ts'
import { adminAgentRoutes } from '#server/people/staff-agents.routes.ts'
import { adminPartnerRoutes } from '#server/people/staff-partners.routes.ts'
import { createLeadInbox } from './lead-inbox.service.ts'

/** The staff lead inbox, agents and partners (issue 11 parts 2-3); after the outbox, which the inbox reads and wakes. */
export async function registerLeadsAndPeople(app: FastifyInstance): Promise<void> {
  const { config, database, outbox } = app
  const inbox = createLeadInbox(database.db, { dataDir: config.dataDir, publicUrl: config.publicUrl, outbox })
  await app.register(adminContactRoutes, { inbox })
  await app.register(adminAgentRoutes, { dataDir: config.dataDir })
  await app.register(adminPartnerRoutes, { dataDir: config.dataDir })
}
