import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, createStaffUser } from '#tests/helpers/admin.ts'
import { runScript } from '#tests/helpers/run-script.ts'
import { totp, totpOfKey } from '#tests/helpers/totp.ts'
import { twoStepRequired } from '#core/staff/two-step.ts'
import { ACCOUNT_FREE_ATTEMPTS } from '#server/staff/sign-in-throttle.service.ts'

// Two-step sign-in through the API, with codes computed from the enrolled
// secret by RFC 6238 (tests/helpers/totp.ts): enrolment at the next sign-in,
// a code, a recovery code (then spent), wrong codes counted like wrong
// passwords, a lost phone reset from the CLI, and the sessions list.

const PASSWORD = 'correct-horse-battery'
const HOME = '192.0.2.10'
const STEP = 30_000

describe('RFC 6238 codes and who must use them', () => {
  it('the tests compute the RFC 6238 test vector (SHA-1, T = 59 s)', () => {
    expect(totpOfKey(Buffer.from('12345678901234567890'), 59_000, 8)).toBe('94287082')
    expect(totpOfKey(Buffer.from('12345678901234567890'), 1_111_111_109_000, 8)).toBe('07081804')
  })

  it('owners by default, everyone with "all", nobody with "off"', () => {
    expect([twoStepRequired('owner', 'owners'), twoStepRequired('editor', 'owners'), twoStepRequired('agent', 'owners')]).toEqual([
      true,
      false,
      false,
    ])
    expect([twoStepRequired('owner', 'all'), twoStepRequired('editor', 'all'), twoStepRequired('agent', 'all')]).toEqual([true, true, true])
    expect([twoStepRequired('owner', 'off'), twoStepRequired('editor', 'off')]).toEqual([false, false])
  })
})

