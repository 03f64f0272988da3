import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { E2E_ADMIN_PASSWORD, hasChromium, openPage, unexpectedErrors } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { createStaffUsers } from '#server/staff/staff-users.service.ts'

// Staff sign-in in a real browser: redirects
// with and without a token, the server's message, 401 handling, logout and
// changing a password.

describe.skipIf(!hasChromium)('staff sign-in in a real browser', () => {
  const suite = siteForFile()

  const open = (path: string, width = 1280) => openPage(suite.browser, suite.site.url + path, { width, height: 900, reducedMotion: true })
  const storage = (page: Page) =>
    page.evaluate(() => ({ token: sessionStorage.getItem('adminToken'), user: sessionStorage.getItem('adminUser') }))
  const pathOf = (page: Page) => {
    const url = new URL(page.url())
    return url.pathname + url.search
  }
  async function signInForm(page: Page, username: string, password: string) {
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
  }
  /** Browser errors other than the 401s the portal answers by signing out. */

  it('sends a visitor without a token to sign-in and back to the page asked for; shows the server message for a bad password', async () => {
    const { page, errors } = await open('/admin/properties')
    await page.waitForURL('**/admin/login?next=%2Fadmin%2Fproperties')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Admin Portal')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow')

    await signInForm(page, 'admin', 'not-the-password')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid username or password.')
    expect(pathOf(page)).toBe('/admin/login?next=%2Fadmin%2Fproperties')

    await signInForm(page, ' Admin ', E2E_ADMIN_PASSWORD)
    await page.waitForURL('**/admin/properties')
    const nav = page.getByRole('navigation', { name: 'Admin' })
    expect(await nav.getByRole('link', { name: 'Properties' }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull()
    expect(await nav.getByText('Welcome, admin').isVisible()).toBe(true)
    const stored = await storage(page)
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.parse(stored.user!)).toMatchObject({ username: 'admin' })
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('/admin without a token signs in to the dashboard, which counts the listings', async () => {
    const { page, errors } = await open('/admin')
    await page.waitForURL('**/admin/login?next=%2Fadmin%2Fdashboard')
    await signInForm(page, 'admin', E2E_ADMIN_PASSWORD)
    await page.waitForURL('**/admin/dashboard')
    const db = suite.site.database.db
    const count = async (where?: ['status' | 'type', string]) => {
      let q = db.selectFrom('properties').select((eb) => eb.fn.countAll<number>().as('n'))
      if (where) q = q.where(where[0], '=', where[1])
      return String(Number((await q.executeTakeFirstOrThrow()).n))
    }
    const stat = (label: string) => page.locator('.stat-card', { hasText: label }).locator('.stat-value').innerText()
    await expect.poll(() => stat('Total Properties')).toBe(await count())
    expect(await stat('Available')).toBe(await count(['status', 'available']))
    expect(await stat('Sold')).toBe(await count(['status', 'sold']))
    expect(await stat('Rentals')).toBe(await count(['type', 'rental']))
    for (const name of ['Manage Properties', 'Website Content', 'Contact Inquiries']) {
      expect(await page.getByRole('link', { name: new RegExp(`^${name}`) }).count()).toBe(1)
    }
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('sends a stored valid token from /admin/login straight to the dashboard, and clears an invalid one silently', async () => {
    const { page, errors } = await open('/admin/login')
    await signInForm(page, 'admin', E2E_ADMIN_PASSWORD)
    await page.waitForURL('**/admin/dashboard')
    await page.goto(`${suite.site.url}/admin/login`)
    await page.waitForURL('**/admin/dashboard')

    await page.evaluate(() => sessionStorage.setItem('adminToken', 'A'.repeat(43)))
    await page.goto(`${suite.site.url}/admin/login`)
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    expect(pathOf(page)).toBe('/admin/login')
    expect(await storage(page)).toEqual({ token: null, user: null })
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('a session revoked on the server ends at the next request: back to sign-in, storage cleared', async () => {
    const { page, errors } = await open('/admin/login?next=%2Fadmin%2Fagents')
    await signInForm(page, 'admin', E2E_ADMIN_PASSWORD)
    await page.waitForURL('**/admin/agents')
    // The screen's own list is in first, so no request of this screen is still on its way.
    await page.getByText('Dana Whitfield').first().waitFor()
    await page.waitForLoadState('networkidle')
    await suite.site.database.db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).execute()
    // The next request ends it: opening the dashboard, whose check of the session is answered 401.
    await page.goto(`${suite.site.url}/admin/dashboard`)
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/)
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    expect(await storage(page)).toEqual({ token: null, user: null })
    // Signing in again goes to the page that was being opened.
    const next = new URL(page.url()).searchParams.get('next')!
    await signInForm(page, 'admin', E2E_ADMIN_PASSWORD)
    await page.waitForURL(`**${next}`)
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('logout ends the session on the server and goes to sign-in', async () => {
    const { page, errors } = await open('/admin/login')
    await signInForm(page, 'admin', E2E_ADMIN_PASSWORD)
    await page.waitForURL('**/admin/dashboard')
    const { token } = await storage(page)
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/admin/login')
    expect(await storage(page)).toEqual({ token: null, user: null })
    const check = await suite.site.app.inject({
      method: 'GET',
      url: '/api/admin/verify-token',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(check.statusCode).toBe(401)
    // Protected pages now send the visitor to sign-in.
    await page.goto(`${suite.site.url}/admin/dashboard`)
    await page.waitForURL('**/admin/login?next=%2Fadmin%2Fdashboard')
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('an invited user changes the one-time password at first sign-in, on a phone, by keyboard', async () => {
    const { oneTimePassword } = await createStaffUsers(suite.site.database.db).create('riley', {
      displayName: 'Riley Park',
      role: 'editor',
    })
    const { page, errors } = await open('/admin/login', 390)
    await signInForm(page, 'riley', oneTimePassword!)
    await page.waitForURL('**/admin/account?next=%2Fadmin%2Fdashboard')
    // The address changes as the navigation starts; the screen follows once its module is in.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Change password')

    await page.getByLabel('Current password').fill(oneTimePassword!)
    await page.getByLabel('New password', { exact: true }).fill('prairie-sunset-2026')
    await page.getByLabel('Confirm new password').fill('prairie-sunset-2027')
    await page.getByLabel('Confirm new password').press('Enter')
    await expect.poll(() => page.locator('.field-error').allInnerTexts()).toEqual(['The new passwords do not match.'])

    await page.getByLabel('Confirm new password').fill('prairie-sunset-2026')
    await page.getByLabel('Confirm new password').press('Enter')
    await page.waitForURL('**/admin/dashboard')

    // On a phone the six links sit behind the Menu button.
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Partners' })
    expect(await links.isVisible()).toBe(false)
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    // The menu opens, with its greeting, as soon as the screen answers: waited for, as a busy machine may take a moment.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => links.isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Welcome, Riley Park', { exact: true }).isVisible()).toBe(true)

    const signIn = await suite.site.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'riley', password: 'prairie-sunset-2026' },
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json().user.mustChangePassword).toBe(false)
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })
})
