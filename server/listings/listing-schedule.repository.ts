import type { ExpressionBuilder, Insertable, Kysely } from 'kysely'
import type { Database, ListingScheduleTable } from '#server/db/schema.ts'
import type { ScheduledChange } from '#core/listings/listing-schedule.ts'

type Db = Kysely<Database>

/** A change still waiting that no server holds at `now`. */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'listing_schedule'>) =>
  eb.and([eb('done_at', 'is', null), eb('claimed_until', '<', now)])

/** How many changes that already happened (or were refused) the editor still lists. */
const DONE_SHOWN = 5

/** Listings' scheduled changes (migration 0020): waiting ones, and the claim a server takes on one that is due. */
export function createListingScheduleRepository(db: Db) {
  return {
    async insert(row: Insertable<ListingScheduleTable>): Promise<void> {
      await db.insertInto('listing_schedule').values(row).execute()
    },

    /** Waiting changes (soonest first), then the last few that happened or were refused. */
    async forListing(propertyId: string): Promise<ScheduledChange[]> {
      const base = db.selectFrom('listing_schedule').selectAll().where('property_id', '=', propertyId)
      const [waiting, done] = await Promise.all([
        base.where('done_at', 'is', null).orderBy('due_at').orderBy('id').execute(),
        base.where('done_at', 'is not', null).orderBy('done_at', 'desc').orderBy('id').limit(DONE_SHOWN).execute(),
      ])
      return [...waiting, ...done].map((r) => ({
        _id: r.id,
        kind: r.kind,
        status: r.status as ScheduledChange['status'],
        dueAt: r.due_at,
        createdBy: r.created_by,
        doneAt: r.done_at,
        error: r.error,
      }))
    },

    /**
     * Drops a listing's waiting changes of one kind (a new publication time replaces the old; publishing ends it),
     * but not one a server is carrying out: that one is recorded when it is done.
     */
    async cancelPending(propertyId: string, kind: ListingScheduleTable['kind']): Promise<void> {
      await db
        .deleteFrom('listing_schedule')
        .where('property_id', '=', propertyId)
        .where('kind', '=', kind)
        .where('done_at', 'is', null)
        .where('claimed_by', '=', '')
        .execute()
    },

    /** Removes one waiting change that no server is carrying out; true when it did. */
    async remove(propertyId: string, id: string): Promise<boolean> {
      const r = await db
        .deleteFrom('listing_schedule')
        .where('id', '=', id)
        .where('property_id', '=', propertyId)
        .where('done_at', 'is', null)
        .executeTakeFirst()
      return Number(r.numDeletedRows) > 0
    },

    /** The ids of changes due at `now` that no server holds. */
    async dueIds(now: string, limit = 50): Promise<string[]> {
      const rows = await db
        .selectFrom('listing_schedule')
        .select('id')
        .where(claimable(now))
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((r) => r.id)
    },

    /**
     * Takes a due change for `holder` until `until`, when it is still waiting and nobody else holds it: of several
     * servers asking at once, one statement changes the row, so one server carries it out.
     */
    async claim(id: string, holder: string, now: string, until: string) {
      const r = await db
        .updateTable('listing_schedule')
        .set({ claimed_by: holder, claimed_until: until })
        .where('id', '=', id)
        .where(claimable(now))
        .executeTakeFirst()
      if (Number(r.numUpdatedRows) === 0) return undefined
      return db.selectFrom('listing_schedule').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** Records that a claimed change happened (error null) or why it could not. */
    async finish(id: string, holder: string, at: string, error: string | null): Promise<void> {
      await db
        .updateTable('listing_schedule')
        .set({ done_at: at, error, claimed_by: '', claimed_until: '' })
        .where('id', '=', id)
        .where('claimed_by', '=', holder)
        .execute()
    },

    /** Lets go of a claimed change that failed for a passing reason (the database, a restart): it is tried again. */
    async release(id: string, holder: string): Promise<void> {
      await db
        .updateTable('listing_schedule')
        .set({ claimed_by: '', claimed_until: '' })
        .where('id', '=', id)
        .where('claimed_by', '=', holder)
        .execute()
    },
  }
}
