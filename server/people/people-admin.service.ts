import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { AgentPatch, PartnerPatch } from '#core/people/people.ts'
import { createAgentAdminRepository, createPartnerAdminRepository } from './people.repository.ts'
import { changeAgent } from './agent-cards.service.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { storePersonImage } from './people-images.service.ts'
import { createAuditRepository } from '#server/staff/audit.repository.ts'
import { ChangedSinceError, StaleVersionError } from '#server/plugins/if-match.ts'

type Db = Kysely<Database>

/** Staff's work on agents and partners, bound to the database, the data folder (uploads in progress) and the store. */
export function createPeopleAdmin(db: Db, files: { dataDir: string; storage: ObjectStore }) {
  const agents = createAgentAdminRepository(db)
  const partners = createPartnerAdminRepository(db)

  /**
   * Runs a save that names the version it started from; a newer version found on the way is refused with who saved
   * it (the activity log), when, and the record now (docs/decisions/0094-no-lost-edits-anywhere.md).
   */
  async function conditional<T>(noun: 'agent' | 'partner', id: string, save: () => Promise<boolean>, now: () => Promise<T>) {
    try {
      return await save()
    } catch (err) {
      if (!(err instanceof ChangedSinceError)) throw err
      const last = await createAuditRepository(db).lastBy(
        [`${noun}.create`, `${noun}.update`, `${noun}.photo`, `${noun}.logo`, `${noun}.version-restore`],
        id,
      )
      throw new StaleVersionError(noun, { version: err.version, savedBy: last?.username ?? '', savedAt: err.version, current: await now() })
    }
  }

  const self = {
    agents,
    partners,
    /** Changes an agent and copies their card onto their listings, in one transaction. */
    changeAgent: (id: string, change: (trx: Db) => Promise<boolean>, trx?: Db) => changeAgent(db, id, change, trx),
    /** Saves an agent's fields; with `expected` (the updatedAt the form started from), only over that version. */
    saveAgent: (id: string, changes: AgentPatch, expected?: string) =>
      conditional(
        'agent',
        id,
        () => self.changeAgent(id, (trx) => agents.update(id, changes, trx, expected)),
        () => agents.findById(id),
      ),
    /** Saves a partner's fields; with `expected` (the updatedAt the form started from), only over that version. */
    savePartner: (id: string, changes: PartnerPatch, expected?: string) =>
      conditional(
        'partner',
        id,
        () => partners.update(id, changes, db, expected),
        () => partners.findById(id),
      ),
    /** Receives one uploaded image in `field` and stores it through `apply`; its URL, or undefined when `apply` found nothing. */
    storeImage: (request: FastifyRequest, field: string, apply: (url: string, trx: Db) => Promise<boolean>) =>
      storePersonImage(request, { db, ...files, field }, apply),
  }
  return self
}

export type PeopleAdmin = ReturnType<typeof createPeopleAdmin>
