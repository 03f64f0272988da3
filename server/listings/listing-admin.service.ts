import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Listing, ListingAgentSchema } from '#core/listings/listing.ts'
import type { StaffListingQuery, ListingFormValues } from '#core/listings/listing-form.ts'
import { statusAllowed, statusRuleMessage } from '#core/listings/listing-form.ts'
import type { z } from 'zod'
import { createListingRepository } from './listing.repository.ts'
import { createAgentAdminRepository, createAgentRepository } from '#server/people/people.repository.ts'
import { cardOf } from '#server/people/agent-cards.service.ts'
import type { ListingInput, ListingWriter } from './listing-writer.service.ts'
import { withStatus } from './listing-input.ts'
import { createAuditRepository } from '#server/staff/audit.repository.ts'
import { ownsAgentRecord, ROLE_MESSAGES, type StaffActor } from '#core/staff/permissions.ts'
import { ChangedSinceError, StaleVersionError } from '#server/plugins/if-match.ts'
import type { VersionedSave } from '#server/history/record-history.service.ts'
import { newId } from '#server/db/ids.ts'

// The staff's listing management: every save goes through the
// property writer (map point, price history, Get Notified), archive instead of
// delete, bulk status changes. Photos are in property-photos.ts. A staff member's save keeps the listing's version
// in its transaction (docs/decisions/0121-a-save-and-its-version-together.md), a bulk status change one per listing.

/** A 4xx whose message is shown to the staff member (server/plugins/error-handler.ts). */
export const httpError = (statusCode: 400 | 403 | 404 | 409, message: string) => Object.assign(new Error(message), { statusCode })

/** The activity log's actions that give a listing a new version. */
const LISTING_SAVES = [
  'property.update',
  'property.create',
  'property.status',
  'property.version-restore',
  'property.photos.add',
  'property.photos.order',
  'property.photos.cover',
  'property.photos.alt',
  'property.photos.remove',
]

type AgentCard = z.infer<typeof ListingAgentSchema>
const NO_AGENT: AgentCard = { name: '', title: '', phone: '', email: '', photo: '' }

/** The staff member saving: what they may do, and their name on the version their save keeps. */
export type ListingEditor = StaffActor & { username: string }

/** A listing, archived too, read through `db` (a save's transaction, or the database); undefined when there is none. */
export async function staffListing(db: Kysely<Database>, id: string): Promise<Listing | undefined> {
  const p = await createListingRepository(db).findForStaff(id)
  // Listings saved without an agent id (the seed, older saves) name their agent by the card's e-mail.
  if (p && !p.agentId && p.agent.email) {
    const byEmail = await createAgentAdminRepository(db).idByEmail(p.agent.email)
    if (byEmail) p.agentId = byEmail
  }
  return p
}

