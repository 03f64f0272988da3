import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { peopleRoutes } from './people.routes.ts'
import { staffPeopleRoutes } from './staff-people.routes.ts'
import { createPeopleAdmin } from './people-admin.service.ts'
import { createRecordHistory } from '#server/history/record-history.service.ts'
import { agentShowingHoursRoutes } from './agent-showing-hours.routes.ts'
import { AGENT_VERSIONS } from './people-history.ts'

/** Agents and partners: the public lists, and staff's editing with photos and logos. */
export async function register(app: FastifyInstance, { database, config, catalog, storage }: Deps): Promise<void> {
  const history = createRecordHistory(database.db)
  const people = createPeopleAdmin(database.db, { dataDir: config.dataDir, storage }, history)
  await app.register(peopleRoutes, { catalog })
  await app.register(staffPeopleRoutes, { people, history })
  await app.register(agentShowingHoursRoutes, { db: database.db, versions: history.saving(AGENT_VERSIONS) })
}
