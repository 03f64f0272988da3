import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Agent, Partner } from '#core/people/people.ts'
import { createAgentRepository, createPartnerRepository } from './people.repository.ts'

/** What the public pages and the people API read: active agents and partners (cached per catalog version by server/catalog). */
export interface PeopleCatalog {
  listActiveAgents(): Promise<Agent[]>
  listPartners(): Promise<Partner[]>
}

export function createPeopleCatalog(db: Kysely<Database>): PeopleCatalog {
  const agents = createAgentRepository(db)
  const partners = createPartnerRepository(db)
  return {
    listActiveAgents: () => agents.listActive(),
    listPartners: () => partners.list(),
  }
}
