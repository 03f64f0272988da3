import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** Where a staff user signed in before counts this long after their last sign-in there. */
export const KNOWN_ADDRESS_DAYS = 90

/** The stored form of an address: a hash, so the table does not list where staff live. */
export const addressHash = (ip: string) => createHash('sha256').update(`staff-address:${ip}`).digest('hex')

/** The addresses each staff user signed in from (docs/decisions/0076-sign-in-nobody-can-lock-out.md). */
export function createKnownAddressRepository(db: Kysely<Database>) {
  return {
    async isKnown(userId: string, ip: string, at: Date): Promise<boolean> {
      const since = new Date(at.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000).toISOString()
      const row = await db
        .selectFrom('staff_known_addresses')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('address_hash', '=', addressHash(ip))
        .where('last_seen_at', '>=', since)
        .executeTakeFirst()
      return row !== undefined
    },
    async remember(userId: string, ip: string, at: Date): Promise<void> {
      const seen = at.toISOString()
      await db
        .insertInto('staff_known_addresses')
        .values({ user_id: userId, address_hash: addressHash(ip), last_seen_at: seen })
        .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_seen_at: seen }))
        .execute()
      const forgotten = new Date(at.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000).toISOString()
      await db.deleteFrom('staff_known_addresses').where('user_id', '=', userId).where('last_seen_at', '<', forgotten).execute()
    },
  }
}
