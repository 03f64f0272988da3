import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { OPEN_RENTAL_STATUSES } from '#core/leads/rental-application.ts'
import { newId } from '#server/db/ids.ts'
import { createAuditRepository } from '#server/staff/audit.repository.ts'

type Db = Kysely<Database>

/** Ids per query, under both databases' bound-parameter limits. */
const CHUNK = 500

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK))

/** Who the activity log names for what the retention job removes. */
export const RETENTION_AUTHOR = 'Retention policy'

/** The later of ISO timestamps (they compare as text); '' when there is none. */
export const latest = (...times: Array<string | null | undefined>): string => times.reduce<string>((a, b) => (b && b > a ? b : a), '')

/**
 * The queries of the retention job (server/retention/retention.service.ts): which
 * leads have been quiet longer than the privacy policy keeps them, and their
 * removal with everything that names them (staff notes, mail copies, files).
 */
export function createRetentionRepository(db: Db) {
  /** When staff last worked on each lead (a note, a status change) or last mailed about it. */
  async function lastActivity(ids: readonly string[]): Promise<Map<string, string>> {
    const result = new Map<string, string>()
    for (const chunk of chunks(ids)) {
      const notes = await db
        .selectFrom('lead_notes')
        .select((eb) => ['lead_id as id', eb.fn.max('created_at').as('at')])
        .where('lead_id', 'in', chunk)
        .groupBy('lead_id')
        .execute()
      const mails = await db
        .selectFrom('mail_outbox')
        .select((eb) => ['related_id as id', eb.fn.max('sent_at').as('at')])
        .where('related_id', 'in', chunk)
        .groupBy('related_id')
        .execute()
      for (const row of [...notes, ...mails]) if (row.id && row.at) result.set(row.id, latest(result.get(row.id), row.at))
    }
    return result
  }

  /** Removes what a lead's id names besides the lead itself: staff notes and mail copies. */
  async function removeTraces(trx: Db, ids: string[]) {
    await trx.deleteFrom('lead_notes').where('lead_id', 'in', ids).execute()
    await trx.deleteFrom('mail_outbox').where('related_id', 'in', ids).execute()
  }

  return {
    /** Inquiries of every kind whose last contact is before `cutoff`. */
    async expiredInquiries(cutoff: string): Promise<string[]> {
      const candidates = await db.selectFrom('inquiries').select(['id', 'created_at']).where('created_at', '<', cutoff).execute()
      const activity = await lastActivity(candidates.map((c) => c.id))
      return candidates.filter((c) => latest(c.created_at, activity.get(c.id)) < cutoff).map((c) => c.id)
    },

    async removeInquiries(ids: readonly string[]): Promise<number> {
      let removed = 0
      for (const chunk of chunks(ids))
        await db.transaction().execute(async (trx) => {
          await removeTraces(trx, chunk)
          removed += Number((await trx.deleteFrom('inquiries').where('id', 'in', chunk).executeTakeFirst()).numDeletedRows)
        })
      return removed
    },

    /**
     * Applications not on the preferred bidders list (declined, or never decided)
     * whose last activity is before the cutoff that applies to them: `formerCutoff`
     * for one that was on the list once (approved, later declined), else `cutoff`.
     */
    async expiredApplications(cutoff: string, formerCutoff: string): Promise<string[]> {
      const candidates = await db
        .selectFrom('bidder_applications')
        .select(['id', 'created_at', 'status_changed_at'])
        .where('status', '!=', 'approved')
        .where('created_at', '<', latest(cutoff, formerCutoff)) // last activity is never before creation
        .execute()
      const ids = candidates.map((c) => c.id)
      const activity = await lastActivity(ids)
      const former = new Set<string>()
      for (const chunk of chunks(ids)) {
        const approvals = await db
          .selectFrom('lead_notes')
          .select('lead_id')
          .where('lead_id', 'in', chunk)
          .where('kind', '=', 'status')
          .where('body', '=', 'approved')
          .execute()
        for (const row of approvals) former.add(row.lead_id)
      }
      return candidates
        .filter((c) => latest(c.created_at, c.status_changed_at, activity.get(c.id)) < (former.has(c.id) ? formerCutoff : cutoff))
        .map((c) => c.id)
    },

    async removeApplications(ids: readonly string[]): Promise<number> {
      let removed = 0
      for (const chunk of chunks(ids))
        await db.transaction().execute(async (trx) => {
          await removeTraces(trx, chunk)
          await trx.deleteFrom('bidder_application_files').where('application_id', 'in', chunk).execute()
          removed += Number((await trx.deleteFrom('bidder_applications').where('id', 'in', chunk).executeTakeFirst()).numDeletedRows)
        })
      return removed
    },

    /** Which of these ids are applications still stored, bidders' or rental (their files share one folder). */
    async existingApplications(ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>()
      for (const chunk of chunks(ids)) {
        const bidders = await db.selectFrom('bidder_applications').select('id').where('id', 'in', chunk).execute()
        const rentals = await db.selectFrom('rental_applications').select('id').where('id', 'in', chunk).execute()
        for (const row of [...bidders, ...rentals]) found.add(row.id)
      }
      return found
    },

    /** Rental applications decided (approved, declined, withdrawn) before `cutoff`; open ones never. */
    async expiredRentalApplications(cutoff: string): Promise<string[]> {
      const rows = await db
        .selectFrom('rental_applications')
        .select('id')
        .where('status', 'not in', [...OPEN_RENTAL_STATUSES])
        .where('status_changed_at', '<', cutoff)
        .execute()
      return rows.map((r) => r.id)
    },

    /**
     * Removes rental applications with their applicants, files' rows and mail copies, and logs each removal in the
     * activity log by id alone; answers how many went.
     */
    async removeRentalApplications(ids: readonly string[], at: string): Promise<number> {
      let removed = 0
      for (const chunk of chunks(ids))
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('mail_outbox').where('related_id', 'in', chunk).execute()
          await trx.deleteFrom('rental_application_files').where('application_id', 'in', chunk).execute()
          await trx.deleteFrom('rental_applicants').where('application_id', 'in', chunk).execute()
          const done = Number((await trx.deleteFrom('rental_applications').where('id', 'in', chunk).executeTakeFirst()).numDeletedRows)
          removed += done
          await createAuditRepository(trx).insert(
            chunk.map((id) => ({
              id: newId(),
              user_id: null,
              username: RETENTION_AUTHOR,
              action: 'rental-application.retention-delete',
              method: '',
              path: '',
              details: JSON.stringify({ id }),
              ip: '',
              created_at: at,
              kind: 'lead',
            })),
          )
        })
      return removed
    },

    /** Copies of mail sent, or given up on, before `cutoff`; mail still to be sent is kept. */
    async removeMailCopies(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('mail_outbox')
        .where((eb) => eb.or([eb('sent_at', '<', cutoff), eb('failed_at', '<', cutoff)]))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Staff notes whose lead is gone (an address that unsubscribed, a sign-up never confirmed). */
    async removeOrphanNotes(): Promise<number> {
      const result = await db
        .deleteFrom('lead_notes')
        .where('lead_id', 'not in', (eb) => eb.selectFrom('inquiries').select('id'))
        .where('lead_id', 'not in', (eb) => eb.selectFrom('bidder_applications').select('id'))
        .where('lead_id', 'not in', (eb) => eb.selectFrom('upcoming_subscribers').select('id'))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Persons none of whose leads is left (docs/decisions/0126-one-person-behind-many-leads.md): their name goes with them. */
    async removeOrphanPersons(): Promise<number> {
      const result = await db
        .deleteFrom('persons')
        .where('id', 'not in', (eb) => eb.selectFrom('inquiries').select('person_id').where('person_id', 'is not', null))
        .where('id', 'not in', (eb) => eb.selectFrom('bidder_applications').select('person_id').where('person_id', 'is not', null))
        .where('id', 'not in', (eb) => eb.selectFrom('upcoming_subscribers').select('person_id').where('person_id', 'is not', null))
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>
