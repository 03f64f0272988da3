import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { databaseRateLimitStore } from '#server/plugins/rate-limit-store.ts'
import { createTestDatabase, dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { TEST_LOG_LEVEL, testLogStream } from '#tests/helpers/test-log.ts'

// Who the client is, and limits that hold. Every public form is
// limited per client address in the database; proxy headers count only from
// configured proxies (TRUST_PROXY).

const invalidContact = { clientName: '', clientEmail: '' }

for (const dialect of dialects) {
  describe(`form rate limits on ${dialect}`, () => {
    let database: TestDatabase
    const apps: FastifyInstance[] = []

    beforeAll(async () => {
      database = await createTestDatabase(dialect)
    })
    afterAll(async () => {
      await Promise.all(apps.map((a) => a.close()))
      await database.destroy()
    })

    /** An app server on the shared database, configured from environment variables. */
    async function appServer(env: Record<string, string> = {}, handle: DatabaseHandle = database): Promise<FastifyInstance> {
      const config = loadConfig(
        { NODE_ENV: 'test', DATA_DIR: database.dataDir, FORM_RATE_LIMIT_MAX: '3', ...env },
        { seedWhenEmpty: false, logLevel: TEST_LOG_LEVEL },
      )
      const app = await buildApp(config, { database: handle, web: false, outboxIntervalMs: 0, logStream: testLogStream() })
      apps.push(app)
      return app
    }
    const send = (app: FastifyInstance, url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
      app.inject({ method: 'POST', url, payload: url.includes('subscribers') ? { email: 'x' } : invalidContact, headers, remoteAddress })
    const statuses = async (n: number, request: (i: number) => Promise<{ statusCode: number }>) => {
      const out: number[] = []
      for (let i = 0; i < n; i++) out.push((await request(i)).statusCode)
      return out
    }

    it.each(['/api/contact/agent', '/api/contact/tour', '/api/contact/interest', '/api/upcoming/subscribers'])(
      'limits %s by the connecting address, whatever X-Forwarded-For says (TRUST_PROXY off)',
      async (url) => {
        const app = await appServer()
        const got = await statuses(6, (i) => send(app, url, { 'x-forwarded-for': `203.0.113.${i}` }, `192.0.2.${url.length}`))
        expect(got.slice(0, 3).every((s) => s === 400)).toBe(true)
        expect(got.slice(3)).toEqual([429, 429, 429])
        const limited = await send(app, url, {}, `192.0.2.${url.length}`)
        expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minute\(s\)\.$/) })
        expect(limited.headers['retry-after']).toBeDefined()
      },
    )

    it('believes X-Forwarded-For only from a configured proxy', async () => {
      const app = await appServer({ TRUST_PROXY: '10.0.0.0/8' })
      // Through the proxy: each visitor has its own count.
      const viaProxy = await statuses(6, (i) => send(app, '/api/contact/agent', { 'x-forwarded-for': `203.0.113.${50 + i}` }, '10.1.2.3'))
      expect(viaProxy).toEqual([400, 400, 400, 400, 400, 400])
      // The same visitor through the proxy is limited.
      const one = await statuses(4, () => send(app, '/api/contact/agent', { 'x-forwarded-for': '203.0.113.99' }, '10.1.2.3'))
      expect(one).toEqual([400, 400, 400, 429])
      // Someone else's forged header is ignored.
      const forged = await statuses(4, (i) => send(app, '/api/contact/agent', { 'x-forwarded-for': `10.9.9.${i}` }, '198.51.100.200'))
      expect(forged).toEqual([400, 400, 400, 429])
    })

    it('holds across app servers and restarts sharing one database', async () => {
      const second = dialect === 'sqlite' ? openDatabase({ dataDir: database.dataDir }) : database
      const a = await appServer()
      const b = await appServer({}, second)
      const address = '198.51.100.77'
      expect((await send(a, '/api/contact/agent', {}, address)).statusCode).toBe(400)
      expect((await send(b, '/api/contact/agent', {}, address)).statusCode).toBe(400)
      expect((await send(a, '/api/contact/agent', {}, address)).statusCode).toBe(400)
      expect((await send(b, '/api/contact/agent', {}, address)).statusCode).toBe(429)
      await a.close()
      await b.close()
      if (second !== database) await second.close()
      const restarted = await appServer()
      expect((await send(restarted, '/api/contact/agent', {}, address)).statusCode).toBe(429)
    })

    it('lets exactly the limit through a burst of parallel requests', async () => {
      const app = await appServer({ FORM_RATE_LIMIT_MAX: '10' })
      const burst = await Promise.all(Array.from({ length: 40 }, () => send(app, '/api/contact/tour', {}, '198.51.100.88')))
      const codes = burst.map((r) => r.statusCode)
      expect(codes.filter((c) => c === 429)).toHaveLength(30)
      expect(codes.filter((c) => c === 400)).toHaveLength(10)
    })

    it('starts a new window when the old one ends, and sweeps ended windows', async () => {
      let clock = Date.parse('2026-11-24T08:00:00Z')
      const { log } = await appServer()
      const Store = databaseRateLimitStore({ db: database.db, log, now: () => clock })
      const store = new Store().child({ routeInfo: { method: 'POST', url: '/api/test-window' } })
      const incr = (key: string) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000),
        )
      expect(await incr('203.0.113.1')).toEqual({ current: 1, ttl: 60_000 })
      clock += 20_000
      expect(await incr('203.0.113.1')).toEqual({ current: 2, ttl: 40_000 })
      clock += 40_000
      expect(await incr('203.0.113.1')).toEqual({ current: 1, ttl: 60_000 })
      clock += 120_000
      await incr('203.0.113.2')
      // The sweep runs in the background after the count; wait for the ended window to go.
      await expect
        .poll(
          async () =>
            (await database.db.selectFrom('rate_limits').select('key').where('key', 'like', '%test-window|203.0.113.1').execute()).length,
        )
        .toBe(0)
    })
  })
}
