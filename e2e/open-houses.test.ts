import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { hasChromium, openPage, openPortal, shotIfAsked, stubMapTiles } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { closeSite, openSite, siteApi, type RunningSite } from './helpers/server.ts'
import type { Listing } from '#core/listings/listing.ts'
import { omahaInstant, openHouseBadge, openHouseDay, openHouseLongDay, weekendWindow } from '#core/listings/open-house-times.ts'

// Open houses in a real browser (docs/decisions/0112-open-houses.md): staff schedule one in the listing editor; a
// visitor finds it on the listing page with "Add to calendar", on the card, with the "this weekend" filter, and in
// the page's structured data.

/** The first open house time of this weekend in Omaha that is at least 15 minutes away (none from 23:15 on a Sunday in Omaha), as the panel takes it. */
function thisWeekendSlot(now = new Date()): { date: string; startTime: string; endTime: string } {
  const saturday = weekendWindow(now).from.slice(0, 10)
  const sunday = new Date(Date.parse(`${saturday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const slots = [
    { date: saturday, startTime: '13:00', endTime: '15:00' },
    { date: sunday, startTime: '13:00', endTime: '15:00' },
    { date: sunday, startTime: '22:30', endTime: '23:45' },
    { date: sunday, startTime: '23:30', endTime: '23:59' },
  ]
  const slot = slots.find((s) => omahaInstant(s.date, s.startTime)!.getTime() > now.getTime() + 15 * 60_000)
  if (!slot) throw new Error('This weekend has no open house time left in Omaha; run the test again after midnight.')
  return slot
}

describe.skipIf(!hasChromium)('open houses in a real browser', () => {
  let site: RunningSite
  let browser: Browser
  let listing: Listing
  const slot = thisWeekendSlot()

  beforeAll(async () => {
    ;({ site, browser } = await openSite())
    const { body } = await siteApi<Listing[]>(site, '/api/properties?type=sale&status=available&limit=1')
    listing = body[0]!
  })
  afterAll(() => closeSite(site, browser))

  it('staff schedule an open house in the listing editor, with plain messages next to the fields first', async () => {
    const { page, context, errors } = await openPortal(browser, site.url, { before: stubMapTiles })
    await page.goto(`${site.url}/admin/properties/${listing._id}`, { waitUntil: 'networkidle' })
    const panel = page.locator('#pe-open-houses')
    await panel.getByLabel('Day').fill(slot.date)
    await panel.getByLabel('Starts').fill(slot.endTime)
    await panel.getByLabel('Ends').fill(slot.startTime)
    await panel.getByRole('button', { name: 'Add open house' }).click()
    await expect.poll(() => panel.getByLabel('Ends').getAttribute('aria-invalid')).toBe('true')
    expect(await panel.locator('.field-error').allInnerTexts()).toEqual(['Choose an end time after the start time'])
    await panel.getByLabel('Starts').fill(slot.startTime)
    await panel.getByLabel('Ends').fill(slot.endTime)
    await panel.getByRole('button', { name: 'Add open house' }).click()
    await page.getByText('Open house scheduled.').waitFor()
    const list = panel.getByRole('list', { name: 'Scheduled open houses' })
    await list.getByRole('listitem').first().waitFor()
    expect(await list.getByRole('listitem').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the open house on the listing page with "Add to calendar" and in its structured data', async () => {
    const { body } = await siteApi<Listing>(site, `/api/properties/${listing._id}`)
    const openHouse = body.openHouses![0]!
    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPage(browser, `${site.url}/property/${listing._id}`, { width })
      const section = page.getByRole('region', { name: 'Open houses' })
      await section.waitFor()
      expect(await section.innerText()).toContain(openHouseLongDay(openHouse.startsAt))
      expect(await accessibilityProblems(page, `${width} px open houses section`, '.listing-open-houses')).toEqual([])

      const ics = await fetch(site.url + (await section.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href'))!)
      expect(ics.status).toBe(200)
      expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(await ics.text()).toContain(`DTSTART:${openHouse.startsAt.slice(0, 19).replace(/[-:]/g, '')}Z`)
      const google = new URL((await section.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!)
      expect(google.hostname).toBe('calendar.google.com')
      expect(google.searchParams.get('location')).toContain(listing.address)

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const events = scripts.flatMap((s) => [JSON.parse(s)].flat()).filter((d: { '@type'?: string }) => d['@type'] === 'Event')
      expect(events).toEqual([
        expect.objectContaining({
          '@type': 'Event',
          startDate: openHouse.startsAt,
          endDate: openHouse.endsAt,
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: expect.objectContaining({ address: expect.objectContaining({ streetAddress: listing.address }) }),
        }),
      ])
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it('says the open house on the Spanish card and listing page in Spanish, on Omaha’s clock', async () => {
    const { body } = await siteApi<Listing>(site, `/api/properties/${listing._id}`)
    const openHouse = body.openHouses![0]!
    // The weekday and month as es-US abbreviates them ("sáb, 6 de dic"), whatever punctuation the browser's ICU adds.
    const day = openHouseDay(openHouse.startsAt, 'es').replace(/[.,]/g, '').split(' ')
    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPage(browser, `${site.url}/es/properties`, { width, before: stubMapTiles })
      const card = page.locator(`article[data-property-id="${listing._id}"]`)
      await card.waitFor()
      const badge = await card.locator('.badge-open-house [aria-hidden="true"]').innerText()
      expect(badge).toMatch(/^Casa abierta /)
      for (const word of day) expect(badge).toContain(word)
      expect(badge).toMatch(/p\.\s?m\.$/)
      expect(badge).not.toMatch(/Open|PM|AM/)
      const spoken = await card.locator('.badge-open-house .sr-only').textContent()
      expect(spoken).toContain(`Casa abierta el ${openHouseLongDay(openHouse.startsAt, 'es')}, `)
      await card.scrollIntoViewIfNeeded()
      await shotIfAsked(page, `open-house-card-es-${width}`)
      expect(
        await accessibilityProblems(page, `${width} px Spanish open house card`, `article[data-property-id="${listing._id}"]`),
      ).toEqual([])

      await page.goto(`${site.url}/es/property/${listing._id}`, { waitUntil: 'networkidle' })
      const section = page.locator('.listing-open-houses')
      await section.waitFor()
      const when = await section.locator('.open-house-when').first().innerText()
      expect(when).toContain(openHouseLongDay(openHouse.startsAt, 'es'))
      expect(when).toMatch(/p\.\s?m\./)
      expect(when).not.toMatch(/PM|AM/)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it('badges the card and keeps "Open houses this weekend" in the URL of the search', async () => {
    const { body } = await siteApi<Listing>(site, `/api/properties/${listing._id}`)
    const badge = openHouseBadge(body.openHouses![0]!.startsAt, body.openHouses![0]!.endsAt)
    const { page, context, errors } = await openPage(browser, `${site.url}/properties`, { before: stubMapTiles })
    const card = page.locator(`article[data-property-id="${listing._id}"]`)
    await card.waitFor()
    expect(await card.locator('.badge-open-house [aria-hidden="true"]').innerText()).toBe(badge)
    expect(await card.locator('.badge-open-house .sr-only').textContent()).toMatch(/^Open house \w+day, /)
    expect(await page.locator('.badge-open-house').count()).toBe(1)

    await page.getByLabel('Open houses this weekend').check()
    await page.waitForURL(/openHouse=weekend/)
    await expect.poll(() => page.locator('#search-count').innerText()).toBe('1 Found')
    expect(await page.locator('article.property-card').count()).toBe(1)
    expect(await accessibilityProblems(page, 'search with the open house filter', '.search-filters')).toEqual([])
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByLabel('Open houses this weekend').isChecked()).toBe(true)
    expect(await page.locator('article.property-card').count()).toBe(1)
    await page.getByLabel('Open houses this weekend').uncheck()
    await expect.poll(() => new URL(page.url()).searchParams.has('openHouse')).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  })
})
