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
import type { RecordHistory } from '#server/history/record-history.service.ts'
import type { Agent, Partner, StaffAgent, StaffPartner } from '#core/people/people.ts'
import { AGENT_VERSIONS, PARTNER_VERSIONS } from './people-history.ts'

type Db = Kysely<Database>

/**
 * Staff's work on agents and partners, bound to the database, the data folder (uploads in progress) and the store.
 * Each save of a staff member keeps the record's version in its transaction, credited to `by`
 * (docs/decisions/0121-a-save-and-its-version-together.md).
 */
export function createPeopleAdmin(db: Db, files: { dataDir: string; storage: ObjectStore }, history: RecordHistory) {
  const agents = createAgentAdminRepository(db)
  const partners = createPartnerAdminRepository(db)
  const kinds = {
    agent: {
      versions: history.saving(AGENT_VERSIONS),
      create: (agent: Agent, trx: Db) => createAgentAdminRepository(trx).create(agent),
      // An agent's card is copied onto their listings in the same transaction.
      setImage: (id: string, photo: string, trx: Db) => changeAgent(db, id, (t) => agents.update(id, { photo }, t), trx),
    },
    partner: {
      versions: history.saving(PARTNER_VERSIONS),
      create: (partner: Partner, trx: Db) => createPartnerAdminRepository(trx).create(partner),
      setImage: (id: string, logo: string, trx: Db) => partners.update(id, { logo }, trx),
    },
  }
  type Noun = keyof typeof kinds

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
    /** Adds an agent or a partner after the others; answers it as stored. */
    create: (noun: Noun, record: Agent | Partner, by: string) =>
      kinds[noun].versions(record._id, by, (trx): Promise<StaffAgent | StaffPartner> =>
        noun === 'agent' ? kinds.agent.create(record as Agent, trx) : kinds.partner.create(record as Partner, trx),
      ),
    /** Saves an agent's fields; with `expected` (the updatedAt the form started from), only over that version. */
    saveAgent: (id: string, changes: AgentPatch, expected: string | undefined, by: string) =>
      conditional(
        'agent',
        id,
        () => kinds.agent.versions(id, by, (trx) => self.changeAgent(id, (t) => agents.update(id, changes, t, expected), trx)),
        () => agents.findById(id),
      ),
    /** Saves a partner's fields; with `expected` (the updatedAt the form started from), only over that version. */
    savePartner: (id: string, changes: PartnerPatch, expected: string | undefined, by: string) =>
      conditional(
        'partner',
        id,
        () => kinds.partner.versions(id, by, (trx) => partners.update(id, changes, trx, expected)),
        () => partners.findById(id),
      ),
    /** Sets (a URL) or removes ('') an agent's photo or a partner's logo; false when there is no such record. */
    setImage: (noun: Noun, id: string, url: string, by: string) =>
      kinds[noun].versions(id, by, (trx) => kinds[noun].setImage(id, url, trx)),
    /**
     * Receives one uploaded image in `field` and makes it the photo or logo of record `id`; its URL, or undefined when
     * there is no such record.
     */
    storeImage: (request: FastifyRequest, noun: Noun, field: string, id: string, by: string) =>
      storePersonImage(request, { ...files, field, within: (work) => kinds[noun].versions(id, by, work) }, (url, trx) =>
        kinds[noun].setImage(id, url, trx),
      ),
  }
  return self
}

export type PeopleAdmin = ReturnType<typeof createPeopleAdmin>
