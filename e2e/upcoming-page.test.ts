import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { SUBSCRIBED_MESSAGE, interestThanks } from '#core/leads/upcoming.ts'
import { MESSAGES } from '#core/leads/inquiry-messages.ts'
import type { Listing } from '#core/listings/listing.ts'

// /upcoming, Express Interest and Get Notified in a real browser.
describe.skipIf(!hasChromium)('upcoming page in a real browser', () => {
  const suite = siteForFile()

  const api = async (query: string): Promise<{ items: Listing[]; total: number }> => {
    const res = await fetch(`${suite.site.url}/api/properties?status=upcoming&limit=500${query}`)
    return { items: (await res.json()) as Listing[], total: Number(res.headers.get('x-total-count')) }
  }

  const open = (path: string, width = 1280) => openPage(suite.browser, suite.site.url + path, { width, reducedMotion: true })

  const cards = (page: Page) => page.locator('#upcoming-results .property-card')
  const titles = (page: Page) => page.locator('#upcoming-results .property-card-title').allInnerTexts()
  const prices = async (page: Page) =>
    (await page.locator('#upcoming-results .property-card-price').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')))
  const beds = async (page: Page) =>
    (await page.locator('#upcoming-results .property-card-stats li:first-child').allInnerTexts()).map((t) => Number.parseInt(t))
  const comingSoon = async (page: Page) => Number(await page.locator('#coming-soon-count').innerText())
  /** Waits for the URL a change leads to, then for its results to be on the page. */
  const waitForUrl = async (page: Page, test: (url: URL) => boolean) => {
    await page.waitForURL((url) => test(url), { timeout: 5000 })
    await page.waitForFunction(() => {
      const results = document.querySelector<HTMLElement>('#upcoming-results')
      return results?.getAttribute('aria-busy') === 'false' && results.dataset.search === window.location.search
    })
  }
  const shownPrice = (p: Listing) => p.estimatedPrice ?? p.price

  it('shows the counts and a card per upcoming listing with every part the spec lists', async () => {
    const { total, items } = await api('')
    expect(total).toBeGreaterThan(3)
    const html = await (await fetch(`${suite.site.url}/upcoming`)).text()
    expect(html).toContain(`id="upcoming-count">${total}<`)
    const { page, errors } = await open('/upcoming')
    expect(Number(await page.locator('#upcoming-count').innerText())).toBe(total)
    expect(await comingSoon(page)).toBe(total)
    expect(await cards(page).count()).toBe(total)
    expect(await titles(page)).toEqual(items.map((p) => p.title))
    const first = cards(page).first()
    expect(await first.locator('.badge').innerText()).toBe('Coming Soon')
    expect(await first.locator('img').first().getAttribute('alt')).toBeTruthy()
    expect(await first.locator('.property-card-address').innerText()).toContain(items[0].address)
    expect(await first.locator('.property-card-stats').innerText()).toMatch(/\d+ bd[\s\S]*\d+(\.\d)? ba/)
    expect(await first.getByRole('link', { name: `View Details: ${items[0].title}` }).getAttribute('href')).toBe(
      `/property/${items[0]._id}`,
    )
    expect(await first.getByRole('button', { name: `Express Interest: ${items[0].title}` }).isVisible()).toBe(true)
    expect(await first.getByRole('button', { name: `Share: ${items[0].title}` }).isVisible()).toBe(true)
    expect(await prices(page)).toEqual(items.map(shownPrice))
    expect(errors).toEqual([])
    await page.close()
  })

  it('puts each filter in the URL, filters on the server, and Back restores the previous search', async () => {
    const { page, errors } = await open('/upcoming')
    const all = await comingSoon(page)
    await page.getByLabel('Bedrooms').selectOption('4')
    await waitForUrl(page, (u) => u.searchParams.get('bedrooms') === '4')
    const fourPlus = (await api('&bedrooms=4')).total
    expect(fourPlus).toBeGreaterThan(0)
    expect(fourPlus).toBeLessThan(all)
    expect(await comingSoon(page)).toBe(fourPlus)
    for (const n of await beds(page)) expect(n).toBeGreaterThanOrEqual(4)

    await page.getByLabel('Price range').selectOption({ label: '$400k - $600k' })
    await waitForUrl(page, (u) => u.searchParams.get('minPrice') === '400000' && u.searchParams.get('maxPrice') === '600000')
    const inRange = await api('&bedrooms=4&minPrice=400000&maxPrice=600000')
    expect(await titles(page)).toEqual(inRange.items.map((p) => p.title))
    for (const price of await prices(page)) expect(price >= 400000 && price <= 600000).toBe(true)
    expect(await page.getByLabel('Min price').inputValue()).toBe('400000')

    await page.getByLabel('Max price').fill('450000')
    await waitForUrl(page, (u) => u.searchParams.get('maxPrice') === '450000')
    expect(await page.getByLabel('Price range').inputValue()).toBe('custom')
    expect(await comingSoon(page)).toBe((await api('&bedrooms=4&minPrice=400000&maxPrice=450000')).total)

    await page.goBack()
    await waitForUrl(page, (u) => u.searchParams.get('maxPrice') === '600000')
    expect(await page.getByLabel('Max price').inputValue()).toBe('600000')
    expect(await page.getByLabel('Price range').inputValue()).toBe('400000-600000')
    await page.goBack()
    await waitForUrl(page, (u) => !u.searchParams.has('minPrice') && u.searchParams.get('bedrooms') === '4')
    expect(await page.getByLabel('Price range').inputValue()).toBe('')
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('4')
    expect(await comingSoon(page)).toBe(fourPlus)
    await page.goBack()
    await waitForUrl(page, (u) => u.search === '')
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('')
    expect(await comingSoon(page)).toBe(all)
    expect(errors).toEqual([])
    await page.close()
  })

  it('reproduces a search from its link, home search card parameters included, and Clear Filters keeps the sort', async () => {
    const { page } = await open('/upcoming?priceRange=200000-400000&bathrooms=1.5&sort=price-high')
    expect(await page.getByLabel('Price range').inputValue()).toBe('200000-400000')
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-high')
    const expected = await api('&minPrice=200000&maxPrice=400000&bathrooms=1.5&sort=price-high')
    expect(await titles(page)).toEqual(expected.items.map((p) => p.title))
    expect(await comingSoon(page)).toBe(expected.total)
    // The bathrooms filter has no control here: it shows as a chip that removes it.
    await page.getByRole('button', { name: /Baths: 1.5\+/ }).click()
    await waitForUrl(page, (u) => !u.searchParams.has('bathrooms') && u.searchParams.get('priceRange') === '200000-400000')
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await waitForUrl(page, (u) => u.search === '?sort=price-high')
    expect(await page.getByLabel('Price range').inputValue()).toBe('')
    expect(await comingSoon(page)).toBe((await api('')).total)
    expect(await page.getByRole('button', { name: 'Clear Filters' }).isDisabled()).toBe(true)
    await page.close()
  })

  it('sorts newest first, by price both ways and by bedrooms', async () => {
    const { page } = await open('/upcoming')
    expect(await titles(page)).toEqual((await api('')).items.map((p) => p.title))
    for (const [sort, check] of [
      ['price-low', (xs: number[]) => expect(xs).toEqual([...xs].sort((a, b) => a - b))],
      ['price-high', (xs: number[]) => expect(xs).toEqual([...xs].sort((a, b) => b - a))],
    ] as const) {
      await page.getByLabel('Sort by').selectOption(sort)
      await waitForUrl(page, (u) => u.searchParams.get('sort') === sort)
      check(await prices(page))
      expect(await titles(page)).toEqual((await api(`&sort=${sort}`)).items.map((p) => p.title))
    }
    await page.getByLabel('Sort by').selectOption({ label: 'Most Bedrooms' })
    await waitForUrl(page, (u) => u.searchParams.get('sort') === 'bedrooms')
    const bedrooms = await beds(page)
    expect(bedrooms).toEqual([...bedrooms].sort((a, b) => b - a))
    expect(bedrooms[0]).toBeGreaterThan(bedrooms.at(-1)!)
    await page.getByLabel('Sort by').selectOption('newest')
    await waitForUrl(page, (u) => u.search === '')
    await page.close()
  })

  it('shows the empty state with a Clear Filters button that brings the listings back', async () => {
    const { page } = await open('/upcoming?bedrooms=4&minPrice=900000')
    expect(await page.getByRole('heading', { name: 'No Properties Found' }).isVisible()).toBe(true)
    expect(await page.getByText('No upcoming properties match your current criteria.').isVisible()).toBe(true)
    expect(await comingSoon(page)).toBe(0)
    expect(await cards(page).count()).toBe(0)
    await page.locator('.upcoming-empty').getByRole('button', { name: 'Clear Filters' }).click()
    await waitForUrl(page, (u) => u.search === '')
    expect(await cards(page).count()).toBe((await api('')).total)
    expect(await page.getByLabel('Min price').inputValue()).toBe('')
    await page.close()
  })

  it('shows a spinner while a change loads', async () => {
    const { page } = await open('/upcoming')
    // Hold the next data request so the loading state can be seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/upcoming\.data/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Bedrooms').selectOption('3')
    const spinner = page.getByText('Loading upcoming properties...')
    await spinner.waitFor()
    expect(await page.locator('#upcoming-results').getAttribute('aria-busy')).toBe('true')
    release()
    await waitForUrl(page, (u) => u.searchParams.get('bedrooms') === '3')
    expect(await spinner.count()).toBe(0)
    await page.close()
  })

  it('Express Interest records a lead and thanks the visitor with the spec text; errors get the friendly message', async () => {
    const { items } = await api('')
    const listing = items[1]
    const { page, errors } = await open('/upcoming', 390)
    const opener = page.getByRole('button', { name: `Express Interest: ${listing.title}` })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Express Interest' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(listing.title)
    // Focus starts in the form, on the first field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')

    await dialog.getByLabel('Name').fill('Jordan Avery')
    await dialog.getByRole('button', { name: 'Send' }).click()
    expect(await dialog.getByRole('alert').innerText()).toBe(MESSAGES.missingFields)

    await dialog.getByLabel('Email').fill('jordan@example.com')
    await dialog.getByLabel('Phone').fill('402-555-0177')
    // A rude word no longer refuses the lead: it is stored and flagged for staff.
    await dialog.getByLabel('Message').fill('What a shitty question, but when is it ready?')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText(interestThanks(listing.title)).waitFor()
    const row = await suite.site.database.db
      .selectFrom('inquiries')
      .selectAll()
      .where('kind', '=', 'interest')
      .where('email', '=', 'jordan@example.com')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      property_id: listing._id,
      name: 'Jordan Avery',
      phone: '402-555-0177',
      message: 'What a shitty question, but when is it ready?',
      offensive_language: 1,
    })
    const mail = await suite.site.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('related_id', '=', row.id)
      .executeTakeFirstOrThrow()
    expect(mail.to_address).toBe(listing.agent.email)

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await dialog.waitFor({ state: 'hidden' })
    // Focus goes back to the button that opened the dialog; opening again starts with an empty form.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Express Interest: ${listing.title}`)
    await opener.click()
    expect(await dialog.getByLabel('Name').inputValue()).toBe('')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    // Nothing was refused (the missing fields are caught in the page), and nothing else went wrong.
    expect(errors).toEqual([])
    await page.close()
  })

  it('Express Interest on the home page strip records a lead too', async () => {
    const { page } = await open('/')
    const strip = page.locator('section[aria-labelledby=upcoming-title]')
    const button = strip.getByRole('button', { name: /^Express Interest: / }).first()
    const title = (await button.getAttribute('aria-label'))!.replace('Express Interest: ', '')
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Express Interest' })
    await dialog.getByLabel('Name').fill('Casey Home')
    await dialog.getByLabel('Email').fill('casey.home@example.com')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText(interestThanks(title)).waitFor()
    const row = await suite.site.database.db
      .selectFrom('inquiries')
      .select(['kind', 'message'])
      .where('email', '=', 'casey.home@example.com')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ kind: 'interest', message: 'No additional message' })
    await page.close()
  })

  it('Get Notified stores the address once and confirms', async () => {
    const { page, errors } = await open('/upcoming', 390)
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: 'Get Notified' }).click()
      const dialog = page.getByRole('dialog', { name: 'Get Notified' })
      await dialog.waitFor()
      if (attempt === 1) {
        await dialog.getByLabel('Email address').fill('not-an-email')
        await dialog.getByRole('button', { name: 'Notify Me' }).click()
        expect(await dialog.getByRole('alert').innerText()).toBe('Please enter a valid email address.')
      }
      await dialog.getByLabel('Email address').fill('Avery.Watch@Example.com')
      await dialog.getByRole('button', { name: 'Notify Me' }).click()
      await dialog.getByText(SUBSCRIBED_MESSAGE).waitFor()
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
      await dialog.waitFor({ state: 'hidden' })
    }
    const rows = await suite.site.database.db.selectFrom('upcoming_subscribers').selectAll().execute()
    expect(rows.map((r) => r.email)).toEqual(['avery.watch@example.com'])
    expect(errors).toEqual([])
    await page.close()
  })

  it('pages through a long list with page links that keep the filters and sort', async () => {
    // Enough upcoming homes for three pages.
    for (let i = 0; i < 50; i++) {
      await insertProperty(suite.site.database.db, {
        title: `Extra Upcoming ${i}`,
        status: 'upcoming',
        price: 150000 + i * 1000,
        bedrooms: 3,
      })
    }
    const { total } = await api('')
    const pages = Math.ceil(total / 24)
    expect(pages).toBeGreaterThanOrEqual(3)
    const { page, errors } = await open('/upcoming?sort=price-low')
    const nav = page.getByRole('navigation', { name: 'Pages of upcoming properties' })
    expect(await cards(page).count()).toBe(24)
    expect(await nav.locator('[aria-current=page]').innerText()).toBe('1')
    expect(await nav.getByRole('link', { name: `Page ${pages}, last page` }).getAttribute('href')).toBe(
      `/upcoming?sort=price-low&page=${pages}`,
    )
    const pageOne = await prices(page)

    await nav.getByRole('link', { name: 'Next page' }).click()
    await waitForUrl(page, (u) => u.searchParams.get('page') === '2' && u.searchParams.get('sort') === 'price-low')
    expect(await nav.locator('[aria-current=page]').innerText()).toBe('2')
    const pageTwo = await prices(page)
    expect(pageTwo[0]).toBeGreaterThanOrEqual(pageOne.at(-1)!)
    expect(await titles(page)).toEqual((await api('&sort=price-low')).items.slice(24, 48).map((p) => p.title))

    await nav.getByRole('link', { name: `Page ${pages}, last page` }).click()
    await waitForUrl(page, (u) => u.searchParams.get('page') === String(pages))
    expect(await cards(page).count()).toBe(total - 24 * (pages - 1))
    expect(
      await nav
        .getByText('Next')
        .first()
        .evaluate((el) => el.closest('[aria-disabled]') !== null),
    ).toBe(true)

    // A filter change starts again at page 1.
    await page.getByLabel('Bedrooms').selectOption('2')
    await waitForUrl(page, (u) => !u.searchParams.has('page') && u.searchParams.get('bedrooms') === '2')
    expect(await nav.locator('[aria-current=page]').innerText()).toBe('1')
    expect(errors).toEqual([])
    await page.close()
  })
})
