import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import type { Listing } from '#core/listings/listing.ts'
import { TOUR_DATE_MESSAGE, tourDateRange } from '#core/leads/tour-dates.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'
import { acknowledgeLeadPaint } from './helpers/showings.ts'

describe.skipIf(!hasChromium)('mortgage calculators in a real browser', () => {
  const suite = siteForFile()

  const open = async (path: string): Promise<Page> => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(suite.site.url + path, { waitUntil: 'networkidle' })
    return page
  }

  it('computes the standalone defaults, quick terms and the zero-rate case', async () => {
    const page = await open('/mortgage-calculator')
    // 280,000 at 6.5 % over 30 years = 1,769.79; + 4,200/12 tax + 1,200/12 insurance
    expect(await page.getByTestId('principal-interest').textContent()).toBe('$1,770')
    expect(await page.getByTestId('monthly-total').textContent()).toBe('$2,220')
    expect(await page.getByTestId('loan-amount').textContent()).toBe('$280,000')
    await page.getByRole('button', { name: '15 years' }).click()
    expect(await page.getByTestId('principal-interest').textContent()).toBe('$2,439')
    await page.getByLabel('Interest rate (%)').fill('0')
    await page.getByLabel('Loan term (years)').fill('10')
    // 280,000 / 120 months
    expect(await page.getByTestId('principal-interest').textContent()).toBe('$2,333')
    expect(await page.getByTestId('total-interest').textContent()).toBe('$0')
    const link = page.getByRole('link', { name: /Pre-Qualified/ })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    await page.close()
  })

  it('shows the property calculator on sale listings only, with 20 % down by default', async () => {
    const sale = ((await (await fetch(`${suite.site.url}/api/properties?type=sale&status=available&limit=1`)).json()) as Listing[])[0]
    const rental = ((await (await fetch(`${suite.site.url}/api/properties?type=rental&limit=1`)).json()) as Listing[])[0]
    const page = await open(`/property/${sale._id}`)
    expect(await page.getByLabel('Down payment ($)').inputValue()).toBe(String(Math.round(sale.price * 0.2)))
    const loan = sale.price - Math.round(sale.price * 0.2)
    const r = 0.065 / 12
    const expected = Math.round((loan * r * (1 + r) ** 360) / ((1 + r) ** 360 - 1))
    expect(await page.getByTestId('property-monthly').textContent()).toBe(`$${expected.toLocaleString('en-US')}`)
    await page.getByLabel('Interest rate (%)').fill('0')
    expect(await page.getByTestId('property-monthly').textContent()).toBe('$0')
    await page.goto(`${suite.site.url}/property/${rental._id}`, { waitUntil: 'networkidle' })
    expect(await page.getByTestId('property-monthly').count()).toBe(0)
    await page.close()
  })

  it('serves property pages with a unique title, canonical URL, share card and RealEstateListing data', async () => {
    const [a, b] = (await (await fetch(`${suite.site.url}/api/properties?limit=2`)).json()) as Listing[]
    const html = await (await fetch(`${suite.site.url}/property/${a._id}`)).text()
    const other = await (await fetch(`${suite.site.url}/property/${b._id}`)).text()
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
    expect(title).toContain(a.title.replace(/'/g, '&#x27;'))
    expect(title).not.toBe(/<title>([^<]+)<\/title>/.exec(other)?.[1])
    expect(html).toContain(`<link rel="canonical" href="http://localhost:0/property/${a._id}"`)
    expect(html).toContain(`<meta property="og:image" content="http://localhost:0/api/properties/${a._id}/share-card.jpg"`)
    expect(html).toContain('<meta property="og:image:width" content="1200"')
    expect(html).toContain('name="twitter:card" content="summary_large_image"')
    const ld = JSON.parse(/<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)![1])
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      name: a.title,
      offers: { price: a.price, priceCurrency: 'USD' },
      about: { numberOfBedrooms: a.bedrooms, floorSize: { value: a.squareFootage }, address: { postalCode: a.zip } },
    })
  })

  it('sends Contact Agent and Schedule Tour requests with the spec messages', async () => {
    const tourDates = tourDateRange()
    const sale = ((await (await fetch(`${suite.site.url}/api/properties?type=sale&status=available&limit=1`)).json()) as Listing[])[0]
    // Tours book real slots (docs/decisions/0127-showing-slots.md): the date input starts at the first day with a free one.
    const slotsUrl = `${suite.site.url}/api/properties/${sale._id}/showing-slots`
    const firstFree = ((await (await fetch(slotsUrl)).json()) as ShowingSlots).days.find((d) => d.slots.some((s) => s.free))!.date
    const free = (await freeTourSlots(suite.site.url, sale._id)).next()
    const page = await open(`/property/${sale._id}`)
    const contact = page.getByRole('button', { name: 'Contact Agent' })
    const tour = page.getByRole('button', { name: 'Schedule Tour' })
    await contact.click()
    expect(await contact.count()).toBe(0)
    expect(await tour.count()).toBe(0)
    expect(await page.getByText('By sending a message you agree').count()).toBe(1)
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Name', exact: true }).fill('Jamie Buyer')
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Email', exact: true }).fill('jamie@example.com')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Your message has been sent to the agent! They will contact you soon.').waitFor()
    expect(await contact.isVisible()).toBe(true)
    const stored = await suite.site.database.db.selectFrom('inquiries').selectAll().where('email', '=', 'jamie@example.com').execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ kind: 'agent', property_id: sale._id, message: 'No additional message' })

    await tour.click()
    expect(await page.getByText('By requesting a showing you agree').count()).toBe(1)
    // Without the browser's own checks, the server's answer is mapped to the friendly text.
    await page.evaluate(() => document.querySelectorAll('[required]').forEach((el) => el.removeAttribute('required')))
    await page.getByRole('button', { name: 'Request Showing' }).click()
    await page.getByText('Please fill in all required fields and try again.').waitFor()
    // The date input offers the first free day up to 90 days ahead; past that range the server's own message shows.
    const dateInput = page.locator('form.inquiry-form').getByLabel('Preferred date')
    await expect.poll(() => dateInput.getAttribute('min')).toBe(firstFree)
    expect(await dateInput.getAttribute('max')).toBe(tourDates.max)
    await page.evaluate(() =>
      document.querySelectorAll('input[type=date]').forEach((el) => (el.removeAttribute('min'), el.removeAttribute('max'))),
    )
    await dateInput.fill('2030-05-01')
    await page.locator('form.inquiry-form').getByLabel('Preferred time').selectOption('2-4 PM')
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Name', exact: true }).fill('Riley Renter')
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Email', exact: true }).fill('riley@example.com')
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Phone', exact: true }).fill('402-555-0123')
    await acknowledgeLeadPaint(page.locator('form.inquiry-form'))
    await page.getByRole('button', { name: 'Request Showing' }).click()
    await page.getByText(TOUR_DATE_MESSAGE).waitFor()
    await dateInput.fill(free.selectedDate)
    await page.locator('form.inquiry-form').getByLabel('Preferred time').selectOption(free.selectedTime)
    // A rude word no longer refuses the request: it is stored and flagged for staff.
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Message', exact: true }).fill('What the fuck is the HOA fee?')
    await page.getByRole('button', { name: 'Request Showing' }).click()
    await page.getByText('Tour request sent successfully! The agent will contact you within 24 hours to confirm.').waitFor()
    const tourRow = await suite.site.database.db
      .selectFrom('inquiries')
      .selectAll()
      .where('email', '=', 'riley@example.com')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(tourRow.payload)).toMatchObject(free)
    expect(tourRow).toMatchObject({ message: 'What the fuck is the HOA fee?', offensive_language: 1 })

    // Cancel closes and resets the form.
    await contact.click()
    await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Name', exact: true }).fill('Someone')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await contact.click()
    expect(await page.locator('form.inquiry-form').getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('')
    await page.close()
  })

  it('answers a missing property with the not-found view and status 404', async () => {
    const res = await fetch(`${suite.site.url}/property/0123456789abcdef01234567`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Property Not Found')
  })
})
