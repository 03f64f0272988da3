import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { COPY_REPORT_SENT } from '#core/leads/copy-report.ts'
import { NO_MONEY_BEFORE_VIEWING } from '#core/listings/listing-code.ts'

// "Verify a listing" in a real browser (docs/decisions/0148-verify-a-listing.md): the check without JavaScript (a
// GET form the server answers) and with it, the report form, and axe at a phone's and a desktop's width.

const SHOTS = process.env.E2E_SHOTS_DIR

describe.skipIf(!hasChromium)('verify a listing in a real browser', () => {
  const suite = siteForFile()

  const aListing = () =>
    suite.site.database.db
      .selectFrom('properties')
      .select(['id', 'title', 'public_code'])
      .where('published_at', 'is not', null)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()

  /** The site's own address as it names itself (PUBLIC_URL), read from robots.txt. */
  const publicUrl = async () => /Sitemap: (\S+)\/sitemap\.xml/.exec(await (await fetch(`${suite.site.url}/robots.txt`)).text())![1]

  const check = async (page: Page, text: string) => {
    await page.getByRole('textbox', { name: 'Listing code or link' }).fill(text)
    await page.getByRole('button', { name: 'Check' }).click()
  }

  it('confirms a code without JavaScript: the form is a GET the server answers', async () => {
    const listing = await aListing()
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${suite.site.url}/verify`)
    await check(page, listing.public_code.toLowerCase())
    await page.waitForURL(/\/verify\?q=/)
    const result = page.getByTestId('verify-result')
    expect(await result.locator('h3').innerText()).toMatch(/^Yes, this is a .* listing\.$/)
    expect(await result.getByRole('link', { name: listing.title }).getAttribute('href')).toBe(`/property/${listing.id}`)
    expect(await result.innerText()).toContain(`Listing code: ${listing.public_code}`)
    await context.close()
  })

  for (const width of [390, 1280]) {
    it(`answers with JavaScript, says what to do when not ours, and takes a report at ${width} px (axe)`, async () => {
      const listing = await aListing()
      const { page, errors } = await openPage(suite.browser, `${suite.site.url}/verify`, { width, reducedMotion: true })
      expect(await page.locator('.site-footer').innerText()).toContain(NO_MONEY_BEFORE_VIEWING)
      expect(await accessibilityProblems(page, `${width} px empty`)).toEqual([])

      await check(page, `Saw it on a group: ${await publicUrl()}/property/${listing.id}`)
      const result = page.getByTestId('verify-result')
      await expect.poll(() => result.locator('h3').textContent()).toMatch(/^Yes, this is/)
      expect(page.url()).toContain('/verify?q=')
      expect(await accessibilityProblems(page, `${width} px ours`)).toEqual([])
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/verify-ours-${width}.png`, fullPage: true })

      await check(page, 'https://rentals.example.net/omaha/cheap-house-1234')
      await expect.poll(() => result.locator('h3').textContent()).toMatch(/not to our website/)
      expect(await result.innerText()).toContain('Do not send money')
      expect(await accessibilityProblems(page, `${width} px not ours`)).toEqual([])

      const report = page.locator('form', { has: page.getByRole('button', { name: 'Send report' }) })
      await report.getByRole('button', { name: 'Send report' }).click()
      await expect.poll(() => report.getByRole('alert').textContent()).toMatch(/^Where did you see it\?/)
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('seenAt')
      expect(await accessibilityProblems(page, `${width} px report with a problem`)).toEqual([])
      await report.getByLabel('Where did you see it?').fill('rentals.example.net')
      await report.getByLabel('What happened?').fill(`Asked for a deposit by wire before any showing (${width}).`)
      await report.getByRole('button', { name: 'Send report' }).click()
      await expect.poll(() => report.getByRole('status').textContent()).toBe(COPY_REPORT_SENT)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/verify-report-${width}.png`, fullPage: true })
      expect(await report.getByLabel('Where did you see it?').inputValue()).toBe('')
      const row = await suite.site.database.db
        .selectFrom('inquiries')
        .selectAll()
        .where('kind', '=', 'copy-report')
        .where('message', 'like', `%(${width}).`)
        .executeTakeFirstOrThrow()
      expect(JSON.parse(row.payload)).toMatchObject({
        seenAt: 'rentals.example.net',
        checked: 'https://rentals.example.net/omaha/cheap-house-1234',
      })
      expect(errors).toEqual([])
      await page.context().close()
    })
  }

  it('prints the code and the notice on the listing page', async () => {
    const listing = await aListing()
    const { page } = await openPage(suite.browser, `${suite.site.url}/property/${listing.id}`, { width: 390 })
    expect(await page.getByTestId('listing-code').innerText()).toBe(`Listing code: ${listing.public_code}`)
    expect(await page.locator('.listing-money-notice').innerText()).toContain(NO_MONEY_BEFORE_VIEWING)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/verify-property-390.png` })
    await page.context().close()
  })
})
