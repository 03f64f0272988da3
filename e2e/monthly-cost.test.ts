import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, openPortalAt, stubMapTiles } from './helpers/browser.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import type { Listing } from '#core/listings/listing.ts'
import { toListingCard } from '#core/listings/listing-card.ts'
import { DEFAULT_COST_ASSUMPTIONS, cardMonthlyCost } from '#core/listings/cost-estimates.ts'
import type { CostAssumptionsBody } from '#core/listings/cost-assumptions.ts'
import { formatPrice } from '#core/format.ts'

// The monthly cost on every listing (docs/decisions/0140-monthly-cost-on-every-listing.md) in a real browser: staff
// change the default assumptions under the listings, with a problem named next to its field; the cards, the property
// page and the mortgage calculator page then show figures from the new ones; the property page's assumptions are one
// button away and recount at once; a rental shows its rent with its fees. Axe finds nothing at 390 and 1280 px.

const SHOTS = process.env.E2E_SHOTS_DIR
const CHANGED: CostAssumptionsBody = { ...DEFAULT_COST_ASSUMPTIONS, interestRate: 7, propertyTaxRate: 2 }

describe.skipIf(!hasChromium)('the monthly cost in a real browser', () => {
  const suite = siteForFile()
  const shown = (listing: Listing, a: CostAssumptionsBody) => `${formatPrice(cardMonthlyCost(toListingCard(listing), a)!)}/mo`

  it('lets staff change the default assumptions, naming a problem next to its field', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await openPortalAt(suite, `/admin/properties`, width)
      const panel = page.getByRole('region', { name: 'Monthly cost assumptions' })
      const rate = panel.getByLabel('Interest rate (%)')
      await expect.poll(() => rate.inputValue()).toBe(width === 1280 ? '6.5' : '7')
      expect(await accessibilityProblems(page, `assumptions at ${width}`)).toEqual([])
      if (SHOTS) await panel.screenshot({ path: `${SHOTS}/cost-assumptions-${width}.png` })
      if (width === 1280) {
        await rate.fill('-1')
        await panel.getByRole('button', { name: 'Save assumptions' }).click()
        await expect.poll(() => panel.locator('.field-error').allInnerTexts()).toEqual(['The interest rate cannot be negative'])
        await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true')
        await rate.fill('7')
        await panel.getByLabel('Property tax (% a year)').fill('2')
        await panel.getByRole('button', { name: 'Save assumptions' }).click()
        await expect.poll(() => panel.getByText('Monthly cost assumptions saved.').count()).toBe(1)
      }
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('shows the new figures on the cards, the property page and the calculator page; the page recounts as its assumptions change', async () => {
    const { body: sales } = await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&limit=500')
    for (const width of [1280, 390]) {
      const { page, errors } = await openPage(suite.browser, `${suite.site.url}/properties`, {
        width,
        height: 900,
        reducedMotion: true,
        before: stubMapTiles,
      })
      const card = page.locator('.property-card').first()
      const id = await card.getAttribute('data-property-id')
      const sale = sales.find((s) => s._id === id)!
      await expect
        .poll(() => card.getByTestId('monthly-cost-line').locator('[aria-hidden]').textContent())
        .toBe(`Est. ${shown(sale, CHANGED)}`)
      if (SHOTS) await card.screenshot({ path: `${SHOTS}/monthly-cost-card-${width}.png` })

      await page.goto(`${suite.site.url}/property/${sale._id}`, { waitUntil: 'networkidle' })
      const total = page.getByTestId('property-monthly-cost')
      expect(await total.textContent()).toBe(shown(sale, CHANGED))
      const edit = page.getByRole('button', { name: 'Edit assumptions' })
      expect(await edit.getAttribute('aria-expanded')).toBe('false')
      await edit.click()
      expect(await page.getByRole('button', { name: 'Hide assumptions' }).getAttribute('aria-expanded')).toBe('true')
      const hoa = page.getByLabel('HOA ($ a month)')
      const withoutHoa = cardMonthlyCost(toListingCard({ ...sale, hoa: { ...sale.hoa, hasHOA: false } }), CHANGED)!
      await hoa.fill('125')
      await expect.poll(() => total.textContent()).toBe(`${formatPrice(withoutHoa + 125)}/mo`)
      expect(await accessibilityProblems(page, `sale page at ${width}`)).toEqual([])
      if (SHOTS) await page.locator('#monthly-cost').screenshot({ path: `${SHOTS}/monthly-cost-sale-${width}.png` })
      if (SHOTS) await page.locator('.property-head').screenshot({ path: `${SHOTS}/monthly-cost-head-${width}.png` })

      await page.goto(`${suite.site.url}/mortgage-calculator`, { waitUntil: 'networkidle' })
      const calculatorHome = { ...sale, price: 350000, estimatedPrice: null, hoa: { ...sale.hoa, hasHOA: false } }
      expect(await page.getByTestId('monthly-total').textContent()).toBe(shown(calculatorHome, CHANGED).replace('/mo', ''))
      expect(await page.getByLabel('Interest rate (%)').inputValue()).toBe('7')
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('shows a rental’s rent with its fees, and the deposit once', async () => {
    const { body: rentals } = await siteApi<Listing[]>(suite.site, '/api/properties?type=rental&status=available')
    const rental = rentals.find((r) => r.rentalFees.utilities && r.rentalFees.deposit)!
    for (const width of [1280, 390]) {
      const { page, errors } = await openPage(suite.browser, `${suite.site.url}/property/${rental._id}`, { width, height: 900 })
      const { petRent, utilities, deposit } = rental.rentalFees
      const monthly = rental.price + (petRent ?? 0) + (utilities ?? 0)
      expect(await page.getByTestId('rental-monthly-total').textContent()).toBe(formatPrice(monthly))
      expect(await page.getByText(`Security deposit of ${formatPrice(deposit!)}, due once at move-in.`).count()).toBe(1)
      expect(await page.getByTestId('monthly-cost-line').locator('[aria-hidden]').textContent()).toBe(
        `${formatPrice(monthly)}/mo with fees`,
      )
      expect(await accessibilityProblems(page, `rental page at ${width}`)).toEqual([])
      if (SHOTS) await page.locator('#monthly-cost').screenshot({ path: `${SHOTS}/monthly-cost-rental-${width}.png` })
      expect(errors).toEqual([])
      await page.context().close()
    }
  })
})
