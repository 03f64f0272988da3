import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'

// Nobody can keep a staff member out by guessing at their account: the
// guesses are limited per account over every address, the right password
// still works where its owner signed in before, the owner is told once per
// attack, and a reset ends any limit.

const PASSWORD = 'correct-horse-battery'
const HOUR = 3_600_000

for (const dialect of dialects) {
  describe(`staff lock-out on ${dialect}`, () => {
    let t: TestApp
    let clock = Date.parse('2026-11-24T06:00:00Z')
    const now = () => new Date(clock)
    let attacker = 0
    /** Each guess from a new address, as from a botnet. */
    const attackerAddress = () => `10.${(++attacker >> 16) & 255}.${(attacker >> 8) & 255}.${attacker & 255}`

    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now } })
    })
    afterAll(async () => {
      await t?.close()
    })

    const login = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress })
    const alertsTo = async (to: string) =>
      (await t.database.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).execute()).filter((m) =>
        m.subject.startsWith('Wrong passwords are being tried'),
      )

    it('lets the owner sign in at every hour of a day of 200 guesses from rotating addresses, and checks fewer than 100 of them', async () => {
      await createStaffUser(t.database.db, 'dana', PASSWORD, { email: 'dana@example.com' })
      const home = '192.0.2.10'
      expect((await login('dana', PASSWORD, home)).statusCode).toBe(200)

      const start = clock
      const checked: number[] = []
      const refused: number[] = []
      const ownerStatuses: number[] = []
      for (let guess = 0; guess < 200; guess++) {
        clock = start + Math.round((guess * 24 * HOUR) / 200)
        // The owner signs in once an hour from their own address.
        if (guess % Math.round(200 / 24) === 0) ownerStatuses.push((await login('dana', PASSWORD, home)).statusCode)
        const res = await login('dana', `wrong-guess-${guess}`, attackerAddress())
        ;(res.statusCode === 401 ? checked : refused).push(guess)
        if (res.statusCode === 429)
          expect(res.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/)
      }
      expect(ownerStatuses).toHaveLength(25)
      expect(ownerStatuses.every((s) => s === 200)).toBe(true)
      expect(checked.length).toBeGreaterThanOrEqual(5)
      expect(checked.length).toBeLessThan(100)
      expect(refused.length).toBe(200 - checked.length)

      const alerts = await alertsTo('dana@example.com')
      expect(alerts).toHaveLength(1)
      expect(alerts[0]!.text_body).toContain('someone has been trying wrong passwords for your staff account "dana"')
      expect(alerts[0]!.text_body).not.toMatch(/10\.\d+\.\d+\.\d+/)
    })

    it('tells the office when the account has no e-mail address, and a new attack a day later is told again', async () => {
      await createStaffUser(t.database.db, 'eli', PASSWORD)
      const guess = () => login('eli', 'not-the-password', attackerAddress())
      for (let i = 0; i < 12; i++) await guess()
      const office = () => alertsTo('office@heartlandhomepartners.com').then((all) => all.filter((m) => m.text_body.includes('"eli"')))
      expect(await office()).toHaveLength(1)
      clock += 25 * HOUR
      for (let i = 0; i < 12; i++) await guess()
      expect(await office()).toHaveLength(2)
    })

    it('refuses the right password from a new address while the account is under attack; a reset by a colleague ends the limit', async () => {
      await createStaffUser(t.database.db, 'fran', PASSWORD)
      for (let i = 0; i < 8; i++) await login('fran', 'not-the-password', attackerAddress())
      const travelling = await login('fran', PASSWORD, '203.0.113.50')
      expect(travelling.statusCode).toBe(429)

      const token = await signIn(t.app)
      const users = (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: authHeader(token) })).json()
      const fran = users.find((u: { username: string }) => u.username === 'fran')
      const reset = await t.app.inject({ method: 'POST', url: `/api/admin/users/${fran._id}/reset-password`, headers: authHeader(token) })
      expect(reset.statusCode).toBe(200)
      expect((await login('fran', reset.json().oneTimePassword, '203.0.113.50')).statusCode).toBe(200)
    })

    it('keeps the e-mail for security notices on the account screen', async () => {
      const token = await signIn(t.app)
      const set = (email: string) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/account/email', payload: { email }, headers: authHeader(token) })
      const bad = await set('not an address')
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('Enter an e-mail address like name@example.com.')
      expect((await set(' owner@example.com ')).json().email).toBe('owner@example.com')
      const me = await t.app.inject({ method: 'GET', url: '/api/admin/account', headers: authHeader(token) })
      expect(me.json()).toMatchObject({ username: 'admin', email: 'owner@example.com' })
      expect((await set('')).json().email).toBeNull()
    })
  })
}
