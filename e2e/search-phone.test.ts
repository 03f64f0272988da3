import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, stubMapTiles } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'

// On a phone the search pages open on the list, and a Map button
// switches to the map (Leaflet and its tiles load only then) and back.

describe.skipIf(!hasChromium)('search pages on a phone', () => {
  const suite = siteForFile()

  it('opens on the list without loading the map, switches to the map and back, by keyboard too', async () => {
    const tiles: string[] = []
    const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/properties`, {
      width: 390,
      height: 844,
      before: async (p) => {
        await stubMapTiles(p)
        p.on('request', (r) => /tile\.openstreetmap\.org/.test(r.url()) && tiles.push(r.url()))
      },
    })
    try {
      await expect.poll(() => page.locator('.search-list .property-card').count()).toBeGreaterThan(0)
      expect(await page.locator('.search-list-col').isVisible()).toBe(true)
      expect(await page.locator('.listings-map').isVisible()).toBe(false)
      expect(await page.locator('.leaflet-container').count()).toBe(0)
      expect(tiles).toEqual([])

      // The keyboard reaches the Map button right after the filters, before the results (Save this search and their
      // sort come next).
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim())
      await page.getByLabel('Sort').focus()
      await page.keyboard.press('Shift+Tab')
      expect(await focused()).toBe('Save this search')
      await page.keyboard.press('Shift+Tab')
      expect(await focused()).toBe('Map')
      await page.keyboard.press('Enter')
      await expect.poll(() => page.locator('.leaflet-container').count()).toBe(1)
      expect(await page.locator('.listings-map').isVisible()).toBe(true)
      expect(await page.locator('.search-list-col').isVisible()).toBe(false)
      await expect.poll(() => page.locator('.price-pin, .cluster-pin').count()).toBeGreaterThan(0)
      await expect.poll(() => tiles.length).toBeGreaterThan(0)
      // The map fills the screen below the header rather than a strip.
      const box = (await page.locator('.listings-map').boundingBox())!
      expect(box.height).toBeGreaterThan(500)

      await page.getByRole('button', { name: 'List' }).click()
      expect(await page.locator('.search-list-col').isVisible()).toBe(true)
      expect(await page.locator('.listings-map').isVisible()).toBe(false)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('keeps the map beside the list on a wide screen, started once the first photo is in', async () => {
    const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/rentals`, { width: 1280, before: stubMapTiles })
    try {
      await expect.poll(() => page.locator('.leaflet-container').count()).toBe(1)
      expect(await page.locator('.search-list-col').isVisible()).toBe(true)
      expect(await page.locator('.map-toggle').isVisible()).toBe(false)
      const map = (await page.locator('.listings-map').boundingBox())!
      const list = (await page.locator('.search-list-col').boundingBox())!
      expect(map.x + map.width).toBeLessThanOrEqual(list.x)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