/** `now`: the app's clock, which stamps a staff save (what a listing's health reads as its last change). */
export function createListingAdmin(
  db: Kysely<Database>,
  writer: ListingWriter,
  versions: VersionedSave,
  now: () => Date = () => new Date(),
) {
  const repo = createListingRepository(db)

  async function agentCard(agentId: string | null): Promise<AgentCard> {
    if (!agentId) return NO_AGENT
    const a = await createAgentAdminRepository(db).findById(agentId)
    if (!a) throw httpError(400, 'Invalid field "agentId": Agent: this agent is no longer on the list; choose another')
    return cardOf(a)
  }

  async function toInput(body: ListingFormValues): Promise<ListingInput> {
    const { latitude, longitude, ...rest } = body
    return {
      ...rest,
      // Only upcoming listings show an estimate.
      estimatedPrice: body.status === 'upcoming' ? body.estimatedPrice : null,
      agent: await agentCard(body.agentId),
      ...(latitude != null && longitude != null && { latitude, longitude }),
    }
  }

  async function found(id: string): Promise<Listing> {
    const p = await staffListing(db, id)
    if (!p) throw httpError(404, 'Property not found')
    return p
  }

  /** A listing the actor may change: an agent only those whose agent they are (docs/decisions/0090-staff-roles.md). */
  async function editable(id: string, actor: StaffActor): Promise<Listing> {
    const p = await found(id)
    if (!ownsAgentRecord(actor, p.agentId)) throw httpError(403, ROLE_MESSAGES.notYourListing)
    return p
  }

  /** An agent names only themselves as a listing's agent, so a listing never leaves them by their own save. */
  function mayName(actor: StaffActor, agentId: string | null): void {
    if (!ownsAgentRecord(actor, agentId)) throw httpError(403, ROLE_MESSAGES.agentNamesThemselves)
  }

  /**
   * Runs a change of the listing that names the version it started from; a newer version found on the way
   * (ChangedSinceError) is refused with StaleVersionError: who saved it (the activity log), when, and the listing now.
   */
  async function conditional<T>(id: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change()
    } catch (err) {
      if (!(err instanceof ChangedSinceError)) throw err
      const last = await createAuditRepository(db).lastBy(LISTING_SAVES, id)
      throw new StaleVersionError('listing', {
        version: err.version,
        savedBy: last?.username ?? '',
        savedAt: err.version,
        current: await found(id),
      })
    }
  }

  return {
    editable,

    async list(query: StaffListingQuery): Promise<{ items: Listing[]; total: number }> {
      const { q, agentId, archived, sort, publication, ...rest } = query
      let agentEmail: string | undefined
      if (agentId) agentEmail = await createAgentRepository(db).emailOf(agentId)
      const staffSort = sort === 'updated' || sort === 'title' ? sort : undefined
      const publicSort = sort === 'updated' || sort === 'title' ? undefined : sort
      return repo.list(
        { ...rest, sort: publicSort },
        { anyStatus: true, text: q, agentId, agentEmail, archived: archived === '1', sort: staffSort, includeDrafts: true, publication },
      )
    },

    get: found,

    /** What a save of `body` would write (its agent's card found), for a preview of unsaved edits; nothing is saved. */
    inputOf: toInput,

    /** Creates a draft listing; `id` keeps the id a listing had elsewhere (a CSV import), else a new one. */
    async create(body: ListingFormValues, editor: ListingEditor, id: string = newId()): Promise<Listing> {
      mayName(editor, body.agentId)
      // A new listing is a draft until it is published (docs/decisions/0097-listing-drafts-and-publishing.md).
      await writer.create({ ...(await toInput(body)), draft: true }, id, (work) => versions(id, editor.username, work))
      return found(id)
    },

    /**
     * Saves a listing; with `expectedChange` (the `updatedAt` the editor started from), a listing saved since is
     * refused with StaleVersionError: who saved it, when, and the listing as it is now. `alongside` runs in the same
     * transaction after the save (a restore puts the version's photos back in it).
     */
    async update(
      id: string,
      body: ListingFormValues,
      editor: ListingEditor,
      expectedChange?: string,
      alongside?: (trx: Kysely<Database>) => Promise<void>,
    ): Promise<Listing> {
      await editable(id, editor)
      mayName(editor, body.agentId)
      await conditional(id, async () => {
        const saved = await writer.update(id, { ...(await toInput(body)), updatedAt: now().toISOString() }, expectedChange, (work) =>
          versions(id, editor.username, async (trx) => {
            const done = await work(trx)
            if (done && alongside) await alongside(trx)
            return done
          }),
        )
        if (!saved) throw httpError(404, 'Property not found')
      })
      return found(id)
    },

    conditional,

    /** Archives (DELETE) or restores a listing; the public side forgets or shows it again at once. */
    async setArchived(id: string, archived: boolean, editor: ListingEditor): Promise<Listing> {
      await editable(id, editor)
      await versions(id, editor.username, async (trx) => {
        await repo.setArchived([id], archived ? new Date().toISOString() : null, trx)
        await writer.changed(trx, id)
      })
      return found(id)
    },

    /** Gives several listings one status; refused as a whole when a listing cannot take it (a rental is never sold). */
    async bulkStatus(ids: string[], status: Listing['status'], editor: ListingEditor): Promise<number> {
      const listings = await Promise.all([...new Set(ids)].map((id) => editable(id, editor)))
      const refused = listings.find((p) => !statusAllowed(p.type, status))
      if (refused) throw httpError(400, `Invalid field "status": Status: ${statusRuleMessage(refused.type)} ("${refused.title}")`)
      let changed = 0
      for (const p of listings) {
        if (p.status === status) continue
        await writer.update(p._id, withStatus(p, status), undefined, (work) => versions(p._id, editor.username, work))
        changed += 1
      }
      return changed
    },
  }
}

export type ListingAdmin = ReturnType<typeof createListingAdmin>
