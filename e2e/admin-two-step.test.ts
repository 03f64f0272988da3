import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { E2E_ADMIN_PASSWORD, hasChromium, openPage } from './helpers/browser.ts'
import { closeSite, openSite, type RunningSite } from './helpers/server.ts'
import { createStaffUser } from '#tests/helpers/admin.ts'
import { runScript } from '#tests/helpers/run-script.ts'
import { totp } from '#tests/helpers/totp.ts'

// Two-step sign-in in a real browser, as required for owners (the default):
// the demo owner is led through enrolment at sign-in, then signs in with a
// code computed from the secret shown on the page, and with a recovery code
// (then spent); wrong codes are throttled; "Sign out everywhere else" ends
// another browser's session; a lost phone is reset from the CLI.
// SCREENSHOTS_DIR=/some/folder keeps screenshots of each screen at 390 and 1280 px.

describe.skipIf(!hasChromium)('two-step sign-in in a real browser', () => {
  let site: RunningSite
  let browser: Browser
  let secret = ''
  let recoveryCodes: string[] = []
  let codePage: Page

  beforeAll(async () => {
    ;({ site, browser } = await openSite({ twoStepRequired: 'owners' }))
  })
  afterAll(() => closeSite(site, browser))

  const open = (url: string, width = 1280) => openPage(browser, site.url + url, { width, height: 900, reducedMotion: true })
  async function password(page: Page, username = 'admin', pass = E2E_ADMIN_PASSWORD) {
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill(pass)
    await page.getByRole('button', { name: 'Sign In' }).click()
  }
  /** No horizontal scroll, then (with SCREENSHOTS_DIR) the screen at 390 and 1280 px. */
  async function shoot(page: Page, name: string) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const dir = process.env.SCREENSHOTS_DIR
      if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true })
    }
  }
  /** Browser errors other than the refusals the portal shows in words (a password step asking for a code is a 401). */
  const unexpected = (errors: string[]) => errors.filter((e) => !/status of (400|401|429)/.test(e))
  const session = (page: Page) => page.evaluate(() => sessionStorage.getItem('adminToken'))

  it('leads the demo owner through enrolment at sign-in: QR code and key, a code, ten recovery codes, then the portal', async () => {
    const { page, errors } = await open('/admin/login?next=%2Fadmin%2Fproperties')
    await password(page)
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor()
    expect(await page.getByText('Your account needs two-step sign-in. Set it up now to continue.').isVisible()).toBe(true)
    const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' })
    await qr.waitFor()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    secret = (await page.locator('.two-step-key').innerText()).trim()
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/)
    expect(await session(page)).toBeNull()
    await shoot(page, 'enrolment')

    await page.getByLabel('Authentication code').fill('000000')
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect.poll(() => page.locator('.field-error').innerText()).toMatch(/^That code is not right/)
    await page.getByLabel('Authentication code').fill(totp(secret, Date.now()))
    await page.getByLabel('Authentication code').press('Enter')

    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
    recoveryCodes = await page.locator('.recovery-code-list code').allInnerTexts()
    expect(recoveryCodes).toHaveLength(10)
    const proceed = page.getByRole('button', { name: 'Continue to the portal' })
    expect(await proceed.isDisabled()).toBe(true)
    await shoot(page, 'recovery-codes')
    await page.getByLabel('I have saved these codes').check()
    await proceed.click()
    await page.waitForURL('**/admin/properties')
    expect(await session(page)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })

  it('signs in with a code from the app after the password', async () => {
    const { page, errors } = await open('/admin/login')
    await password(page)
    const code = page.getByLabel('Authentication code')
    await code.waitFor()
    expect(await page.getByText('Enter the 6-digit code from your authenticator app to finish signing in.').isVisible()).toBe(true)
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await session(page)).toBeNull()
    await shoot(page, 'code-step')
    // The code that confirmed enrolment is spent; the next one (a phone a little ahead) is taken.
    await code.fill(totp(secret, Date.now() + 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/admin/dashboard')
    expect(unexpected(errors)).toEqual([])
    // This browser stays signed in for "Sign out everywhere else" below.
    codePage = page
  })

  it('signs in with a recovery code, which is then spent', async () => {
    const { page, errors } = await open('/admin/login?next=%2Fadmin%2Faccount')
    await password(page)
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(recoveryCodes[0].toUpperCase())
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/admin/account')
    const panel = page.getByRole('region', { name: 'Two-step sign-in' })
    await expect.poll(() => panel.innerText()).toContain('Recovery codes left: 9 of 10.')
    expect(await panel.getByRole('button', { name: 'Turn off two-step sign-in' }).count()).toBe(0)
    expect(await panel.innerText()).toContain('Two-step sign-in is required for your account.')

    const again = await open('/admin/login')
    await password(again.page)
    await again.page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click()
    await again.page.getByLabel('Recovery code').fill(recoveryCodes[0])
    await again.page.getByLabel('Recovery code').press('Enter')
    await expect.poll(() => again.page.locator('.field-error').innerText()).toMatch(/^That code is not right/)
    expect(await session(again.page)).toBeNull()
    expect(unexpected(errors)).toEqual([])
    await again.page.context().close()

    // New recovery codes, confirmed with one of the old ones: shown once, and the old ones end.
    await panel.getByRole('button', { name: 'Make new recovery codes' }).click()
    await panel.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click()
    await panel.getByLabel('Recovery code', { exact: true }).fill(recoveryCodes[1])
    await panel.getByRole('button', { name: 'Make new codes' }).click()
    await panel.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
    const renewed = await panel.locator('.recovery-code-list code').allInnerTexts()
    expect(renewed).toHaveLength(10)
    expect(renewed.some((c) => recoveryCodes.includes(c))).toBe(false)
    await panel.getByLabel('I have saved these codes').check()
    await panel.getByRole('button', { name: 'Done' }).click()
    await expect.poll(() => panel.innerText()).toContain('Recovery codes left: 10 of 10.')
    recoveryCodes = renewed

    // Where the owner is signed in: this browser marked, the code's browser among the others; then sign out everywhere else.
    const sessions = page.getByRole('region', { name: 'Where you are signed in' })
    await expect.poll(() => sessions.locator('tbody tr').count()).toBeGreaterThanOrEqual(3)
    const current = sessions.locator('tbody tr', { hasText: 'This session' })
    expect(await current.count()).toBe(1)
    expect(await current.locator('th').innerText()).toMatch(/^Chrome on Linux/)
    expect(await current.locator('td').first().innerText()).toBe('127.0.0.1')
    await shoot(page, 'account')
    const others = (await sessions.locator('tbody tr').count()) - 1
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect.poll(() => page.getByRole('status').allInnerTexts()).toContain(`${others} other sessions have been signed out.`)
    await expect.poll(() => sessions.locator('tbody tr').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true)

    // The other browser's session has ended: its next screen is sign-in.
    await codePage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Properties' }).click()
    await codePage.waitForURL('**/admin/login?next=%2Fadmin%2Fproperties')
    expect(await session(codePage)).toBeNull()
    await codePage.context().close()
    await page.context().close()
  })

  it('throttles wrong codes like wrong passwords', async () => {
    // wes set up two-step elsewhere, so this browser's address is new to the account.
    await createStaffUser(site.database.db, 'wes', 'correct-horse-battery')
    const from = { remoteAddress: '198.51.100.20' }
    const start = await site.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'wes', password: 'correct-horse-battery' },
      ...from,
    })
    const { challenge } = start.json()
    const enrolment = (await site.app.inject({ method: 'POST', url: '/api/auth/login/enrolment', payload: { challenge }, ...from })).json()
    const confirmed = await site.app.inject({
      method: 'POST',
      url: '/api/auth/login/enrolment/confirm',
      payload: { challenge, code: totp(enrolment.secret, Date.now()) },
      ...from,
    })
    expect(confirmed.statusCode).toBe(200)

    const { page, errors } = await open('/admin/login')
    await password(page, 'wes', 'correct-horse-battery')
    const code = page.getByLabel('Authentication code')
    const seen: string[] = []
    for (let i = 0; i < 5; i++) {
      await code.fill(String(111111 * (i + 1)))
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/auth/login/code')),
        page.getByRole('button', { name: 'Verify' }).click(),
      ])
      await expect.poll(() => page.getByRole('button', { name: 'Verify' }).isEnabled()).toBe(true)
      seen.push(await page.locator('.field-error').innerText())
    }
    expect(seen.slice(0, 4).every((m) => m.startsWith('That code is not right'))).toBe(true)
    expect(seen[4]).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/)
    // Even the right code waits now, here.
    await code.fill(totp(enrolment.secret, Date.now() + 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(() => page.locator('.field-error').innerText()).toMatch(/^Too many failed sign-in attempts/)
    expect(await session(page)).toBeNull()
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })

  it('a lost phone: the CLI resets the second step; the password alone then leads to enrolment again', async () => {
    const res = await runScript('server/staff/cli.ts', ['reset-two-step', 'admin'], { DATA_DIR: site.database.dataDir })
    expect(res).toMatchObject({ code: 0, stdout: expect.stringContaining('Two-step sign-in of "admin" is off') })
    const { page, errors } = await open('/admin/login', 390)
    await password(page)
    await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor()
    const fresh = (await page.locator('.two-step-key').innerText()).trim()
    expect(fresh).not.toBe(secret)
    await page.getByLabel('Authentication code').fill(totp(fresh, Date.now()))
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor()
    const codes = await page.locator('.recovery-code-list code').allInnerTexts()
    expect(codes.some((c) => recoveryCodes.includes(c))).toBe(false)
    await page.getByLabel('I have saved these codes').check()
    await page.getByRole('button', { name: 'Continue to the portal' }).click()
    await page.waitForURL('**/admin/dashboard')
    expect(unexpected(errors)).toEqual([])
    await page.context().close()
  })
})
