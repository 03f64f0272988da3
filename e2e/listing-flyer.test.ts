import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, shotIfAsked, unexpectedErrors } from './helpers/browser.ts'
import { siteForFile, siteApi } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { FAIR_HOUSING_STATEMENT } from '#core/content/fair-housing.ts'
import { NO_MONEY_BEFORE_VIEWING } from '#core/listings/listing-code.ts'
import type { Listing } from '#core/listings/listing.ts'

// A listing's printable flyer (docs/decisions/0159-listing-flyer-and-share-card.md), opened from the property page:
// the home's facts and the same monthly cost as its page, whom to call, a QR code of its address, the listing code,
// the fair housing notice, and on paper one letter page without the toolbar.

describe.skipIf(!hasChromium)('a listing flyer in a real browser', () => {
  const suite = siteForFile()

  const aSale = async () => {
    const { body } = await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&status=available&limit=1')
    return body[0]!
  }

  for (const width of [390, 1280]) {
    it(`opens from the property page with the page's figures at ${width} px (axe)`, async () => {
      const listing = await aSale()
      const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/property/${listing._id}`, {
        width,
        reducedMotion: true,
      })
      const monthly = (await page.getByTestId('monthly-cost-line').locator('[aria-hidden="true"]').innerText()).trim()
      await page.getByRole('link', { name: 'Printable flyer' }).click()
      await page.waitForURL(`**/property/${listing._id}/flyer`)
      const flyer = page.getByTestId('flyer')
      await expect.poll(() => flyer.getByRole('heading', { level: 1 }).innerText()).toBe(listing.title)
      const text = await flyer.innerText()
      expect(text).toContain(`$${listing.price.toLocaleString('en-US')}`)
      // "Est. $1,842/mo" on the page and on the flyer: the same assumptions.
      expect(text).toContain(monthly)
      expect(Number((await page.getByTestId('flyer-monthly-total').innerText()).replace(/\D/g, ''))).toBe(
        Number(monthly.replace(/\D/g, '')),
      )
      expect(text).toContain(listing.agent.name || 'Contact the office')
      expect(text).toContain(`Listing code: ${listing.listingCode}`)
      expect(text).toContain(NO_MONEY_BEFORE_VIEWING)
      expect(text).toContain(FAIR_HOUSING_STATEMENT)
      const qr = flyer.getByRole('img', { name: /^QR code: / })
      const qrTarget = (await qr.getAttribute('alt'))!.replace('QR code: ', '')
      expect(qrTarget).toMatch(new RegExp(`/property/${listing._id}$`))
      expect(text).toContain(qrTarget)
      expect(await accessibilityProblems(page, `flyer ${width} px`)).toEqual([])
      await shotIfAsked(page, `flyer-${width}`)

      await page.evaluate(() => {
        ;(window as unknown as { printed: number }).printed = 0
        window.print = () => void ((window as unknown as { printed: number }).printed += 1)
      })
      await page.getByRole('button', { name: 'Print this flyer' }).click()
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
      expect(unexpectedErrors(errors)).toEqual([])
      await context.close()
    })
  }

  it('prints on one letter page without the toolbar', async () => {
    const listing = await aSale()
    const { page, context } = await openPage(suite.browser, `${suite.site.url}/property/${listing._id}/flyer`)
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('button', { name: 'Print this flyer' }).isVisible()).toBe(false)
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true })
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1)
    await context.close()
  })

  it('says so when the listing is not public', async () => {
    const { page, context } = await openPage(suite.browser, `${suite.site.url}/property/0123456789abcdef01234567/flyer`, { width: 390 })
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Flyer not found')
    expect(await page.getByRole('link', { name: 'See homes for sale' }).getAttribute('href')).toBe('/properties')
    expect(await accessibilityProblems(page, 'flyer not found')).toEqual([])
    await context.close()
  })
})