for (const dialect of dialects) {
  describe(`two-step sign-in on ${dialect}`, () => {
    let t: TestApp
    let clock = Date.parse('2026-11-24T15:00:00Z')
    const now = () => new Date(clock)
    let attacker = 0
    const attackerAddress = () => `10.9.${(++attacker >> 8) & 255}.${attacker & 255}`

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { twoStepRequired: 'owners' }, build: { now } })
    })
    afterAll(() => t?.close())

    const post = (url: string, payload: object, remoteAddress = HOME, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress, headers })
    const login = (username: string, password = PASSWORD, remoteAddress = HOME) =>
      post('/api/auth/login', { username, password }, remoteAddress)
    const challengeOf = async (username: string, remoteAddress = HOME) => {
      const res = await login(username, PASSWORD, remoteAddress)
      expect(res.statusCode).toBe(401)
      return res.json().challenge as string
    }
    const withCode = (challenge: string, code: string, remoteAddress = HOME) =>
      post('/api/auth/login/code', { challenge, code }, remoteAddress)
    const userRow = (username: string) =>
      t.database.db.selectFrom('admin_users').selectAll().where('username', '=', username).executeTakeFirstOrThrow()

    /** Signs `username` in for the first time and sets two-step up; answers the secret, the token and the recovery codes. */
    async function enrol(username: string, options: { create?: boolean } = {}) {
      if (options.create ?? true) await createStaffUser(t.database.db, username, PASSWORD)
      const first = await login(username)
      expect(first.statusCode).toBe(401)
      const { challenge } = first.json()
      const enrolment = (await post('/api/auth/login/enrolment', { challenge })).json()
      const done = await post('/api/auth/login/enrolment/confirm', { challenge, code: totp(enrolment.secret, clock) })
      expect(done.statusCode).toBe(200)
      return { secret: enrolment.secret as string, ...(done.json() as { token: string; recoveryCodes: string[] }) }
    }

    it('leads an owner without two-step through enrolment at the password step; no token before the code', async () => {
      await createStaffUser(t.database.db, 'olive', PASSWORD, { email: 'olive@example.com' })
      const res = await login('olive')
      expect(res.statusCode).toBe(401)
      const body = res.json()
      expect(body).toEqual({
        message: 'Your account needs two-step sign-in. Set it up now to continue.',
        secondStep: 'enrol',
        challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      })
      expect(res.body).not.toMatch(/token/)
      expect(await t.database.db.selectFrom('sessions').selectAll().execute()).toEqual([])
      // The challenge opens no staff API.
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(body.challenge) })).statusCode).toBe(
        401,
      )
      // Nor does it sign in with a code before enrolment.
      expect((await withCode(body.challenge, '123456')).statusCode).toBe(401)

      const enrolment = await post('/api/auth/login/enrolment', { challenge: body.challenge })
      expect(enrolment.statusCode).toBe(200)
      const { secret, otpauthUri, qrCode } = enrolment.json()
      expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/)
      const uri = new URL(otpauthUri)
      expect(uri.protocol).toBe('otpauth:')
      expect(uri.searchParams.get('secret')).toBe(secret.replace(/ /g, ''))
      expect(Object.fromEntries(uri.searchParams)).toMatchObject({
        digits: '6',
        period: '30',
        algorithm: 'SHA1',
        issuer: 'Heartland Home Partners',
      })
      expect(decodeURIComponent(uri.pathname)).toContain('olive')
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s)

      const wrong = await post('/api/auth/login/enrolment/confirm', { challenge: body.challenge, code: totp(secret, clock + 5 * STEP) })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().message).toMatch(/^That code is not right/)
      const done = await post('/api/auth/login/enrolment/confirm', { challenge: body.challenge, code: totp(secret, clock) })
      expect(done.statusCode).toBe(200)
      const { token, user, recoveryCodes } = done.json()
      expect(user).toMatchObject({ username: 'olive' })
      expect(recoveryCodes).toHaveLength(10)
      expect(new Set(recoveryCodes).size).toBe(10)
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)

      // Recovery codes are stored as hashes only; the secret is never answered again.
      const stored = await t.database.db.selectFrom('staff_recovery_codes').select('code_hash').where('user_id', '=', user._id).execute()
      const hash = (c: string) =>
        createHash('sha256')
          .update(`recovery-code:${c.replace(/-/g, '')}`)
          .digest('hex')
      expect(stored.map((r) => r.code_hash).sort()).toEqual(recoveryCodes.map(hash).sort())
      for (const path of ['/api/admin/account', '/api/admin/account/two-step', '/api/admin/verify-token', '/api/admin/users']) {
        const read = await t.app.inject({ method: 'GET', url: path, headers: authHeader(token) })
        expect(read.statusCode).toBe(200)
        expect(read.body).not.toContain(secret.replace(/ /g, ''))
      }
      const status = await t.app.inject({ method: 'GET', url: '/api/admin/account/two-step', headers: authHeader(token) })
      expect(status.json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 })
      // The challenge is spent with the sign-in.
      expect((await post('/api/auth/login/enrolment', { challenge: body.challenge })).statusCode).toBe(401)
    })

    it('signs in with a code from the app; each code works once, one step either side of the server clock', async () => {
      const { secret } = await enrol('carl')
      const first = await login('carl')
      expect(first.json()).toMatchObject({
        secondStep: 'code',
        message: 'Enter the 6-digit code from your authenticator app to finish signing in.',
      })
      const challenge = first.json().challenge as string
      // The code that confirmed enrolment is spent.
      const reused = await withCode(challenge, totp(secret, clock))
      expect(reused.statusCode).toBe(401)
      expect(reused.json()).toEqual({ message: 'That code is not right. Check the time on your phone, or use a recovery code.' })
      // Two steps ahead is too far for a phone's clock.
      expect((await withCode(challenge, totp(secret, clock + 2 * STEP))).statusCode).toBe(401)
      // The next step's code (a phone clock a little ahead) works, and signs in with the spec's answer.
      const res = await withCode(challenge, ` ${totp(secret, clock + STEP).replace(/^(\d{3})/, '$1 ')} `)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: { _id: expect.any(String), username: 'carl', displayName: 'carl', mustChangePassword: false, role: 'owner', agentId: null },
      })
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(res.json().token) })).statusCode,
      ).toBe(200)
      // The challenge is spent, and so is that code, also within its own step.
      expect((await withCode(challenge, totp(secret, clock + STEP))).json().message).toMatch(/^This sign-in has expired/)
      expect((await withCode(await challengeOf('carl'), totp(secret, clock + STEP))).statusCode).toBe(401)
      // A right sign-in gives back both of its attempts: nothing is left counting against the account or the address.
      clock += 2 * STEP
      expect((await withCode(await challengeOf('carl'), totp(secret, clock))).statusCode).toBe(200)
      const counters = await t.database.db
        .selectFrom('sign_in_throttles')
        .selectAll()
        .where('key', 'in', ['account:carl', `ip:${HOME}`])
        .execute()
      expect(counters.filter((c) => c.key === 'account:carl')).toEqual([])
      // A challenge lasts ten minutes.
      const old = await challengeOf('carl')
      clock += 11 * 60_000
      expect((await withCode(old, totp(secret, clock))).json()).toEqual({
        message: 'This sign-in has expired. Please enter your username and password again.',
      })
    })

    it('signs in with a recovery code, typed in any case without dashes; the code is then spent', async () => {
      const { token, recoveryCodes } = await enrol('rita')
      const code = recoveryCodes[3]
      const res = await withCode(await challengeOf('rita'), code.replace(/-/g, '').toUpperCase())
      expect(res.statusCode).toBe(200)
      const status = await t.app.inject({ method: 'GET', url: '/api/admin/account/two-step', headers: authHeader(token) })
      expect(status.json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 9 })
      const again = await withCode(await challengeOf('rita'), code)
      expect(again.statusCode).toBe(401)
      expect(again.json().message).toMatch(/^That code is not right/)
      expect((await withCode(await challengeOf('rita'), recoveryCodes[4])).statusCode).toBe(200)
    })

    it('refuses a code that is not a code with a plain message, before counting it', async () => {
      const res = await withCode(await challengeOf('carl'), 'abc')
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain('Enter the 6-digit code, or a recovery code like abcd-efgh-jkmn-pqrs.')
    })

    it('counts wrong codes like wrong passwords: the account waits, except where its user signed in before', async () => {
      const { secret } = await enrol('wes')
      const address = attackerAddress()
      // Someone who has the password guesses codes: the password step counts too, and is not given back.
      const challenge = await challengeOf('wes', address)
      const statuses: number[] = []
      for (let i = 0; i < ACCOUNT_FREE_ATTEMPTS; i++) statuses.push((await withCode(challenge, String(100000 + i), address)).statusCode)
      expect(statuses).toEqual([401, 401, 401, 401, 429])
      const locked = await withCode(challenge, totp(secret, clock + STEP), address)
      expect(locked.statusCode).toBe(429)
      expect(locked.headers['retry-after']).toMatch(/^\d+$/)
      expect(locked.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/)
      // A fresh password step from elsewhere does not reset the count.
      expect((await login('wes', PASSWORD, attackerAddress())).statusCode).toBe(429)
      // The owner, at home, still signs in with the right code.
      const own = await withCode(await challengeOf('wes', HOME), totp(secret, clock + STEP))
      expect(own.statusCode).toBe(200)
      // The office is told of the attack (wes has no address of their own), once.
      const office = await t.database.db.selectFrom('mail_outbox').select('text_body').where('subject', 'like', '%"wes"%').execute()
      expect(office).toHaveLength(1)
    })

    it('lists where the user is signed in, signs one session out, and signs out everywhere else', async () => {
      const { secret, token: first } = await enrol('sue')
      clock += 2 * STEP
      const phone = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/code',
        payload: { challenge: await challengeOf('sue', '198.51.100.7'), code: totp(secret, clock) },
        remoteAddress: '198.51.100.7',
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
        },
      })
      const second = phone.json().token as string
      clock += 2 * STEP
      const laptop = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/code',
        payload: { challenge: await challengeOf('sue'), code: totp(secret, clock) },
        remoteAddress: HOME,
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0' },
      })
      const third = laptop.json().token as string
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/account/sessions', headers: authHeader(third) })
      expect(list.statusCode).toBe(200)
      const sessions = list.json()
      expect(sessions).toHaveLength(3)
      expect(sessions[0]).toMatchObject({
        device: 'Edge on Windows',
        address: HOME,
        current: true,
        signedInAt: new Date(clock).toISOString(),
      })
      expect(sessions[1]).toMatchObject({ device: 'Safari on iPhone', address: '198.51.100.7', current: false })
      expect(sessions[2]).toMatchObject({ device: 'Unknown device', current: false })
      expect(list.body).not.toContain(first)

      // Another user's session cannot be ended from here.
      const other = (await t.app.inject({ method: 'GET', url: '/api/admin/account/sessions', headers: authHeader(first) })).json()
      expect(other.map((s: { _id: string }) => s._id)).toEqual(sessions.map((s: { _id: string }) => s._id))
      const { token: stranger } = await enrol('tom')
      const foreign = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/account/sessions/${sessions[1]._id}`,
        headers: authHeader(stranger),
      })
      expect(foreign.statusCode).toBe(404)

      const one = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/account/sessions/${sessions[1]._id}`,
        headers: authHeader(third),
      })
      expect(one.json()).toEqual({ message: 'That session has been signed out.' })
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(second) })).statusCode).toBe(401)

      const everywhere = await post('/api/admin/account/sessions/sign-out-others', {}, HOME, authHeader(third))
      expect(everywhere.json()).toEqual({ message: 'One other session has been signed out.' })
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(first) })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(third) })).statusCode).toBe(200)
      const left = (await t.app.inject({ method: 'GET', url: '/api/admin/account/sessions', headers: authHeader(third) })).json()
      expect(left).toHaveLength(1)
      expect(left[0].current).toBe(true)
    })

    it('a lost phone: the CLI turns two-step off and ends the sessions; the password alone then leads to enrolment again', async () => {
      const { token, recoveryCodes } = await enrol('lia')
      const env = { DATA_DIR: t.database.dataDir, ...(t.database.databaseUrl && { DATABASE_URL: t.database.databaseUrl }) }
      const res = await runScript('server/staff/cli.ts', ['reset-two-step', 'lia'], env)
      expect(res).toMatchObject({ code: 0, stdout: expect.stringContaining('Two-step sign-in of "lia" is off') })
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(token) })).statusCode).toBe(401)
      const row = await userRow('lia')
      expect([row.two_step_secret, row.two_step_enabled_at]).toEqual([null, null])
      const again = await login('lia')
      expect(again.json()).toMatchObject({ secondStep: 'enrol' })
      // The old recovery codes went with the old secret.
      expect((await withCode(again.json().challenge, recoveryCodes[0])).statusCode).toBe(401)
      const { secret: newSecret } = await enrol('lia', { create: false })
      expect(newSecret).not.toBe('')

      // A password reset can take the second step with it.
      const reset = await runScript('server/staff/cli.ts', ['reset-password', 'lia', '--reset-two-step'], {
        ...env,
        ADMIN_PASSWORD: 'harbor-violet-2026',
      })
      expect(reset).toMatchObject({ code: 0, stdout: expect.stringContaining('changed and two-step sign-in turned off') })
      expect((await login('lia', 'harbor-violet-2026')).json()).toMatchObject({ secondStep: 'enrol' })
      const list = await runScript('server/staff/cli.ts', ['list'], env)
      expect(list.stdout).toMatch(/carl\s+carl\s+Owner\s+active, two-step/)
      expect(list.stdout).toMatch(/lia\s+lia\s+Owner\s+active\s/)
    })
  })
}

