import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'

// On a phone the largest paint's photo is the 720 px size (docs/decisions/0171-phone-image-size.md), asked for first
// and at high priority; a card's page is fetched when its link is pointed at (0172-speculative-page-prefetch.md).

/** Lighthouse's phone: 412 CSS px wide at a 1.75 pixel ratio. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 }

describe.skipIf(!hasChromium)('photos and prefetch on a phone', () => {
  const suite = siteForFile()
  const open = (path: string, options: { width?: number; height?: number; deviceScaleFactor?: number } = PHONE) =>
    openPage(suite.browser, suite.site.url + path, options)
  /** The file the browser chose for the first image matching `selector`, once it has loaded. */
  const chosen = async (page: Page, selector: string) => {
    const img = page.locator(selector).first()
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
    return img.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname)
  }

  it('loads the 720 px photo for the hero, the first card and the property page, and the hero before any other photo', async () => {
    const { page, context, errors } = await open('/')
    expect(await chosen(page, '.hero-slide img')).toMatch(/\/w720\.webp$/)
    const photos = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.startsWith('/media/')),
    )
    expect(photos[0]).toMatch(/\/w720\.webp$/)

    await page.goto(`${suite.site.url}/properties`, { waitUntil: 'networkidle' })
    expect(await chosen(page, '.property-card img')).toMatch(/\/w720\.webp$/)
    const id = await page.locator('.property-card').first().getAttribute('data-property-id')
    await page.goto(`${suite.site.url}/property/${id}`, { waitUntil: 'networkidle' })
    expect(await chosen(page, '.pc-slide img')).toMatch(/\/w720\.webp$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('still takes the larger sizes on a wide screen', async () => {
    const { page, context } = await open('/property/' + (await firstListingId()), { width: 1280, height: 900, deviceScaleFactor: 1 })
    expect(await chosen(page, '.pc-slide img')).toMatch(/\/w(960|1600)\.webp$/)
    await context.close()
  })

  it("fetches a card's page when its link is pointed at, and opens it from there", async () => {
    const { page, context, errors } = await open('/properties')
    const card = page.locator('.property-card').first()
    const id = await card.getAttribute('data-property-id')
    const fetched = page.waitForRequest((r) => new URL(r.url()).pathname === `/property/${id}.data`)
    await card.getByRole('link', { name: /View Details/ }).hover()
    await fetched
    await card.getByRole('link', { name: /View Details/ }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/property/${id}`)
    await expect.poll(() => page.locator('h1').innerText()).toBeTruthy()
    expect(errors).toEqual([])
    await context.close()
  })

  async function firstListingId(): Promise<string> {
    const list = (await (await fetch(`${suite.site.url}/api/properties?limit=1`)).json()) as Array<{ _id: string }>
    return list[0]!._id
  }
})
