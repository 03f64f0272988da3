import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** Who has which record open (migration 0019): one row per staff member and record, renewed by each heartbeat. */
export function createPresenceRepository(db: Kysely<Database>) {
  return {
    /** Records that `userId` has the record open now, forgets everyone not heard from since `since`, and answers the others. */
    async beat(row: Database['record_presence'], since: string): Promise<Array<{ name: string }>> {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('record_presence').where('seen_at', '<', since).execute()
        await trx
          .insertInto('record_presence')
          .values(row)
          .onConflict((oc) => oc.columns(['kind', 'record_id', 'user_id']).doUpdateSet({ name: row.name, seen_at: row.seen_at }))
          .execute()
        return trx
          .selectFrom('record_presence')
          .select('name')
          .where('kind', '=', row.kind)
          .where('record_id', '=', row.record_id)
          .where('user_id', '<>', row.user_id)
          .orderBy('name')
          .execute()
      })
    },
    async leave(kind: string, recordId: string, userId: string): Promise<void> {
      await db
        .deleteFrom('record_presence')
        .where('kind', '=', kind)
        .where('record_id', '=', recordId)
        .where('user_id', '=', userId)
        .execute()
    },
  }
}
