import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { createTestDatabase, dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '#server/staff/sessions.service.ts'
import { ensureFirstStaffUser } from '#server/staff/first-admin.service.ts'

// Staff sign-in, session check, logout and session timeouts.

for (const dialect of dialects) {
  describe(`staff sign-in on ${dialect}`, () => {
    let t: TestApp
    let clock = Date.parse('2026-11-24T08:00:00Z')
    const advance = (ms: number) => (clock += ms)

    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now: () => new Date(clock) } })
    })
    afterAll(async () => {
      await t?.close()
    })

    const login = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers })
    const verify = (token: string) => t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(token) })

    it('answers a token and the user (never a hash) for the right password', async () => {
      const res = await login({ username: 'admin', password: 'test-password-123' })
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(body.user).toEqual({
        _id: expect.any(String),
        username: 'admin',
        displayName: 'admin',
        mustChangePassword: false,
        role: 'owner',
        agentId: null,
      })
      expect(res.body).not.toMatch(/argon2|password_hash|passwordHash/)
      expect(res.headers['cache-control']).toBe('no-store')
      const stored = await t.database.db.selectFrom('sessions').select('token_hash').execute()
      expect(stored.map((s) => s.token_hash)).not.toContain(body.token)
    })

    it('answers 401 with one message for a wrong password and for an unknown user', async () => {
      const wrong = await login({ username: 'admin', password: 'not-the-password' })
      const unknown = await login({ username: 'nobody-here', password: 'not-the-password' })
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual({ message: 'Invalid username or password.' })
      expect(unknown.json()).toEqual(wrong.json())
    })

    it('compares usernames trimmed and case-insensitively', async () => {
      const res = await login({ username: '  ADMIN ', password: 'test-password-123' })
      expect(res.statusCode).toBe(200)
      expect(res.json().user.username).toBe('admin')
    })

    it('answers 400 with a message for a malformed body', async () => {
      const res = await login({ username: 'admin' })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/password/)
    })

    it('verify-token answers the user for a live token and 401 otherwise', async () => {
      const token = await signIn(t.app)
      const ok = await verify(token)
      expect(ok.statusCode).toBe(200)
      expect(ok.json()).toMatchObject({ valid: true, user: { username: 'admin' } })
      expect(ok.headers['cache-control']).toBe('no-store')
      expect((await verify('x'.repeat(43))).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token' })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: { authorization: token } })).statusCode).toBe(
        401,
      )
    })

    it('logout revokes the session on the server', async () => {
      const token = await signIn(t.app)
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeader(token) })
      expect(out.statusCode).toBe(200)
      const after = await verify(token)
      expect(after.statusCode).toBe(401)
      expect(after.json()).toEqual({ message: 'Please sign in to continue.' })
    })

    it('ends a session after 2 idle hours', async () => {
      const token = await signIn(t.app)
      advance(SESSION_IDLE_TIMEOUT_MS - 60_000)
      expect((await verify(token)).statusCode).toBe(200)
      // The use just now restarts the idle time.
      advance(SESSION_IDLE_TIMEOUT_MS - 60_000)
      expect((await verify(token)).statusCode).toBe(200)
      advance(SESSION_IDLE_TIMEOUT_MS + 1000)
      expect((await verify(token)).statusCode).toBe(401)
    })

    it('ends a session 12 hours after sign-in however busy it is', async () => {
      const token = await signIn(t.app)
      for (let used = 0; used < SESSION_ABSOLUTE_TIMEOUT_MS - 60 * 60_000; used += 60 * 60_000) {
        advance(60 * 60_000)
        expect((await verify(token)).statusCode).toBe(200)
      }
      advance(60 * 60_000 + 1000)
      expect((await verify(token)).statusCode).toBe(401)
    })

    it('records sign-in and sign-out in the audit log', async () => {
      const token = await signIn(t.app)
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeader(token) })
      const rows = await t.database.db.selectFrom('audit_log').selectAll().orderBy('created_at', 'desc').execute()
      expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['auth.sign-in', 'auth.sign-out']))
      expect(rows.find((r) => r.action === 'auth.sign-out')).toMatchObject({ username: 'admin', method: 'POST', path: '/api/auth/logout' })
    })
  })
}

describe('the first admin account', () => {
  it('follows the password and username rules: a common ADMIN_PASSWORD or a malformed ADMIN_USERNAME stops the start', async () => {
    const database = await createTestDatabase('sqlite')
    try {
      await expect(ensureFirstStaffUser(database.db, { password: 'qwerty123456' })).rejects.toThrow(
        'ADMIN_PASSWORD: This password is on a list of commonly used passwords. Choose another.',
      )
      await expect(ensureFirstStaffUser(database.db, { username: 'the boss', password: 'lantern-orchard-41' })).rejects.toThrow(
        /^ADMIN_USERNAME: Use 3 to 64/,
      )
      expect(await ensureFirstStaffUser(database.db, { username: ' Office.Manager ', password: 'lantern-orchard-41' })).toEqual({
        created: true,
        username: 'office.manager',
      })
    } finally {
      await database.destroy()
    }
  })
})
