import { describe, expect, it } from 'vitest'
import { hasChromium, openPortal } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'

// Staff users, the account's security notices and the activity log in a real browser:
// invite with a one-time password shown once, disable after a confirmation,
// and see both in the activity log, which pages with Newer and Older.

describe.skipIf(!hasChromium)('staff users screen in a real browser', () => {
  const suite = siteForFile()

  it('invites a user, shows the one-time password once, disables after asking, and logs both', async () => {
    const { page, errors } = await openPortal(suite.browser, suite.site.url, { width: 1280, height: 900, reducedMotion: true })
    // The dashboard tells of backups: none has been taken on this copy of the demo business.
    await page.getByText('No backup yet').waitFor()

    // The greeting opens a menu with the account screens; keyboard only.
    await page.locator('summary', { hasText: 'Welcome, admin' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Staff users' }).click()
    await page.waitForURL('**/admin/users')

    await page.getByLabel('Username').fill('Sam.Taylor')
    await page.getByLabel('Name (optional)').fill('Sam Taylor')
    await page.getByLabel('E-mail (optional)').fill('sam@example.com')
    await page.getByRole('button', { name: 'Invite' }).click()
    const otp = page.locator('.admin-otp code')
    await otp.waitFor()
    const password = await otp.innerText()
    expect(password).toMatch(/^[A-Za-z0-9_-]{18}$/)
    const row = page.getByRole('row', { name: /sam\.taylor/ })
    await expect.poll(() => row.getByText('Invited').count()).toBe(1)
    expect(await row.getByRole('cell', { name: 'sam@example.com' }).count()).toBe(1)
    const invited = await suite.site.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sam.taylor', password } })
    expect(invited.json().user).toMatchObject({ displayName: 'Sam Taylor', mustChangePassword: true })

    await page.getByRole('button', { name: 'Done' }).click()
    expect(await otp.count()).toBe(0)

    await row.getByRole('button', { name: 'Disable sam.taylor' }).click()
    const dialog = page.getByRole('dialog', { name: 'Disable sam.taylor?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Disable' }).click()
    await expect.poll(() => row.getByText('Disabled').count()).toBe(1)
    expect(
      (await suite.site.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sam.taylor', password } })).statusCode,
    ).toBe(401)

    await page.goto(`${suite.site.url}/admin/activity`)
    const log = page.getByRole('table', { name: 'Activity, newest first' })
    await log.waitFor()
    const rows = await log.locator('tbody tr').allInnerTexts()
    expect(rows[0]).toMatch(/admin\s+Disabled staff user sam\.taylor/)
    expect(rows.some((r) => /admin\s+Invited staff user sam\.taylor/.test(r))).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('keeps the address for security notices on the account screen, with the error next to the field', async () => {
    const { page, errors } = await openPortal(suite.browser, suite.site.url, { width: 390, height: 800, reducedMotion: true })
    await page.goto(`${suite.site.url}/admin/account`)
    const email = page.getByLabel('E-mail address')
    await email.fill('not an address')
    await email.press('Enter')
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('.field-error').allInnerTexts()).toEqual(['Enter an e-mail address like name@example.com.'])
    await email.fill('owner@example.com')
    await page.getByRole('button', { name: 'Save e-mail address' }).click()
    await page.getByText('Security notices will be sent to this address.').waitFor()
    await page.reload()
    await expect.poll(() => page.getByLabel('E-mail address').inputValue()).toBe('owner@example.com')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('pages through the activity log with Newer and Older links', async () => {
    // 120 older entries than any sign-in: the log then runs to three pages of 50.
    const long = Date.parse('2020-01-01T00:00:00Z')
    await suite.site.database.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          id: i.toString(16).padStart(24, '0'),
          user_id: null,
          username: 'admin',
          action: 'auth.sign-in',
          method: 'POST',
          path: '/api/auth/login',
          details: '{}',
          ip: '127.0.0.1',
          created_at: new Date(long - i * 60_000).toISOString(),
        })),
      )
      .execute()
    const { page, errors } = await openPortal(suite.browser, suite.site.url, { width: 390, height: 900, reducedMotion: true })

    await page.goto(`${suite.site.url}/admin/activity`)
    const pager = page.getByRole('navigation', { name: 'Activity pages' })
    const links = () => pager.getByRole('link').allInnerTexts()
    await pager.waitFor()
    expect(await links()).toEqual(['Older'])
    // Each link names its place in the log (docs/decisions/0101-activity-log-filters.md), not a page number.
    const rows = page.locator('.admin-activity-table tbody tr')
    const firstRow = () => rows.first().innerText()
    const top = await firstRow()
    await pager.getByRole('link', { name: 'Older' }).click()
    await page.waitForURL(/\/admin\/activity\?before=/)
    await expect.poll(links).toEqual(['Newer', 'Older'])
    const second = await firstRow()
    expect(second).not.toBe(top)
    await pager.getByRole('link', { name: 'Older' }).click()
    await page.waitForURL(/\/admin\/activity\?before=/)
    await expect.poll(links).toEqual(['Newer'])
    await pager.getByRole('link', { name: 'Newer' }).click()
    await page.waitForURL(/\/admin\/activity\?after=/)
    await expect.poll(links).toEqual(['Newer', 'Older'])
    expect(await firstRow()).toBe(second)
    expect(await rows.count()).toBe(50)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
