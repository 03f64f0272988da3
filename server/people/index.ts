import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { peopleRoutes } from './people.routes.ts'
import { adminAgentRoutes } from './staff-agents.routes.ts'
import { adminPartnerRoutes } from './staff-partners.routes.ts'
import { createPeopleAdmin } from './people-admin.service.ts'

/** Agents and partners: the public lists, and staff's editing with photos and logos. */
export async function register(app: FastifyInstance, { database, config, catalog }: Deps): Promise<void> {
  const people = createPeopleAdmin(database.db, config.dataDir)
  await app.register(peopleRoutes, { catalog })
  await app.register(adminAgentRoutes, { people })
  await app.register(adminPartnerRoutes, { people })
}
