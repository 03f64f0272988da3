import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { createStaffUser } from '#tests/helpers/admin.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { ACCOUNT_FREE_ATTEMPTS, ADDRESS_FREE_ATTEMPTS } from '#server/staff/sign-in-throttle.service.ts'
import { TEST_LOG_LEVEL, testLogStream } from '#tests/helpers/test-log.ts'

// Brute-force limits on staff sign-in: per account and per client
// address, growing delays, counted in the database, atomic under bursts, and
// not bypassed by the username's case or spacing, extra fields or X-Forwarded-For.

const PASSWORD = 'correct-horse-battery'

for (const dialect of dialects) {
  describe(`sign-in limits on ${dialect}`, () => {
    let t: TestApp
    let clock = Date.parse('2026-11-24T08:00:00Z')
    const now = () => new Date(clock)
    let address = 0
    /** A fresh client address per test, so tests do not share the per-address count. */
    const nextAddress = () => `198.51.100.${++address}`

    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now } })
    })
    afterAll(async () => {
      await t?.close()
    })

    const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string, extra: object = {}, headers = {}) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, ...extra }, remoteAddress, headers })

    it(`locks an account after ${ACCOUNT_FREE_ATTEMPTS} failures, says when to try again, and grows the delay`, async () => {
      await createStaffUser(t.database.db, 'pat', PASSWORD)
      const ip = nextAddress()
      for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS; i++) expect((await login(t.app, 'pat', 'wrong-password-1', ip)).statusCode).toBe(401)
      const locked = await login(t.app, 'pat', PASSWORD, ip)
      expect(locked.statusCode).toBe(429)
      expect(locked.json()).toEqual({ message: 'Too many failed sign-in attempts. Please try again in 1 minute.' })
      expect(locked.headers['retry-after']).toBe('60')

      clock += 61_000
      expect((await login(t.app, 'pat', 'wrong-password-1', ip)).statusCode).toBe(401)
      const longer = await login(t.app, 'pat', PASSWORD, ip)
      expect(longer.statusCode).toBe(429)
      expect(longer.json().message).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.')

      clock += 121_000
      expect((await login(t.app, 'pat', PASSWORD, ip)).statusCode).toBe(200)
      // Success starts the account afresh.
      for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS - 1; i++) expect((await login(t.app, 'pat', 'wrong-password-1', ip)).statusCode).toBe(401)
      expect((await login(t.app, 'pat', PASSWORD, ip)).statusCode).toBe(200)
    })

    it('lets no more than the free attempts through a concurrent burst of 50 wrong passwords', async () => {
      await createStaffUser(t.database.db, 'burst', PASSWORD)
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(t.app, 'burst', `wrong-password-${i}`, nextAddress())))
      const statuses = answers.map((a) => a.statusCode)
      expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FREE_ATTEMPTS)
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - ACCOUNT_FREE_ATTEMPTS)
      expect((await login(t.app, 'burst', PASSWORD, nextAddress())).statusCode).toBe(429)
    })

    it("is not bypassed by the username's case or spacing, extra body fields or forged X-Forwarded-For", async () => {
      await createStaffUser(t.database.db, 'casey', PASSWORD)
      const variants = ['casey', 'CASEY', ' Casey', 'casey  ', '\tcAsEy\n', 'Casey', 'CaSeY ']
      const ip = nextAddress()
      const statuses: number[] = []
      for (const [i, username] of variants.entries()) {
        const res = await login(
          t.app,
          username,
          'wrong-password-1',
          ip,
          { ip: `203.0.113.${i}`, remember: true, username2: 'x' },
          {
            'x-forwarded-for': `203.0.113.${i}`,
            'x-real-ip': `203.0.113.${i}`,
          },
        )
        statuses.push(res.statusCode)
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_FREE_ATTEMPTS)
      expect(statuses.slice(ACCOUNT_FREE_ATTEMPTS)).toEqual(Array(variants.length - ACCOUNT_FREE_ATTEMPTS).fill(429))
    })

    it(`limits one client address to ${ADDRESS_FREE_ATTEMPTS} failures across many usernames`, async () => {
      const ip = nextAddress()
      for (let i = 0; i < ADDRESS_FREE_ATTEMPTS; i++)
        expect((await login(t.app, `guess-${i}`, 'wrong-password-1', ip)).statusCode).toBe(401)
      const res = await login(t.app, 'admin', 'test-password-123', ip)
      expect(res.statusCode).toBe(429)
      // Another address still signs in.
      expect((await login(t.app, 'admin', 'test-password-123', nextAddress())).statusCode).toBe(200)
    })

    it('counts a client with forged X-Forwarded-For headers as one address when no proxy is trusted', async (ctx) => {
      // Proxy headers are believed only when TRUST_PROXY names the proxy (server/app.ts); an app that believes
      // them (the audit log shows the address the server saw) cannot be checked here.
      const ip = nextAddress()
      await login(t.app, 'admin', 'test-password-123', ip, {}, { 'x-forwarded-for': '192.0.2.77' })
      const seen = (await t.database.db.selectFrom('audit_log').select('ip').where('ip', 'in', [ip, '192.0.2.77']).execute()).map(
        (r) => r.ip,
      )
      if (seen.includes('192.0.2.77')) return ctx.skip()
      expect(seen).toEqual([ip])
      for (let i = 0; i < ADDRESS_FREE_ATTEMPTS; i++) {
        const res = await login(t.app, `forged-${i}`, 'wrong-password-1', ip, {}, { 'x-forwarded-for': `203.0.113.${i}` })
        expect(res.statusCode).toBe(401)
      }
      expect((await login(t.app, 'forged-x', 'wrong-password-1', ip, {}, { 'x-forwarded-for': '203.0.113.250' })).statusCode).toBe(429)
    })

    it('keeps the count in the database: a restarted or second app server sees the lock', async () => {
      await createStaffUser(t.database.db, 'restart', PASSWORD)
      const second = await buildApp(
        loadConfig({ NODE_ENV: 'test', DATA_DIR: t.database.dataDir }, { seedWhenEmpty: false, logLevel: TEST_LOG_LEVEL }),
        {
          database: t.database,
          web: false,
          outboxIntervalMs: 0,
          logStream: testLogStream(),
          now,
        },
      )
      try {
        const both = await Promise.all(
          Array.from({ length: 20 }, (_, i) => login(i % 2 ? second : t.app, 'restart', 'wrong-password-1', nextAddress())),
        )
        expect(both.filter((a) => a.statusCode === 401)).toHaveLength(ACCOUNT_FREE_ATTEMPTS)
        expect((await login(second, 'restart', PASSWORD, nextAddress())).statusCode).toBe(429)
      } finally {
        await second.close()
      }
      expect((await login(t.app, 'restart', PASSWORD, nextAddress())).statusCode).toBe(429)
    })
  })
}
