import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { submitApplication } from '#tests/helpers/applications.ts'
import { redactUrl } from '#server/plugins/log-redaction.ts'

// The keys of private links (application status, confirm, unsubscribe) never reach the server's log, and the pages
// and API answers they open are kept by no browser, proxy or page cache.

for (const dialect of dialects) {
  describe(`private links on ${dialect}`, () => {
    let t: TestApp
    const log: string[] = []
    let statusToken = ''
    let confirmToken = ''
    let unsubscribeToken = ''

    beforeAll(async () => {
      t = await createTestApp({
        dialect,
        web: true,
        config: { logLevel: 'info' },
        build: { logStream: { write: (line) => void log.push(line) } },
      })
      await submitApplication(t.app, { email: 'pat@acme.example' })
      const application = await t.database.db.selectFrom('bidder_applications').select('status_token').executeTakeFirstOrThrow()
      statusToken = application.status_token!
      const signUp = await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'sam@example.com' } })
      expect(signUp.statusCode, signUp.body).toBe(200)
      const subscriber = await t.database.db
        .selectFrom('upcoming_subscribers')
        .select(['confirm_token', 'unsubscribe_token'])
        .executeTakeFirstOrThrow()
      confirmToken = subscriber.confirm_token!
      unsubscribeToken = subscriber.unsubscribe_token
    })
    afterAll(async () => {
      await t?.close()
    })

    it('opens each private page with no-store, never from the page cache, and logs no token', async () => {
      const tokens = [statusToken, confirmToken, unsubscribeToken]
      expect(tokens.every((token) => /^[0-9a-f]{64}$/.test(token))).toBe(true)
      const pages = [
        `/application-status?token=${statusToken}`,
        `/application-status.data?token=${statusToken}&_routes=routes%2Fapplication-status`,
        `/confirm-subscription?token=${confirmToken}`,
        `/unsubscribe?token=${unsubscribeToken}`,
        `/unsubscribe.data?token=${unsubscribeToken}`,
        `/Unsubscribe?utm_source=mail&token=${unsubscribeToken}`,
      ]
      for (const url of pages) {
        for (let i = 0; i < 2; i++) {
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { referer: `http://localhost/unsubscribe?token=${unsubscribeToken}` },
          })
          expect(res.statusCode, url).toBe(200)
          expect(res.headers['cache-control'], url).toBe('no-store')
          expect(res.headers.etag, url).toBeUndefined()
          expect(String(res.headers['content-security-policy'])).toMatch(/'nonce-/)
        }
      }
      const status = await t.app.inject({ method: 'GET', url: `/application-status?token=${statusToken}` })
      expect(status.body).toContain('Acme Roofing LLC')

      // The API answers about a token, known or not, are no-store too.
      for (const url of ['/api/upcoming/subscribers/confirm', '/api/upcoming/subscribers/unsubscribe']) {
        const unknown = await t.app.inject({ method: 'POST', url, payload: { token: 'f'.repeat(64) } })
        expect(unknown.statusCode).toBe(404)
        expect(unknown.headers['cache-control']).toBe('no-store')
      }
      const confirmed = await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers/confirm', payload: { token: confirmToken } })
      expect(confirmed.statusCode).toBe(200)
      expect(confirmed.headers['cache-control']).toBe('no-store')
      // The unsubscribe page's own form post, as a mail program's one-click unsubscribe sends it.
      const posted = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${unsubscribeToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(posted.statusCode).toBeLessThan(500)
      expect(posted.headers['cache-control']).toBe('no-store')

      const lines = log.join('')
      expect(lines).toContain('"url":"/unsubscribe?token=[redacted]"')
      expect(lines).toContain('"url":"/application-status.data?token=[redacted]&_routes=routes%2Fapplication-status"')
      for (const token of tokens) expect(lines).not.toContain(token)
    })

    it('redacts every secret parameter of an address, wherever it stands', () => {
      expect(redactUrl('/unsubscribe?token=abc')).toBe('/unsubscribe?token=[redacted]')
      expect(redactUrl('/x?a=1&TOKEN=abc&b=2')).toBe('/x?a=1&TOKEN=[redacted]&b=2')
      expect(redactUrl('/properties?page=2')).toBe('/properties?page=2')
    })
  })
}
