import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { newId } from '../ids.ts'

type Db = Kysely<Database>

/** The token an unsubscribe link carries: 32 random bytes as 64 hex characters. */
export const newUnsubscribeToken = (): string => randomBytes(32).toString('hex')

/** People who asked to hear about new upcoming listings (Get Notified, spec 1 §2). */
export function createSubscriberRepository(db: Db) {
  return {
    /** Adds the address once; a second sign-up is not an error and changes nothing. Returns whether it was new. */
    async subscribe(email: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .insertInto('upcoming_subscribers')
        .values({ id: newId(), email, created_at: new Date().toISOString(), unsubscribe_token: newUnsubscribeToken() })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },

    async findByEmail(email: string, trx: Db = db) {
      return trx.selectFrom('upcoming_subscribers').selectAll().where('email', '=', email).executeTakeFirst()
    },

    /** Everyone on the list, oldest sign-up first. */
    async listAll(trx: Db = db) {
      return trx.selectFrom('upcoming_subscribers').select(['email', 'unsubscribe_token']).orderBy('created_at').orderBy('id').execute()
    },

    /** Removes the address the token belongs to; false when no one has that token. */
    async unsubscribe(token: string, trx: Db = db): Promise<boolean> {
      if (!token) return false
      const result = await trx.deleteFrom('upcoming_subscribers').where('unsubscribe_token', '=', token).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}
