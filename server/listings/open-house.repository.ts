import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { OpenHouse } from '#core/listings/open-house.ts'

type Db = Kysely<Database>

// The open_houses table (migration 0025, docs/decisions/0112-open-houses.md). Reads return only open houses the
// ending job has not marked ended, soonest first.

export function createOpenHouseRepository(db: Db) {
  return {
    /** The open houses of these listings that have not ended, soonest first, by listing id. */
    async upcomingFor(propertyIds: string[]): Promise<Map<string, OpenHouse[]>> {
      const byProperty = new Map<string, OpenHouse[]>()
      if (propertyIds.length === 0) return byProperty
      const rows = await db
        .selectFrom('open_houses')
        .select(['id', 'property_id', 'starts_at', 'ends_at'])
        .where('property_id', 'in', propertyIds)
        .where('ended', '=', 0)
        .orderBy('starts_at')
        .orderBy('id')
        .execute()
      for (const r of rows) {
        const list = byProperty.get(r.property_id) ?? []
        list.push({ _id: r.id, startsAt: r.starts_at, endsAt: r.ends_at })
        byProperty.set(r.property_id, list)
      }
      return byProperty
    },

    /** One open house, ended or not; undefined once cancelled. */
    async find(id: string): Promise<(OpenHouse & { propertyId: string }) | undefined> {
      const row = await db
        .selectFrom('open_houses')
        .select(['id', 'property_id', 'starts_at', 'ends_at'])
        .where('id', '=', id)
        .executeTakeFirst()
      return row && { _id: row.id, propertyId: row.property_id, startsAt: row.starts_at, endsAt: row.ends_at }
    },

    /** The listing's open houses that end after `since`, ended ones too, soonest first (the staff panel). */
    async endingAfter(propertyId: string, since: string): Promise<Array<OpenHouse & { ended: boolean }>> {
      const rows = await db
        .selectFrom('open_houses')
        .select(['id', 'starts_at', 'ends_at', 'ended'])
        .where('property_id', '=', propertyId)
        .where('ends_at', '>', since)
        .orderBy('starts_at')
        .orderBy('id')
        .execute()
      return rows.map((r) => ({ _id: r.id, startsAt: r.starts_at, endsAt: r.ends_at, ended: Number(r.ended) === 1 }))
    },

    /** Whether the listing has an open house that has not ended and overlaps these instants. */
    async overlaps(propertyId: string, startsAt: string, endsAt: string): Promise<boolean> {
      const row = await db
        .selectFrom('open_houses')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('ended', '=', 0)
        .where('starts_at', '<', endsAt)
        .where('ends_at', '>', startsAt)
        .executeTakeFirst()
      return row !== undefined
    },

    async insert(row: { id: string; propertyId: string; startsAt: string; endsAt: string; createdBy: string | null; createdAt: string }) {
      await db
        .insertInto('open_houses')
        .values({
          id: row.id,
          property_id: row.propertyId,
          starts_at: row.startsAt,
          ends_at: row.endsAt,
          created_at: row.createdAt,
          created_by: row.createdBy,
        })
        .execute()
    },

    /** Removes one open house of the listing; false when it has none of that id. */
    async remove(propertyId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('open_houses').where('id', '=', id).where('property_id', '=', propertyId).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /**
     * Marks the open houses that ended by `now` as ended; answers how many this call marked. Safe on several servers
     * at once: the update only takes rows still unmarked, so each is marked once. It writes (and so moves the catalog
     * version) only when one has ended: PostgreSQL's statement triggers would fire on an update of no rows too.
     */
    async markEnded(now: string): Promise<number> {
      const due = await db
        .selectFrom('open_houses')
        .select('id')
        .where('ended', '=', 0)
        .where('ends_at', '<=', now)
        .limit(1)
        .executeTakeFirst()
      if (!due) return 0
      const result = await db
        .updateTable('open_houses')
        .set({ ended: 1 })
        .where('ended', '=', 0)
        .where('ends_at', '<=', now)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}
