import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'

// Staff users and passwords: invite with a one-time
// password that must be changed first, disable, reset, change password; each
// ends the right sessions and lands in the audit log.

for (const dialect of dialects) {
  describe(`staff users on ${dialect}`, () => {
    let t: TestApp
    let admin = ''
    beforeAll(async () => {
      t = await createTestApp({ dialect })
      admin = await signIn(t.app)
    })
    afterAll(async () => {
      await t?.close()
    })

    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: authHeader(token), payload })
    const verify = (token: string) => call('GET', '/api/admin/verify-token', token)
    const activity = async () =>
      (await call('GET', '/api/admin/activity?limit=100', admin)).json() as Array<{ action: string; username: string; details: object }>

    it('invites a user with a one-time password that must be changed before anything else', async () => {
      const res = await call('POST', '/api/admin/users', admin, { username: '  Jordan.Lee ', displayName: 'Jordan Lee' })
      expect(res.statusCode).toBe(201)
      const { user, oneTimePassword } = res.json()
      // Invited without a role: an editor.
      expect(user).toMatchObject({
        username: 'jordan.lee',
        displayName: 'Jordan Lee',
        mustChangePassword: true,
        disabled: false,
        role: 'editor',
        agentId: null,
      })
      expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{18}$/)

      const token = await signIn(t.app, 'jordan.lee', oneTimePassword)
      expect((await verify(token)).json().user.mustChangePassword).toBe(true)
      const blocked = await call('GET', '/api/admin/users', token)
      expect(blocked.statusCode).toBe(403)
      expect(blocked.json().message).toBe('Please change your one-time password before continuing.')

      const changed = await call('POST', '/api/admin/account/password', token, {
        currentPassword: oneTimePassword,
        newPassword: 'lantern-orchard-41',
        confirmPassword: 'lantern-orchard-41',
      })
      expect(changed.statusCode).toBe(200)
      expect((await call('GET', '/api/admin/properties', token)).statusCode).toBe(200)
      expect((await activity()).find((e) => e.action === 'user.invite')).toMatchObject({
        username: 'admin',
        details: { username: 'jordan.lee', role: 'editor' },
      })
    })

    it('refuses a taken username, a malformed one, short and common passwords, and a wrong current password', async () => {
      expect((await call('POST', '/api/admin/users', admin, { username: 'ADMIN' })).statusCode).toBe(409)
      const bad = await call('POST', '/api/admin/users', admin, { username: 'a b' })
      expect(bad.statusCode).toBe(400)
      // Named by its label, in plain words (core/schema-fields.ts).
      expect(bad.json().message).toMatch(/^Invalid field "username": Username: Use 3 to 64 letters/)
      const mail = await call('POST', '/api/admin/users', admin, { username: 'sam', email: 'sam.example.com' })
      expect(mail.json().message).toBe('Invalid field "email": E-mail: Enter an e-mail address like name@example.com.')
      const change = (body: object) => call('POST', '/api/admin/account/password', admin, body)
      const short = await change({ currentPassword: 'test-password-123', newPassword: 'short-pass', confirmPassword: 'short-pass' })
      expect(short.statusCode).toBe(400)
      expect(short.json().message).toMatch(/at least 12 characters/)
      const common = await change({ currentPassword: 'test-password-123', newPassword: 'qwerty123456', confirmPassword: 'qwerty123456' })
      expect(common.statusCode).toBe(400)
      expect(common.json().message).toBe('This password is on a list of commonly used passwords. Choose another.')
      const mismatch = await change({
        currentPassword: 'test-password-123',
        newPassword: 'lantern-orchard-41',
        confirmPassword: 'lantern-orchard-42',
      })
      expect(mismatch.json().message).toMatch(/do not match/)
      const wrong = await change({
        currentPassword: 'not-my-password',
        newPassword: 'lantern-orchard-41',
        confirmPassword: 'lantern-orchard-41',
      })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().message).toBe('The current password is not correct.')
    })

    it("changing a password ends the user's other sessions and keeps this one", async () => {
      await call('POST', '/api/admin/users', admin, { username: 'morgan' })
      const users = (await call('GET', '/api/admin/users', admin)).json() as Array<{ _id: string; username: string }>
      const morgan = users.find((u) => u.username === 'morgan')!
      const reset = await call('POST', `/api/admin/users/${morgan._id}/reset-password`, admin)
      const otp = reset.json().oneTimePassword as string
      const first = await signIn(t.app, 'morgan', otp)
      const second = await signIn(t.app, 'morgan', otp)
      await call('POST', '/api/admin/account/password', second, {
        currentPassword: otp,
        newPassword: 'harbor-violet-2026',
        confirmPassword: 'harbor-violet-2026',
      })
      expect((await verify(first)).statusCode).toBe(401)
      expect((await verify(second)).statusCode).toBe(200)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'morgan', password: otp } })).statusCode,
      ).toBe(401)
      await signIn(t.app, 'morgan', 'harbor-violet-2026')
      expect((await activity()).map((e) => e.action)).toEqual(expect.arrayContaining(['account.password-change', 'user.reset-password']))
    })

    it('disabling a user ends their sessions and stops sign-in; enabling lets them back; nobody disables themselves', async () => {
      const { user, oneTimePassword } = (await call('POST', '/api/admin/users', admin, { username: 'casey' })).json()
      const token = await signIn(t.app, 'casey', oneTimePassword)
      const disabled = await call('POST', `/api/admin/users/${user._id}/disable`, admin)
      expect(disabled.json()).toMatchObject({ username: 'casey', disabled: true })
      expect((await verify(token)).statusCode).toBe(401)
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'casey', password: oneTimePassword },
      })
      expect(again.statusCode).toBe(401)
      expect(again.json().message).toBe('Invalid username or password.')
      await call('POST', `/api/admin/users/${user._id}/enable`, admin)
      await signIn(t.app, 'casey', oneTimePassword)

      const me = (await verify(admin)).json().user._id as string
      const self = await call('POST', `/api/admin/users/${me}/disable`, admin)
      expect(self.statusCode).toBe(400)
      expect(self.json().message).toBe('You cannot disable your own account.')
      expect((await call('POST', '/api/admin/users/0123456789abcdef01234567/disable', admin)).statusCode).toBe(404)
      expect((await activity()).map((e) => e.action)).toEqual(expect.arrayContaining(['user.disable', 'user.enable']))
    })

    it('lists users without any password hash', async () => {
      const res = await call('GET', '/api/admin/users', admin)
      expect(res.json().map((u: { username: string }) => u.username)).toEqual(
        expect.arrayContaining(['admin', 'jordan.lee', 'morgan', 'casey']),
      )
      expect(res.body).not.toMatch(/argon2|hash/i)
    })
  })
}
