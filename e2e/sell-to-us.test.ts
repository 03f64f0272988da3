import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { SELL_TO_US_MESSAGES } from '#core/leads/sell-to-us-rules.ts'
import { createContentRepository } from '#server/content/content.repository.ts'

// The sell-to-us page in a real browser.
describe.skipIf(!hasChromium)('sell to us page in a real browser', () => {
  const suite = siteForFile()

  const open = (width = 1280) => openPage(suite.browser, `${suite.site.url}/sell-to-us`, { width, height: 900, reducedMotion: true })
  const form = (page: Page) => page.locator('#hero-form')

  async function fill(page: Page) {
    const f = form(page)
    await f.getByLabel('First Name').fill('Jordan')
    await f.getByLabel('Last Name').fill('Lee')
    await f.getByLabel('Email').fill('jordan@example.com')
    await f.getByLabel('Phone').fill('402-555-0177')
    // The address box suggests places for what follows the last comma.
    const address = f.getByRole('combobox', { name: 'Property Address' })
    await address.pressSequentially('3120 S 95th St, Papill')
    await f
      .getByRole('option', { name: /Papillion, NE/ })
      .first()
      .click()
    expect(await address.inputValue()).toBe('3120 S 95th St, Papillion, NE')
    await f.getByLabel('Property Type').selectOption({ label: 'Townhouse' })
    await f.getByLabel('Timeframe to Sell').selectOption({ label: 'Within 3 months' })
    await f.getByLabel('Additional Details').fill('New roof in 2019.')
  }

  it('shows the hero stats, the four steps, the media placeholder and links the closing call to action to the form', async () => {
    const { page, errors } = await open(390)
    expect(await page.locator('.sell-stats li strong').allInnerTexts()).toEqual(['24-48', '100%', '$0', 'Fast'])
    expect(await page.locator('.sell-steps h3').allInnerTexts()).toEqual([
      'Submit Your Address',
      'Quick Walk-Through',
      'Get Your Offer',
      'Close Fast',
    ])
    expect(await page.locator('.sell-media-empty').innerText()).toBe('Media will appear here')
    await page.locator('.cta-band a[href="#hero-form"]').click()
    await expect.poll(() => form(page).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows a video from content as a video, and hides it when the file cannot be played', async () => {
    await createContentRepository(suite.site.database.db).writeSection('sellToUs', { benefitsMedia: '/media/tour.mp4' })
    const html = await (await fetch(`${suite.site.url}/sell-to-us`)).text()
    expect(html).toMatch(/<div class="sell-media"><video src="\/media\/tour\.mp4"[^>]*controls/)
    // The placeholder is not drawn (its words still travel with the page's translations).
    expect(html).not.toContain('<p>Media will appear here</p>')
    // No such file: once the browser gives up on it the slot goes, never a broken player.
    const { page } = await open()
    await expect.poll(() => page.locator('.sell-media').count()).toBe(0)
    await page.context().close()
    await createContentRepository(suite.site.database.db).writeSection('sellToUs', { benefitsMedia: '' })
  })

  it('keeps the form and styles the message as an error when sending fails, then sends, thanks and resets', async () => {
    const { page, errors } = await open()
    await fill(page)
    await page.route('**/api/contact/sell-to-us', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    )
    await form(page).getByRole('button', { name: 'Get My Cash Offer' }).click()
    const message = form(page).locator('.sell-message')
    await expect.poll(() => message.textContent()).toBe(SELL_TO_US_MESSAGES.failure)
    expect(await message.getAttribute('class')).toContain('is-error')
    expect(await message.getAttribute('role')).toBe('alert')
    expect(await form(page).getByLabel('First Name').inputValue()).toBe('Jordan')
    expect(await form(page).getByRole('combobox', { name: 'Property Address' }).inputValue()).toBe('3120 S 95th St, Papillion, NE')
    await page.unrouteAll()

    await form(page).getByRole('button', { name: 'Get My Cash Offer' }).click()
    await expect.poll(() => message.textContent()).toBe(SELL_TO_US_MESSAGES.success)
    expect(await message.getAttribute('class')).toContain('is-success')
    expect(await message.getAttribute('role')).toBe('status')
    expect(await form(page).getByLabel('First Name').inputValue()).toBe('')
    expect(await form(page).getByRole('combobox', { name: 'Property Address' }).inputValue()).toBe('')
    expect(await form(page).getByLabel('Property Type').inputValue()).toBe('')

    const row = await suite.site.database.db.selectFrom('inquiries').selectAll().where('kind', '=', 'sell-to-us').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'Jordan Lee', email: 'jordan@example.com', message: 'New roof in 2019.' })
    expect(JSON.parse(row.payload)).toMatchObject({
      address: '3120 S 95th St, Papillion, NE',
      propertyType: 'townhouse',
      timeframe: '3-months',
    })
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
    await page.context().close()
  })

  it('lets the browser ask for every required field before anything is sent', async () => {
    const { page } = await open()
    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact/sell-to-us')) posted = true
    })
    await form(page).getByRole('button', { name: 'Get My Cash Offer' }).click()
    expect(
      await form(page)
        .getByLabel('First Name')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true)
    expect(await form(page).evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false)
    expect(posted).toBe(false)
    await page.context().close()
  })
})
