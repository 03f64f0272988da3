import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { newId } from '../ids.ts'

type Db = Kysely<Database>

/** People who asked to hear about new upcoming listings (Get Notified, spec 1 §2). */
export function createSubscriberRepository(db: Db) {
  return {
    /** Adds the address once; a second sign-up is not an error and changes nothing. Returns whether it was new. */
    async subscribe(email: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .insertInto('upcoming_subscribers')
        .values({ id: newId(), email, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },

    async findByEmail(email: string, trx: Db = db) {
      return trx.selectFrom('upcoming_subscribers').selectAll().where('email', '=', email).executeTakeFirst()
    },
  }
}
