import type { FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { DatabaseHandle } from '#server/db/database.ts'
import type { Config } from '#server/config.ts'
import { databaseRateLimitStore } from './rate-limit-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Configured limits (FORM_RATE_LIMIT_*) for routes to declare as `config: { rateLimit }`. */
    rateLimits: Config['rateLimits']
  }
}

/**
 * @fastify/rate-limit with its counters in the database: every route that
 * declares `config: { rateLimit: {...} }` is limited per client address
 * (request.ip, which believes proxy headers only from TRUST_PROXY) across
 * restarts and app servers. Over the limit: 429 with the house `{ message }`.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { database, limits }: { database: DatabaseHandle; limits: Config['rateLimits'] },
): Promise<void> {
  app.decorate('rateLimits', limits)
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore({ db: database.db, log: app.log }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 60000)} minute(s).`,
    }),
  })
}
