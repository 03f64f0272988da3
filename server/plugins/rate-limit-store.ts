import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#server/db/schema.ts'

// A store for @fastify/rate-limit that keeps its counters in the database
// (table rate_limits, migration 0005), so a limit holds across restarts and
// across app servers sharing one PostgreSQL database. One upsert per request
// both counts and reads, atomically on SQLite and PostgreSQL, so a burst of
// parallel requests cannot slip past the limit. Ended windows are swept at
// most once a minute.

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void
interface RouteParams {
  groupId?: string
  routeInfo?: { method?: string | string[]; url?: string }
}

const SWEEP_EVERY_MS = 60_000

export interface RateLimitStoreOptions {
  db: Kysely<Database>
  log: FastifyBaseLogger
  /** Clock (tests). */
  now?: () => number
}

/** The store class @fastify/rate-limit instantiates (its `store` option), bound to a database. */
export function databaseRateLimitStore({ db, log, now = Date.now }: RateLimitStoreOptions) {
  let lastSweep = 0

  const sweep = (at: number) => {
    if (at - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = at
    db.deleteFrom('rate_limits')
      .where('reset_at', '<=', new Date(at).toISOString())
      .execute()
      .catch((err: unknown) => log.warn({ err }, 'rate-limit sweep failed'))
  }

  return class DatabaseRateLimitStore {
    readonly namespace: string

    constructor(params: object = {}) {
      this.namespace = routeNamespace(params as RouteParams)
    }

    /** Each route counts on its own (a groupId shares one count among its routes). */
    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params)
    }

    incr(client: string, callback: Callback, timeWindow: number): void {
      const at = now()
      const nowIso = new Date(at).toISOString()
      const expired = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${nowIso}`
      db.insertInto('rate_limits')
        .values({ key: this.key(client), hits: 1, reset_at: new Date(at + timeWindow).toISOString() })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limits.hits')} + 1 end`,
            reset_at: sql<string>`case when ${expired} then ${sql.ref('excluded.reset_at')} else ${sql.ref('rate_limits.reset_at')} end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => {
            callback(null, { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.reset_at) - at) })
            sweep(at)
          },
          (err: Error) => callback(err),
        )
    }

    /** The count without adding to it (`{ increment: false }`). */
    read(client: string, callback: Callback): void {
      const at = now()
      db.selectFrom('rate_limits')
        .select(['hits', 'reset_at'])
        .where('key', '=', this.key(client))
        .executeTakeFirst()
        .then(
          (row) => {
            const ttl = row ? Date.parse(row.reset_at) - at : 0
            callback(null, row && ttl > 0 ? { current: Number(row.hits), ttl } : { current: 0, ttl: 0 })
          },
          (err: Error) => callback(err),
        )
    }

    private key(client: string): string {
      const key = `${this.namespace}|${client}`
      // Custom key generators may produce anything; the column holds 400 characters.
      return key.length <= 300 ? key : `${this.namespace.slice(0, 200)}|#${createHash('sha256').update(key).digest('hex')}`
    }
  }
}

function routeNamespace({ groupId, routeInfo }: RouteParams): string {
  if (groupId) return `group:${groupId}`
  if (!routeInfo?.url) return 'global'
  const methods = [routeInfo.method ?? ''].flat().join(',')
  return `${methods} ${routeInfo.url}`
}
