import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { hasChromium, openPortalAt, shotIfAsked, stubMapTiles, unexpectedErrors } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'
import { COMPLETE_FACTS, insertProperty } from '#tests/helpers/factories.ts'
import { NO_FACTS } from '#core/listings/listing-fact-rules.ts'

// The facts each listing type states before publishing and the listings that need attention, in a real browser
// (docs/decisions/0153-required-listing-facts.md, 0154-listing-health-score.md): the editor's checklist names what a
// rental lacks, a deposit over Nebraska's cap is refused under its field with the cap, and the dashboard lists a
// published listing without its taxes, linking to its editor; axe finds nothing at 390 and 1280 px.

/** The problem shown under a control: the error text its aria-describedby names ('' without one). */
const problemOf = (control: Locator) =>
  control.evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(' ') ?? []
    return ids.map((id) => document.getElementById(id)).find((n) => n?.classList.contains('field-error'))?.textContent ?? ''
  })

describe.skipIf(!hasChromium)('required listing facts and listing health in a real browser', () => {
  const suite = siteForFile()
  let rentalId = ''
  let saleId = ''

  beforeAll(async () => {
    const db = suite.site.database.db
    rentalId = await insertProperty(db, {
      title: 'Checklist Duplex',
      type: 'rental',
      price: 1400,
      draft: true,
      facts: { ...NO_FACTS, pets: 'dogs' },
    })
    saleId = await insertProperty(db, { title: 'Untaxed Ranch', facts: { ...COMPLETE_FACTS, annualTaxes: null } })
  })

  for (const width of [390, 1280]) {
    it(`names a rental's missing facts and refuses a deposit over the cap next to its field at ${width} px`, async () => {
      const { page, errors } = await openPortalAt(suite, `/admin/properties/${rentalId}`, width)
      await stubMapTiles(page)
      const panel = page.getByTestId('publishing')
      const missing = () => panel.locator('.pe-checklist .is-missing').allTextContents()
      await expect
        .poll(missing)
        .toEqual([
          '!At least one photo: missing',
          '!A description (alt text) for each photo: missing',
          '!A security deposit of at most one month’s rent: missing',
          '!A pet deposit of at most a quarter of the rent: missing',
          '!Which utilities the rent includes: missing',
          '!The date it is available: missing',
          '!The City of Omaha rental registration number: missing',
        ])
      const deposit = page.getByLabel('Security deposit ($)', { exact: true })
      await deposit.fill('1500')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect.poll(() => problemOf(deposit)).toBe('Security deposit can be at most one month’s rent in Nebraska ($1,400)')
      await page.getByLabel('Pet deposit ($)', { exact: true }).fill('400')
      await expect
        .poll(() => problemOf(page.getByLabel('Pet deposit ($)', { exact: true })))
        .toBe('Pet deposit can be at most a quarter of a month’s rent in Nebraska ($350)')
      await page.getByRole('heading', { name: 'Rental terms' }).scrollIntoViewIfNeeded()
      expect(await accessibilityProblems(page, `editor with refused deposits at ${width}`)).toEqual([])
      await shotIfAsked(page, `listing-facts-editor-${width}`)
      expect(unexpectedErrors(errors)).toEqual([])
      await page.close()
    })

    it(`lists a published listing without its taxes on the dashboard, linking to its editor, at ${width} px`, async () => {
      const { page, errors } = await openPortalAt(suite, '/admin/dashboard', width)
      await stubMapTiles(page)
      const panel = page.getByTestId('attention')
      await panel.getByRole('heading', { name: 'Listings that need attention' }).waitFor()
      const item = panel.locator('li').filter({ hasText: 'Untaxed Ranch' })
      await item.waitFor()
      expect(await item.innerText()).toContain('Missing the annual property taxes')
      expect(await item.getByRole('link', { name: 'Untaxed Ranch' }).getAttribute('href')).toBe(`/admin/properties/${saleId}`)
      expect(await accessibilityProblems(page, `dashboard attention list at ${width}`)).toEqual([])
      await shotIfAsked(page, `listing-facts-dashboard-${width}`)
      await item.getByRole('link', { name: 'Untaxed Ranch' }).click()
      await page.waitForURL(`**/admin/properties/${saleId}`)
      await page.getByTestId('publishing').getByText('Missing the annual property taxes').waitFor()
      expect(unexpectedErrors(errors)).toEqual([])
      await page.close()
    })
  }
})
