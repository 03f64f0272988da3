import type { Insertable, Kysely, Updateable } from 'kysely'
import type {
  Database,
  RentalAdverseNoticesTable,
  RentalApplicantsTable,
  RentalApplicationFilesTable,
  RentalApplicationsTable,
} from '#server/db/schema.ts'
import { OPEN_RENTAL_STATUSES } from '#core/leads/rental-application.ts'

type Db = Kysely<Database>

/** Rental applications, their applicants and their private files (migration 0035). */
export function createRentalApplicationRepository(db: Db) {
  return {
    async insert(
      application: Insertable<RentalApplicationsTable>,
      applicants: Array<Insertable<RentalApplicantsTable>>,
      files: Array<Insertable<RentalApplicationFilesTable>>,
      trx: Db = db,
    ): Promise<void> {
      await trx.insertInto('rental_applications').values(application).execute()
      await trx.insertInto('rental_applicants').values(applicants).execute()
      if (files.length) await trx.insertInto('rental_application_files').values(files).execute()
    },

    findById: (id: string, trx: Db = db) => trx.selectFrom('rental_applications').selectAll().where('id', '=', id).executeTakeFirst(),

    applicantByToken: (token: string) => db.selectFrom('rental_applicants').selectAll().where('token', '=', token).executeTakeFirst(),

    applicants: (applicationId: string, trx: Db = db) =>
      trx.selectFrom('rental_applicants').selectAll().where('application_id', '=', applicationId).orderBy('position').execute(),

    files: (applicationId: string) =>
      db.selectFrom('rental_application_files').selectAll().where('application_id', '=', applicationId).orderBy('id').execute(),

    findFile: (applicationId: string, fileId: string) =>
      db
        .selectFrom('rental_application_files')
        .selectAll()
        .where('application_id', '=', applicationId)
        .where('id', '=', fileId)
        .executeTakeFirst(),

    /** Keeps the adverse-action notice sent with a decline. */
    async insertNotice(row: Insertable<RentalAdverseNoticesTable>, trx: Db): Promise<void> {
      await trx.insertInto('rental_adverse_notices').values(row).execute()
    },

    /** The adverse-action notice sent with the application's decline, if one was. */
    notice: (applicationId: string) =>
      db
        .selectFrom('rental_adverse_notices')
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    /** The consumer reporting agencies of the latest notices, newest first, each once. */
    async recentAgencies(limit: number) {
      const rows = await db
        .selectFrom('rental_adverse_notices')
        .select(['agency_name', 'agency_address', 'agency_phone'])
        .orderBy('created_at', 'desc')
        .limit(limit * 10)
        .execute()
      const seen = new Set<string>()
      return rows
        .filter((r) => {
          const key = `${r.agency_name}\n${r.agency_address}\n${r.agency_phone}`.toLowerCase()
          return !seen.has(key) && Boolean(seen.add(key))
        })
        .slice(0, limit)
        .map((r) => ({ name: r.agency_name, address: r.agency_address, phone: r.agency_phone }))
    },

    /** Stores a co-applicant's part once: false when it was already stored (of two racing sends one wins). */
    async completePart(
      applicantId: string,
      change: Pick<RentalApplicantsTable, 'phone' | 'part' | 'completed_at'> & Updateable<RentalApplicantsTable>,
      files: Array<Insertable<RentalApplicationFilesTable>>,
      trx: Db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('rental_applicants')
        .set(change)
        .where('id', '=', applicantId)
        .where('completed_at', 'is', null)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return false
      if (files.length) await trx.insertInto('rental_application_files').values(files).execute()
      return true
    },

    /** Moves an open application to `status`; false when it is no longer open (or is not there). */
    async setStatus(id: string, status: string, reason: string | null, at: string, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('rental_applications')
        .set({ status, status_reason: reason, status_changed_at: at })
        .where('id', '=', id)
        .where('status', 'in', [...OPEN_RENTAL_STATUSES])
        .where('status', '<>', status)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** The other open applications of a listing. */
    openOfListing: (listingId: string, except: string, trx: Db = db) =>
      trx
        .selectFrom('rental_applications')
        .select('id')
        .where('listing_id', '=', listingId)
        .where('id', '<>', except)
        .where('status', 'in', [...OPEN_RENTAL_STATUSES])
        .execute(),

    /** Staff's list: newest first, with the main applicant and the listing. */
    list: (filter: { listingId?: string | undefined; status?: string | undefined }) =>
      db
        .selectFrom('rental_applications as a')
        .innerJoin('rental_applicants as m', (j) => j.onRef('m.application_id', '=', 'a.id').on('m.role', '=', 'main'))
        .innerJoin('properties as p', 'p.id', 'a.listing_id')
        .select([
          'a.id',
          'a.listing_id',
          'a.status',
          'a.move_in_date',
          'a.created_at',
          'm.name',
          'm.email',
          'p.title as listing_title',
          'p.address as listing_address',
        ])
        .$if(Boolean(filter.listingId), (q) => q.where('a.listing_id', '=', filter.listingId!))
        .$if(Boolean(filter.status), (q) => q.where('a.status', '=', filter.status!))
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id')
        .limit(500)
        .execute(),

    /** The number of applicants of each application (for the list). */
    async applicantCounts(ids: string[]): Promise<Map<string, { all: number; done: number }>> {
      const counts = new Map<string, { all: number; done: number }>()
      if (!ids.length) return counts
      const rows = await db
        .selectFrom('rental_applicants')
        .select(['application_id', 'completed_at'])
        .where('application_id', 'in', ids)
        .execute()
      for (const r of rows) {
        const c = counts.get(r.application_id) ?? { all: 0, done: 0 }
        c.all += 1
        if (r.completed_at) c.done += 1
        counts.set(r.application_id, c)
      }
      return counts
    },
  }
}
