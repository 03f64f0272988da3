import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { databaseSwitch } from '#tests/helpers/database-switch.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { newId } from '#server/db/ids.ts'

// What an operator and a load balancer see: /healthz, /readyz with its three
// checks, Prometheus metrics behind a bearer token, and a request id in every
// answer.

const TOKEN = 'metrics-token-for-tests-1234'

/** Every sample line of a Prometheus text answer, as name{labels} → value; throws on a line that is not the format. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (line === '' || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (-?[0-9.eE+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(
      line,
    )
    if (!m) throw new Error(`Not Prometheus text: ${line}`)
    samples.set(m[1]!, Number(m[2]))
  }
  return samples
}

for (const dialect of dialects) {
  describe(`health and metrics on ${dialect}`, () => {
    let t: TestApp
    let clock = Date.now()
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
    const metrics = async () => {
      const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
      return parsePrometheus(res.body)
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { metricsToken: TOKEN }, build: { now: () => new Date(clock) } })
    })
    afterAll(() => t?.close())

    it('answers /healthz and /readyz, never from a cache', async () => {
      const health = await get('/healthz')
      expect(health.statusCode).toBe(200)
      expect(health.json()).toEqual({ status: 'ok' })
      expect(health.headers['cache-control']).toBe('no-store')
      const ready = await get('/readyz')
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toMatchObject({
        status: 'ready',
        checks: { database: { ok: true }, migrations: { ok: true, detail: 'current' }, outbox: { ok: true } },
      })
      expect(ready.headers['cache-control']).toBe('no-store')
    })

    it('is not ready while due mail waits half an hour for a sender, or a migration has not run', async () => {
      // No sender: this app's own would take the mail as soon as anything wakes it (another mail queued in this process).
      await t.app.outbox.stop()
      const id = newId()
      const due = new Date(clock).toISOString()
      await t.database.db
        .insertInto('mail_outbox')
        .values({
          id,
          to_address: 'office@example.com',
          cc: '',
          reply_to: '',
          subject: 'Waiting',
          text_body: 'x',
          html_body: '',
          related_id: null,
          next_attempt_at: due,
          created_at: due,
          message_id: `<${id}@example.com>`,
          claim_token: null,
          failed_at: null,
        })
        .execute()
      expect((await get('/readyz')).statusCode).toBe(200)
      clock += 31 * 60_000
      const stuck = await get('/readyz')
      expect(stuck.statusCode).toBe(503)
      expect(stuck.json().checks.outbox).toEqual({ ok: false, detail: 'due mail waiting 31 minutes' })
      await t.database.db.deleteFrom('mail_outbox').where('id', '=', id).execute()
      expect((await get('/readyz')).statusCode).toBe(200)

      const last = await t.database.db
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`max(name)`.as('name'))
        .executeTakeFirstOrThrow()
      const name = (last as { name: string }).name
      const row = await sql<{ timestamp: string }>`select timestamp from kysely_migration where name = ${name}`.execute(t.database.db)
      await sql`delete from kysely_migration where name = ${name}`.execute(t.database.db)
      const behind = await get('/readyz')
      expect(behind.statusCode).toBe(503)
      expect(behind.json().checks.migrations).toEqual({ ok: false, detail: `not run: ${name}` })
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${row.rows[0]!.timestamp})`.execute(t.database.db)
      expect((await get('/readyz')).statusCode).toBe(200)
    })

    it('answers /metrics only to the bearer token, as Prometheus text whose counters move with requests', async () => {
      expect((await get('/metrics')).statusCode).toBe(401)
      expect((await get('/metrics', { authorization: 'Bearer wrong-token-wrong-token!' })).statusCode).toBe(401)
      const before = await metrics()
      await insertProperty(t.database.db, { address: '12 Metric St' })
      for (let i = 0; i < 3; i++) expect((await get('/api/properties?limit=5')).statusCode).toBe(200)
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'nobody', password: 'wrong-password' },
        })
        expect(res.statusCode).toBe(401)
      }
      const after = await metrics()
      const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0)
      expect(delta('http_requests_total{method="GET",route="/api/properties",status="200"}')).toBe(3)
      expect(delta('http_request_duration_seconds_count{method="GET",route="/api/properties",status="200"}')).toBe(3)
      expect(delta('staff_sign_in_failures_total')).toBe(2)
      // The first of the three was made, the next two came from the cache.
      expect(delta('response_cache_lookups{cache="api",result="hit"}')).toBe(2)
      expect(after.get('mail_outbox_messages{state="failed"}')).toBe(0)
      expect(after.has('mail_outbox_oldest_queued_seconds')).toBe(true)
      expect(after.has('process_resident_memory_bytes')).toBe(true)
    })

    it('puts a request id in every answer, and keeps a proxy’s plain one', async () => {
      const a = await get('/api/properties?limit=1')
      const b = await get('/api/properties?limit=1')
      expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id'])
      expect((await get('/healthz', { 'x-request-id': 'lb-7f3a9c21' })).headers['x-request-id']).toBe('lb-7f3a9c21')
      expect((await get('/healthz', { 'x-request-id': 'bad id\nforged log line' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect((await get('/no-such-api-path')).headers['x-request-id']).toBeTruthy()
    })
  })
}

describe('metrics without a token', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it('answers 404 at /metrics when METRICS_TOKEN is not set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })
    expect(res.statusCode).toBe(404)
  })
})

const baseUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!baseUrl)('readiness while PostgreSQL is away', () => {
  let t: TestApp
  let database: Awaited<ReturnType<typeof databaseSwitch>>

  beforeAll(async () => {
    t = await createTestApp({ dialect: 'postgres' })
    database = await databaseSwitch(baseUrl!, t.database.databaseUrl!)
  })
  afterAll(async () => {
    await database?.end()
    await t?.close()
  })

  it('answers 503 while the database is unreachable and 200 once it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
    await database.away()
    const away = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(away.statusCode).toBe(503)
    expect(away.json().checks.database.ok).toBe(false)
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    await database.back()
    let status = 0
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode
      if (status !== 200) await new Promise((r) => setTimeout(r, 100))
    }
    expect(status).toBe(200)
  })
})
