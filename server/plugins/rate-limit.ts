import type { FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { DatabaseHandle } from '#server/db/database.ts'
import { databaseRateLimitStore } from './rate-limit-store.ts'

/**
 * @fastify/rate-limit with its counters in the database: every route that
 * declares `config: { rateLimit: {...} }` is limited per client address
 * (request.ip, which believes proxy headers only from TRUST_PROXY) across
 * restarts and app servers. Over the limit: 429 with the house `{ message }`.
 * The limits themselves reach the routes through their feature (deps.rateLimits).
 */
export async function registerRateLimits(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore({ db: database.db, log: app.log }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 60000)} minute(s).`,
    }),
  })
}
