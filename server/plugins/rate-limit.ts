import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { DatabaseHandle } from '#server/db/database.ts'
import type { Config } from '#server/config.ts'
import { databaseRateLimitStore } from './rate-limit-store.ts'

/** The house words of a 429. */
export const tooManyRequestsMessage = (ttlMs: number): string =>
  `Too many requests. Please try again in ${Math.ceil(ttlMs / 60000)} minute(s).`

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
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: tooManyRequestsMessage(context.ttl) }),
  })
}

/**
 * One count per client address that several requests share, each counted once: an API route and the page that
 * answers the same question (docs/decisions/0148-verify-a-listing.md). Resolves to the milliseconds left to wait when
 * the client is over the limit, undefined when it may go on.
 */
export function sharedRateLimit(
  app: FastifyInstance,
  setting: Config['rateLimits']['forms'],
  groupId: string,
): (request: FastifyRequest) => Promise<number | undefined> {
  const check = app.createRateLimit({ ...setting, keyGenerator: (request) => `${groupId}|${normalizeIP(request.ip)}` })
  return async (request) => {
    const answer = await check(request)
    return !answer.isAllowed && answer.isExceeded ? answer.ttl : undefined
  }
}
