import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'

// A server process for the fault tests and `npm run load`: the app as
// server/main.ts builds it, from the same environment variables, plus knobs
// those runs need (SERVE_*). It tells its parent the port over IPC. It has no
// graceful shutdown on purpose: the fault tests end it with SIGKILL.

const env = process.env
const number = (name: string) => (env[name] ? Number(env[name]) : undefined)

const config = loadConfig(env, { seedWhenEmpty: env.SERVE_SEED === '1' })
const app = await buildApp(config, {
  web: env.SERVE_WEB === '1',
  contactRateLimitMax: number('SERVE_RATE_LIMIT'),
  outboxIntervalMs: number('SERVE_OUTBOX_POLL_MS'),
  outboxLeaseMs: number('SERVE_OUTBOX_LEASE_MS'),
  outboxRetryBaseMs: number('SERVE_OUTBOX_RETRY_MS'),
})
await app.listen({ port: config.port, host: '127.0.0.1' })
const address = app.server.address()
process.send?.({ port: typeof address === 'object' && address ? address.port : config.port })
