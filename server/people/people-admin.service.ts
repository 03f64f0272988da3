import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { createAgentAdminRepository, createPartnerAdminRepository } from './people.repository.ts'
import { changeAgent } from './agent-cards.service.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { storePersonImage } from './people-images.service.ts'

type Db = Kysely<Database>

/** Staff's work on agents and partners, bound to the database, the data folder (uploads in progress) and the store. */
export function createPeopleAdmin(db: Db, files: { dataDir: string; storage: ObjectStore }) {
  return {
    agents: createAgentAdminRepository(db),
    partners: createPartnerAdminRepository(db),
    /** Changes an agent and copies their card onto their listings, in one transaction. */
    changeAgent: (id: string, change: (trx: Db) => Promise<boolean>, trx?: Db) => changeAgent(db, id, change, trx),
    /** Receives one uploaded image in `field` and stores it through `apply`; its URL, or undefined when `apply` found nothing. */
    storeImage: (request: FastifyRequest, field: string, apply: (url: string, trx: Db) => Promise<boolean>) =>
      storePersonImage(request, { db, ...files, field }, apply),
  }
}

export type PeopleAdmin = ReturnType<typeof createPeopleAdmin>
