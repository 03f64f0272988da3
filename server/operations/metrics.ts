import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Database } from '#server/db/schema.ts'
import type { ResponseCache } from '#server/catalog/response-cache.ts'
import { outboxStats } from '#server/mail/outbox-stats.ts'
import { createBackupsRepository } from './backups.repository.ts'

// What an operator watches (docs/decisions/0080-health-and-metrics.md), in the
// Prometheus text format at /metrics. Each app has its own registry, so
// several apps in one process (tests) do not share counters. Requests are
// counted by route pattern, never by raw URL, so the label values stay few.

export interface MetricSources {
  db: Kysely<Database>
  caches: { pages: ResponseCache; api: ResponseCache }
  now: () => Date
}

const SIGN_IN_ROUTE = '/api/auth/login'

export function createMetrics(sources: MetricSources) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const signInFailures = new Counter({
    name: 'staff_sign_in_failures_total',
    help: 'Staff sign-ins refused for a wrong username or password.',
    registers: [registry],
  })
  const signInLocked = new Counter({
    name: 'staff_sign_in_locked_total',
    help: 'Staff sign-in attempts refused because the account or the address was locked after failures.',
    registers: [registry],
  })
  const rateLimited = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern; staff sign-in locks are counted apart.',
    labelNames: ['route'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'response_cache_lookups',
    help: 'Lookups of the page cache and the public API cache since start, by result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      for (const [cache, { stats }] of Object.entries(sources.caches)) {
        this.set({ cache, result: 'hit' }, stats.hits)
        this.set({ cache, result: 'miss' }, stats.misses)
      }
    },
  })
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mails in the outbox by state: queued (not sent yet, retrying ones included), retrying, sent, failed.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const stats = await outboxStats(sources.db, sources.now())
      for (const state of ['queued', 'retrying', 'sent', 'failed'] as const) this.set({ state }, stats[state])
      oldest.set(stats.oldestQueuedSeconds)
    },
  })
  new Gauge({
    name: 'backup_age_seconds',
    help: 'Age of the latest backup that succeeded (+Inf while there is none).',
    registers: [registry],
    async collect() {
      const last = await createBackupsRepository(sources.db).lastOk()
      this.set(last ? Math.max(0, (sources.now().getTime() - Date.parse(last.started_at)) / 1000) : Infinity)
    },
  })
  const oldest = new Gauge({
    name: 'mail_outbox_oldest_queued_seconds',
    help: 'Age of the oldest mail not sent yet (0 when none waits).',
    registers: [registry],
  })

  return {
    registry,
    /** An onResponse hook: counts the answer. */
    async observe(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const route = request.routeOptions.url ?? 'unmatched'
      const labels = { method: request.method, route, status: String(reply.statusCode) }
      requests.inc(labels)
      duration.observe(labels, reply.elapsedTime / 1000)
      if (route === SIGN_IN_ROUTE && reply.statusCode === 401) signInFailures.inc()
      else if (route === SIGN_IN_ROUTE && reply.statusCode === 429) signInLocked.inc()
      else if (reply.statusCode === 429) rateLimited.inc({ route })
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
