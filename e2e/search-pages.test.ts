import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage, stubMapTiles } from './helpers/browser.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import type { Listing } from '#core/listings/listing.ts'

// /properties and /rentals in a real browser.
/** Pins are drawn for a padded area, so some sit outside the visible map: marks one well inside it (runs in the page). */
function markPinInsideMap(): boolean {
  const map = document.querySelector('.listings-map-canvas')!.getBoundingClientRect()
  const pin = [...document.querySelectorAll<HTMLElement>('.price-pin')].find((p) => {
    const r = p.getBoundingClientRect()
    return r.left > map.left + 60 && r.right < map.right - 20 && r.top > map.top + 80 && r.bottom < map.bottom - 80
  })
  if (!pin) return false
  document.querySelectorAll('.e2e-pin').forEach((p) => p.classList.remove('e2e-pin'))
  pin.classList.add('e2e-pin')
  return true
}

describe.skipIf(!hasChromium)('search pages in a real browser', () => {
  const suite = siteForFile()

  const api = <T>(path: string) => siteApi<T>(suite.site, path)

  /** /rentals with one pin inside the map clicked: its popup and the listing title it shows. */
  const openPinPopup = async () => {
    const { page } = await open('/rentals')
    await page.waitForFunction(markPinInsideMap)
    await page.waitForLoadState('networkidle')
    await page.evaluate(markPinInsideMap)
    await page.locator('.e2e-pin').click()
    const popup = page.locator('.map-popup')
    await popup.waitFor()
    return { page, popup, title: await popup.locator('.map-popup-title').innerText() }
  }

  /** Two of the page's frames: what its observers saw after a scroll has been handed to it. */
  const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

  const open = (path: string, width = 1280) => openPage(suite.browser, suite.site.url + path, { width, before: stubMapTiles })

  const count = async (page: Page) => Number((await page.locator('#search-count').innerText()).replace(/\D/g, ''))
  const cardPrices = async (page: Page) =>
    (await page.locator('.search-list .property-card-price').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')))
  /** Waits for the URL a change leads to, then for its results to be on the page. */
  const waitForUrl = async (page: Page, test: (url: URL) => boolean) => {
    await page.waitForURL((url) => test(url), { timeout: 5000 })
    await page.waitForFunction(() => {
      const results = document.querySelector<HTMLElement>('#search-results')
      return results?.getAttribute('aria-busy') === 'false' && results.dataset.search === window.location.search
    })
  }

  it('renders the list on the server with its count, and pins every unsold sale listing on the map', async () => {
    const { total } = await api<Listing[]>('/api/properties?type=sale&limit=1')
    const html = await (await fetch(`${suite.site.url}/properties`)).text()
    expect(html).toContain(`${total} Found`)
    // The tile server's connection opens with the page (default tiles: OpenStreetMap's).
    expect(html).toContain('<link rel="preconnect" href="https://tile.openstreetmap.org"/>')
    const { page, errors } = await open('/properties')
    expect(await count(page)).toBe(total)
    await page.locator('.price-pin').first().waitFor()
    const labels = await page.locator('.price-pin').allInnerTexts()
    for (const label of labels) expect(label).toMatch(/^\d+(\.\d)?K$/)
    // Every pin or cluster stands for listings: together they are all unsold sale listings in view.
    const clustered = (await page.locator('.map-cluster').allInnerTexts()).reduce((n, t) => n + Number(t), 0)
    const { body: all } = await api<Listing[]>('/api/properties?type=sale&limit=500')
    const unsold = all.filter((p) => p.status !== 'sold' && p.latitude !== null)
    expect(all.some((p) => p.status === 'sold')).toBe(true)
    expect(labels.length + clustered).toBe(unsold.length)
    expect(errors).toEqual([])
    await page.close()
  })

  it('puts each filter in the URL, filters on the server, and Back restores the previous search', async () => {
    const { page, errors } = await open('/properties')
    const before = await count(page)
    await page.getByLabel('Bedrooms').selectOption('4')
    await waitForUrl(page, (u) => u.searchParams.get('bedrooms') === '4')
    await page.waitForLoadState('networkidle')
    const beds = await page.locator('.search-list .property-card-stats li:first-child').allInnerTexts()
    expect(beds.length).toBeGreaterThan(0)
    for (const b of beds) expect(Number.parseInt(b)).toBeGreaterThanOrEqual(4)
    expect(await count(page)).toBe((await api('/api/properties?type=sale&bedrooms=4&limit=1')).total)

    await page.getByLabel('Bathrooms').selectOption('2.5')
    await waitForUrl(page, (u) => u.searchParams.get('bathrooms') === '2.5')
    await page.waitForLoadState('networkidle')
    expect(await count(page)).toBe((await api('/api/properties?type=sale&bedrooms=4&bathrooms=2.5&limit=1')).total)

    await page.getByLabel('Min price').fill('300000')
    await waitForUrl(page, (u) => u.searchParams.get('minPrice') === '300000')
    await page.getByLabel('Max price').fill('600000')
    await waitForUrl(page, (u) => u.searchParams.get('maxPrice') === '600000')
    await page.waitForLoadState('networkidle')
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(300000)
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(600000)

    await page.goBack()
    await waitForUrl(page, (u) => !u.searchParams.has('maxPrice'))
    await page.goBack()
    await waitForUrl(page, (u) => !u.searchParams.has('minPrice') && u.searchParams.get('bathrooms') === '2.5')
    expect(await page.getByLabel('Min price').inputValue()).toBe('')
    await page.goBack()
    await waitForUrl(page, (u) => !u.searchParams.has('bathrooms') && u.searchParams.get('bedrooms') === '4')
    await page.waitForLoadState('networkidle')
    expect(await page.getByLabel('Bathrooms').inputValue()).toBe('')
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('4')

    await page.getByRole('button', { name: 'Clear' }).click()
    await waitForUrl(page, (u) => u.search === '')
    await page.waitForLoadState('networkidle')
    expect(await count(page)).toBe(before)
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('')
    expect(errors).toEqual([])
    await page.close()
  })

  it('applies a quick price range and reproduces a search from its link, including the home search card parameters', async () => {
    const { page } = await open('/properties')
    await page.getByLabel('Price range').selectOption({ label: '$200K - $400K' })
    await waitForUrl(page, (u) => u.searchParams.get('minPrice') === '200000' && u.searchParams.get('maxPrice') === '400000')
    await page.waitForLoadState('networkidle')
    expect(await page.getByLabel('Min price').inputValue()).toBe('200000')
    expect(await count(page)).toBe((await api('/api/properties?type=sale&minPrice=200000&maxPrice=400000&limit=1')).total)
    await page.close()

    const shared = await open('/properties?priceRange=200000-400000&bedrooms=3&sort=price-high')
    expect(await shared.page.getByLabel('Price range').inputValue()).toBe('200000-400000')
    expect(await shared.page.getByLabel('Bedrooms').inputValue()).toBe('3')
    expect(await shared.page.getByLabel('Sort').inputValue()).toBe('price-high')
    const prices = await cardPrices(shared.page)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(await count(shared.page)).toBe((await api('/api/properties?type=sale&minPrice=200000&maxPrice=400000&bedrooms=3&limit=1')).total)
    await shared.page.close()
  })

  it('sorts newest first, by price low to high and high to low', async () => {
    const { page } = await open('/properties')
    const { body: newest } = await api<Listing[]>('/api/properties?type=sale&limit=24')
    expect(await page.locator('.search-list .property-card-title').allInnerTexts()).toEqual(newest.map((p) => p.title))
    await page.getByLabel('Sort').selectOption('price-low')
    await waitForUrl(page, (u) => u.searchParams.get('sort') === 'price-low')
    await page.waitForLoadState('networkidle')
    const low = await cardPrices(page)
    expect(low).toEqual([...low].sort((a, b) => a - b))
    await page.getByLabel('Sort').selectOption('price-high')
    await waitForUrl(page, (u) => u.searchParams.get('sort') === 'price-high')
    await page.waitForLoadState('networkidle')
    const high = await cardPrices(page)
    expect(high).toEqual([...high].sort((a, b) => b - a))
    expect(high[0]).toBeGreaterThan(low[0])
    await page.close()
  })

  it('shows the empty state when nothing matches, and pages through long lists', async () => {
    const empty = await open('/properties?minPrice=90000000')
    expect(await empty.page.getByText('No properties match your criteria.').isVisible()).toBe(true)
    expect(await count(empty.page)).toBe(0)
    await empty.page.close()

    const { total } = await api('/api/properties?type=sale&limit=1')
    expect(total).toBeGreaterThan(24)
    const { page } = await open('/properties')
    expect(await page.locator('.search-list .property-card').count()).toBe(24)
    const pager = page.getByRole('navigation', { name: 'Pages of homes for sale' })
    expect(await pager.locator('[aria-current=page]').innerText()).toBe('1')
    expect(await pager.getByRole('link', { name: `Page ${Math.ceil(total / 24)}, last page` }).isVisible()).toBe(true)
    await pager.getByRole('link', { name: 'Next page' }).click()
    await waitForUrl(page, (u) => u.searchParams.get('page') === '2')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.search-list .property-card').count()).toBe(Math.min(24, total - 24))
    await page.close()
  })

  it('labels rental prices per month on cards and pins, and "Show only in view" limits the list to the map', async () => {
    const isPins = (url: string) => url.includes('/api/properties/pins?')
    const zoomOf = (url: string) => Number(new URL(url).searchParams.get('zoom'))
    const pinsLoaded: string[] = []
    const { page, errors } = await openPage(suite.browser, `${suite.site.url}/rentals`, {
      before: async (p) => {
        await stubMapTiles(p)
        p.on('response', (r) => {
          if (isPins(r.url())) pinsLoaded.push(r.url())
        })
      },
    })
    const all = await count(page)
    for (const price of await page.locator('.search-list .property-card-price').allInnerTexts()) expect(price).toMatch(/\/mo$/)
    await page.locator('.price-pin').first().waitFor()
    for (const label of await page.locator('.price-pin').allInnerTexts()) expect(label).toMatch(/K\/mo$/)

    // Two steps in, each once the map has settled from the last: its pins are then loaded one zoom level closer.
    for (let step = 0; step < 2; step++) {
      const zoom = zoomOf(pinsLoaded.at(-1)!)
      const settled = page.waitForResponse((r) => isPins(r.url()) && zoomOf(r.url()) === zoom + 1)
      await page.getByRole('button', { name: 'Zoom in' }).click()
      await settled
    }
    await page.getByLabel('Show only in view').check()
    await waitForUrl(page, (u) => u.searchParams.get('inView') === '1' && u.searchParams.has('north'))
    await page.waitForLoadState('networkidle')
    const url = new URL(page.url())
    const bounds = ['north', 'south', 'east', 'west'].map((k) => `${k}=${url.searchParams.get(k)}`).join('&')
    const inView = (await api(`/api/properties?type=rental&${bounds}&limit=1`)).total
    expect(await count(page)).toBe(inView)
    expect(inView).toBeLessThan(all)

    await page.getByRole('button', { name: 'Zoom out' }).click()
    await waitForUrl(page, (u) => u.searchParams.get('north') !== url.searchParams.get('north'))
    await page.waitForLoadState('networkidle')
    expect(await count(page)).toBeGreaterThanOrEqual(inView)

    await page.getByLabel('Show only in view').uncheck()
    await waitForUrl(page, (u) => !u.searchParams.has('inView') && !u.searchParams.has('north'))
    await page.waitForLoadState('networkidle')
    expect(await count(page)).toBe(all)
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows "Loading rentals..." while a filter change loads', async () => {
    const { page } = await open('/rentals')
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    await page.getByLabel('Bedrooms').selectOption('2')
    await page.getByText('Loading rentals...').waitFor({ timeout: 3000 })
    await waitForUrl(page, (u) => u.searchParams.get('bedrooms') === '2')
    await page.getByText('Loading rentals...').waitFor({ state: 'detached', timeout: 5000 })
    await page.close()
  })

  it('opens a listing from its map pin', async () => {
    const { page, popup, title } = await openPinPopup()
    await popup.getByRole('link', { name: 'View Details' }).click()
    await page.waitForURL((u) => u.pathname.startsWith('/property/'))
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.close()
  }, 60_000)

  it('keeps an open pin popup open while the map is moved by keyboard and its pins reload', async () => {
    const { page, popup, title } = await openPinPopup()
    // Arrow keys on the focused map pan it (Leaflet's keyboard handler); each move reloads the pins and redraws them.
    await page.locator('.listings-map-canvas').focus()
    const reloaded = page.waitForResponse((r) => r.url().includes('/api/properties/pins?'))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowUp')
    await reloaded
    await page.waitForLoadState('networkidle')
    expect(await popup.count()).toBe(1)
    expect(await popup.locator('.map-popup-title').innerText()).toBe(title)
    // The popup is the visitor's until they close it: Escape does.
    await page.keyboard.press('Escape')
    await popup.waitFor({ state: 'detached' })
    await page.close()
  }, 60_000)

  it('can be used from the keyboard alone: skip the map, reach the cards, open one', async () => {
    const { page } = await open('/properties')
    await page.getByLabel('Bathrooms').focus()
    // Tab past Clear to the skip link, which jumps over the map to the list.
    let found = false
    for (let i = 0; i < 4 && !found; i++) {
      await page.keyboard.press('Tab')
      found = (await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Skip the map')
    }
    expect(found).toBe(true)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-results')
    const firstTitle = await page.locator('.search-list .property-card-title').first().innerText()
    // Sort, then the first card's photo buttons and View Details.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
      if (name.startsWith('View Details')) break
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`View Details: ${firstTitle}`)
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname.startsWith('/property/'))
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor()
    await page.close()
  })

  it('browses a card photos and shares the full property link', async () => {
    const { page, context } = await open('/properties')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url })
    const card = page.locator('.search-list .property-card').first()
    const id = await card.getAttribute('data-property-id')
    const position = async () => (await card.locator('.card-carousel-count').innerText()).match(/\d+/g)?.map(Number)
    const [, total] = (await position())!
    await card.hover()
    await card.getByRole('button', { name: /^Next photo/ }).click()
    expect(await position()).toEqual([2, total])
    await card.getByRole('button', { name: /^Previous photo/ }).click()
    await card.getByRole('button', { name: /^Previous photo/ }).click()
    expect(await position()).toEqual([total, total])

    const alerts: string[] = []
    page.on('dialog', (d) => {
      alerts.push(d.message())
      void d.accept()
    })
    await card.getByRole('button', { name: /^Share/ }).click()
    await expect.poll(() => alerts).toEqual(['Property link copied to clipboard!'])
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${suite.site.url}/property/${id}`)

    // Without the Clipboard API the temporary-input fallback copies the same link.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })
      ;(window as unknown as { copied: string[] }).copied = []
      const original = document.execCommand.bind(document)
      document.execCommand = (cmd: string) => {
        const input = document.activeElement as HTMLInputElement
        ;(window as unknown as { copied: string[] }).copied.push(`${cmd}:${input.value}`)
        return original(cmd)
      }
    })
    await card.getByRole('button', { name: /^Share/ }).click()
    await expect.poll(() => alerts.length).toBe(2)
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([`copy:${suite.site.url}/property/${id}`])
    await page.close()
  })

  it('fades cards in as they scroll in, hiding only those about to come, and never under reduced motion', async () => {
    const { page } = await open('/properties', 390)
    const cards = page.locator('.search-list .property-card')
    const classes = (i: number) => cards.nth(i).getAttribute('class')
    // The first card is on the screen: it stays as drawn. The last is screens away: nothing touched it yet.
    await expect.poll(() => classes(0)).toContain('is-revealed')
    expect(await classes(0)).not.toContain('reveal-pending')
    const last = (await cards.count()) - 1
    expect(await classes(last)).toBe('property-card')
    // Scrolling down a screen at a time: each card is hidden before it arrives, then fades in to full view.
    for (let y = 0; (await classes(last))?.includes('is-revealed') !== true; y += 600) {
      if (y > 40_000) throw new Error('the last card never came in')
      await page.mouse.wheel(0, 600)
      await frames(page)
    }
    await expect.poll(() => cards.nth(last).evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    expect(await page.locator('.search-list .property-card.reveal-pending:not(.is-revealed)').count()).toBe(0)
    expect(await page.locator('.search-list .property-card.reveal-pending.is-revealed').count()).toBeGreaterThan(0)
    await page.close()

    const still = await openPage(suite.browser, `${suite.site.url}/properties`, { width: 390, reducedMotion: true, before: stubMapTiles })
    await still.page.mouse.wheel(0, 3000)
    await frames(still.page)
    expect(await still.page.locator('.search-list .property-card[class*="reveal"]').count()).toBe(0)
    await still.context.close()
  })
})
