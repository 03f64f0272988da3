import type { Kysely, Selectable } from 'kysely'
import type { Database, SignInThrottlesTable } from '#server/db/schema.ts'
import type { Dialect } from '#server/db/database.ts'

type Db = Kysely<Database>
export type ThrottleRow = Selectable<SignInThrottlesTable>

/**
 * Failed sign-in counters. `withLocked` runs `fn` on the rows of `keys` inside a
 * transaction that holds them (PostgreSQL row locks; SQLite's single writer,
 * taken by the first insert), so concurrent attempts are counted one by one.
 */
/** `dialect` matters to withLocked only (row locks on PostgreSQL). */
export function createSignInThrottleRepository(db: Db, dialect: Dialect = 'sqlite') {
  return {
    async withLocked<T>(
      keys: string[],
      at: string,
      fn: (rows: ThrottleRow[], save: (row: ThrottleRow) => Promise<void>, remove: (key: string) => Promise<void>) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        for (const key of keys) {
          await trx
            .insertInto('sign_in_throttles')
            .values({ key, failures: 0, locked_until: null, updated_at: at, alerted_at: null })
            .onConflict((oc) => oc.column('key').doNothing())
            .execute()
        }
        const rows = await trx
          .selectFrom('sign_in_throttles')
          .selectAll()
          .where('key', 'in', keys)
          .orderBy('key')
          .$if(dialect === 'postgres', (qb) => qb.forUpdate())
          .execute()
        const save = async (row: ThrottleRow) => {
          await trx
            .updateTable('sign_in_throttles')
            .set({ failures: row.failures, locked_until: row.locked_until, updated_at: row.updated_at, alerted_at: row.alerted_at })
            .where('key', '=', row.key)
            .execute()
        }
        const remove = async (key: string) => {
          await trx.deleteFrom('sign_in_throttles').where('key', '=', key).execute()
        }
        return fn(rows, save, remove)
      })
    },
    async remove(key: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('sign_in_throttles').where('key', '=', key).execute()
    },
    /** Counters untouched since `cutoff` and not locked are forgotten. */
    async deleteStale(cutoff: string, at: string): Promise<void> {
      await db
        .deleteFrom('sign_in_throttles')
        .where('updated_at', '<', cutoff)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
        .execute()
    },
  }
}