describe('two-step sign-in where it is not required', () => {
  let t: TestApp
  let clock = Date.parse('2026-11-24T15:00:00Z')
  beforeAll(async () => {
    t = await createTestApp({ config: { twoStepRequired: 'off' }, build: { now: () => new Date(clock) } })
    await createStaffUser(t.database.db, 'nora', PASSWORD)
  })
  afterAll(() => t?.close())

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: authHeader(token) })
  const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nora', password: PASSWORD } })

  it('is set up from the Account screen, gives new recovery codes for a code, and turns off for a recovery code', async () => {
    const token = (await login()).json().token as string
    expect((await call('GET', '/api/admin/account/two-step', token)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    })
    const noneYet = await call('POST', '/api/admin/account/two-step/enrolment/confirm', token, { code: '123456' })
    expect(noneYet.statusCode).toBe(400)
    const { secret } = (await call('POST', '/api/admin/account/two-step/enrolment', token)).json()
    const on = await call('POST', '/api/admin/account/two-step/enrolment/confirm', token, { code: totp(secret, clock) })
    expect(on.statusCode).toBe(200)
    const first = on.json().recoveryCodes as string[]
    expect((await call('POST', '/api/admin/account/two-step/enrolment', token)).statusCode).toBe(409)
    expect((await login()).json()).toMatchObject({ secondStep: 'code' })

    expect((await call('POST', '/api/admin/account/two-step/recovery-codes', token, { code: '000000' })).statusCode).toBe(400)
    clock += 30_000
    const fresh = await call('POST', '/api/admin/account/two-step/recovery-codes', token, { code: totp(secret, clock) })
    expect(fresh.statusCode).toBe(200)
    const second = fresh.json().recoveryCodes as string[]
    expect(second).toHaveLength(10)
    expect(second.some((c) => first.includes(c))).toBe(false)
    // The old codes no longer work.
    expect((await call('POST', '/api/admin/account/two-step/turn-off', token, { code: first[0] })).statusCode).toBe(400)
    const off = await call('POST', '/api/admin/account/two-step/turn-off', token, { code: second[0] })
    expect(off.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 })
    expect((await login()).statusCode).toBe(200)
    expect(await t.database.db.selectFrom('staff_recovery_codes').selectAll().execute()).toEqual([])
  })

  it('cannot be turned off where it is required', async () => {
    const owners = await createTestApp({ config: { twoStepRequired: 'all' } })
    try {
      await createStaffUser(owners.database.db, 'otto', PASSWORD)
      const at = Date.now()
      const first = await owners.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'otto', password: PASSWORD } })
      const { challenge } = first.json()
      const { secret } = (await owners.app.inject({ method: 'POST', url: '/api/auth/login/enrolment', payload: { challenge } })).json()
      const done = await owners.app.inject({
        method: 'POST',
        url: '/api/auth/login/enrolment/confirm',
        payload: { challenge, code: totp(secret, at) },
      })
      const { token, recoveryCodes } = done.json()
      const res = await owners.app.inject({
        method: 'POST',
        url: '/api/admin/account/two-step/turn-off',
        payload: { code: recoveryCodes[0] },
        headers: authHeader(token),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message: 'Two-step sign-in is required for your account and cannot be turned off.' })
    } finally {
      await owners.close()
    }
  })
})
