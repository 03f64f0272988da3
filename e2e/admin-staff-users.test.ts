import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { closeSite, openSite, type RunningSite } from './helpers/server.ts'

// Staff users and the activity log in a real browser (issues 10 and 11):
// invite with a one-time password shown once, disable after a confirmation,
// and see both in the activity log.

describe.skipIf(!hasChromium)('staff users screen in a real browser', () => {
  let site: RunningSite
  let browser: Browser

  beforeAll(async () => {
    ;({ site, browser } = await openSite())
  })
  afterAll(() => closeSite(site, browser))

  it('invites a user, shows the one-time password once, disables after asking, and logs both', async () => {
    const { page, errors } = await openPage(browser, `${site.url}/admin/login`, { width: 1280, height: 900, reducedMotion: true })
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('e2e-password-123')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/admin/dashboard')

    // The greeting opens a menu with the account screens; keyboard only.
    await page.locator('summary', { hasText: 'Welcome, admin' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Staff users' }).click()
    await page.waitForURL('**/admin/users')

    await page.getByLabel('Username').fill('Sam.Taylor')
    await page.getByLabel('Name (optional)').fill('Sam Taylor')
    await page.getByRole('button', { name: 'Invite' }).click()
    const otp = page.locator('.admin-otp code')
    await otp.waitFor()
    const password = await otp.innerText()
    expect(password).toMatch(/^[A-Za-z0-9_-]{18}$/)
    const row = page.getByRole('row', { name: /sam\.taylor/ })
    await expect.poll(() => row.getByText('Invited').count()).toBe(1)
    const invited = await site.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sam.taylor', password } })
    expect(invited.json().user).toMatchObject({ displayName: 'Sam Taylor', mustChangePassword: true })

    await page.getByRole('button', { name: 'Done' }).click()
    expect(await otp.count()).toBe(0)

    await row.getByRole('button', { name: 'Disable sam.taylor' }).click()
    const dialog = page.getByRole('dialog', { name: 'Disable sam.taylor?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Disable' }).click()
    await expect.poll(() => row.getByText('Disabled').count()).toBe(1)
    expect(
      (await site.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sam.taylor', password } })).statusCode,
    ).toBe(401)

    await page.goto(`${site.url}/admin/activity`)
    const log = page.getByRole('table', { name: 'Activity, newest first' })
    await log.waitFor()
    const rows = await log.locator('tbody tr').allInnerTexts()
    expect(rows[0]).toMatch(/admin\s+Disabled staff user sam\.taylor/)
    expect(rows.some((r) => /admin\s+Invited staff user sam\.taylor/.test(r))).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
