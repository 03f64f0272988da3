import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DatabaseHandle } from '#server/db/database.ts'
import { pendingMigrations } from '#server/db/database.ts'
import { outboxStats } from '#server/mail/outbox-stats.ts'
import type { Metrics } from './metrics.ts'

/** Due mail that no sender has taken for this long means the sender is stuck (not merely that SMTP refuses: a refused mail waits for its retry). */
export const OUTBOX_STUCK_SECONDS = 30 * 60

const CheckSchema = z.object({ ok: z.boolean(), detail: z.string() })
const ReadySchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({ database: CheckSchema, migrations: CheckSchema, outbox: CheckSchema }),
})

type Check = z.infer<typeof CheckSchema>

/** For a load balancer, a process manager and a metrics collector: /healthz, /readyz and /metrics. */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle
  metrics: Metrics
  metricsToken: string | undefined
  now: () => Date
}> = async (app, { database, metrics, metricsToken, now }) => {
  const tags = ['operations']
  const noStore = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store')

  app.get(
    '/healthz',
    { schema: { tags, summary: 'The process answers', response: { 200: z.object({ status: z.literal('ok') }) } } },
    (_request, reply) => {
      noStore(reply)
      return { status: 'ok' as const }
    },
  )

  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Ready for traffic: the database answers, its schema is current and the mail sender is not stuck',
        description: `503 while any check fails. The outbox counts as stuck when due mail has waited ${OUTBOX_STUCK_SECONDS / 60} minutes for a sender.`,
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      noStore(reply)
      const failed = (err: unknown): Check => ({ ok: false, detail: err instanceof Error ? err.message.split('\n')[0]! : String(err) })
      const reachable: Check = await sql`select 1`.execute(database.db).then(() => ({ ok: true, detail: 'answers' }), failed)
      const migrations: Check = reachable.ok
        ? await pendingMigrations(database.db).then(
            (pending) => (pending.length ? { ok: false, detail: `not run: ${pending.join(', ')}` } : { ok: true, detail: 'current' }),
            failed,
          )
        : { ok: false, detail: 'database unreachable' }
      const outbox: Check = reachable.ok
        ? await outboxStats(database.db, now()).then(
            (stats) =>
              stats.overdueSeconds > OUTBOX_STUCK_SECONDS
                ? { ok: false, detail: `due mail waiting ${Math.round(stats.overdueSeconds / 60)} minutes` }
                : { ok: true, detail: `${stats.queued} queued` },
            failed,
          )
        : { ok: false, detail: 'database unreachable' }
      const ready = reachable.ok && migrations.ok && outbox.ok
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        checks: { database: reachable, migrations, outbox },
      })
    },
  )

  app.get(
    '/metrics',
    {
      schema: {
        tags,
        summary: 'Prometheus metrics, for the bearer token in METRICS_TOKEN (404 when it is not set)',
        hide: !metricsToken,
      },
    },
    async (request, reply) => {
      noStore(reply)
      if (!metricsToken) return reply.code(404).send({ message: 'Not found' })
      const given = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '')
      const expected = Buffer.from(metricsToken)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A valid metrics token is required.' })
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    },
  )
}
