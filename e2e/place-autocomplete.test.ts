import { describe, expect, it } from 'vitest'
import type { Request } from 'playwright-core'
import { hasChromium, openPage, stubMapTiles } from './helpers/browser.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import { MAP_SEARCH_ZOOM } from '#core/constants.ts'
import type { Place } from '#core/places/place.ts'

// The city search of /properties and /rentals over
// the real GET /api/places: suggestions, keyboard choice, the URL and the map.
describe.skipIf(!hasChromium)('place autocomplete in a real browser', () => {
  const suite = siteForFile()

  const api = <T>(path: string) => siteApi<T>(suite.site, path)

  async function open(path: string) {
    const pinRequests: URL[] = []
    const opened = await openPage(suite.browser, suite.site.url + path, {
      before: async (page) => {
        page.on('request', (r: Request) => {
          if (r.url().includes('/api/properties/pins')) pinRequests.push(new URL(r.url()))
        })
        await stubMapTiles(page)
      },
    })
    return { ...opened, pinRequests }
  }

  /** The map's centre and zoom, read from the pins request it makes once it has moved there. */
  async function mapMovedTo(pinRequests: URL[], place: Place): Promise<void> {
    await expect
      .poll(
        () => {
          const last = pinRequests.at(-1)
          if (!last || last.searchParams.get('zoom') !== String(MAP_SEARCH_ZOOM)) return null
          const n = (k: string) => Number(last.searchParams.get(k))
          return { latitude: (n('north') + n('south')) / 2, longitude: (n('east') + n('west')) / 2 }
        },
        { timeout: 5000 },
      )
      .toEqual({ latitude: expect.closeTo(place.latitude, 2), longitude: expect.closeTo(place.longitude, 2) })
  }

  it('suggests neighbourhoods from the server, chooses one with the keyboard and moves the map there', async () => {
    const { page, errors, pinRequests } = await open('/properties')
    const box = page.getByRole('combobox', { name: 'Location' })
    const { body: expected } = await api<Place[]>('/api/places?q=Dun&limit=5')
    expect(expected[0].label).toBe('Dundee · Omaha, NE')

    await box.click()
    await box.pressSequentially('Dun', { delay: 50 })
    const list = page.getByRole('listbox', { name: 'Suggested places' })
    await list.waitFor()
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true')
    const options = list.getByRole('option')
    await expect.poll(() => options.count()).toBe(expected.length)
    expect((await options.locator('.place-name').allInnerTexts()).map((t) => t.trim())).toEqual(expected.map((p) => p.label))
    expect(await options.first().locator('.place-kind').innerText()).toBe('Neighborhood')

    await box.press('ArrowDown')
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'))
    await box.press('Enter')

    await page.waitForURL((u) => u.searchParams.get('location') === 'Dundee', { timeout: 5000 })
    expect(await box.inputValue()).toBe('Dundee')
    expect(await list.isHidden()).toBe(true)
    await mapMovedTo(pinRequests, expected[0])
    await page.waitForLoadState('networkidle')
    const { total } = await api('/api/properties?type=sale&location=Dundee&limit=1')
    expect(total).toBeGreaterThan(0)
    expect(Number((await page.locator('#search-count').innerText()).replace(/\D/g, ''))).toBe(total)
    for (const title of await page.locator('.search-list .property-card-title').allInnerTexts()) expect(title).toContain('Dundee')
    expect(errors).toEqual([])
    await page.close()
  })

  it('walks ZIP code suggestions with the arrow keys on /rentals, and Escape closes the list', async () => {
    const { page, errors, pinRequests } = await open('/rentals')
    const box = page.getByRole('combobox', { name: 'Location' })
    const { body: expected } = await api<Place[]>('/api/places?q=6813&limit=5')
    await box.click()
    await box.pressSequentially('6813', { delay: 50 })
    const list = page.getByRole('listbox', { name: 'Suggested places' })
    await list.waitFor()
    const options = list.getByRole('option')
    await expect.poll(() => options.count()).toBe(expected.length)

    await box.press('Escape')
    await expect.poll(() => list.isHidden()).toBe(true)
    // Down opens it again; Down, Down, Up lands on the second.
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await box.press('ArrowUp')
    await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await options.nth(1).locator('.place-kind').innerText()).toBe('ZIP code')
    await box.press('Enter')

    await page.waitForURL((u) => u.searchParams.get('location') === expected[1].name, { timeout: 5000 })
    await mapMovedTo(pinRequests, expected[1])
    expect(errors).toEqual([])
    await page.close()
  })

  it('moves the map to a location that arrives in a link', async () => {
    const { page, errors, pinRequests } = await open('/properties?location=Benson')
    const { body: found } = await api<Place[]>('/api/places?q=Benson&limit=1')
    await mapMovedTo(pinRequests, found[0])
    expect(await page.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('Benson')
    expect(errors).toEqual([])
    await page.close()
  })
})
