import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { RENTAL_PRICE_RANGES } from '#core/constants.ts'
import type { Listing } from '#core/listings/listing.ts'

// Loose ends of the public pages: widths, broken photos, Back, phones, /upcoming ranges, calculator term.
describe.skipIf(!hasChromium)('public pages at every width and on the way back', () => {
  const suite = siteForFile()

  const open = (path: string, width = 1280, reducedMotion = true) =>
    openPage(suite.browser, suite.site.url + path, { width, reducedMotion })

  /** Navigation and footer items drawn on more than one line, and how wide the page scrolls. */
  const layout = (page: Page) =>
    page.evaluate(() => {
      const items = [...document.querySelectorAll<HTMLElement>('.nav-link, .navbar-cta, .logo-text, .footer-links a, .footer-legal a')]
      // Lines of an item's text: its text boxes' tops (icons beside the text do not count).
      const lines = (el: HTMLElement) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        const tops: number[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top)
        }
        const size = parseFloat(getComputedStyle(el).fontSize)
        return tops.length && Math.max(...tops) - Math.min(...tops) > size / 2 ? 2 : 1
      }
      return {
        scrollWidth: document.documentElement.scrollWidth,
        wrapped: items.filter((el) => el.offsetParent !== null && lines(el) > 1).map((el) => el.textContent!.trim()),
      }
    })

  it('has no sideways scroll and no wrapped navigation or footer item from 320 to 1920 px', async () => {
    const { page, errors } = await open('/about')
    for (const path of ['/about', '/', '/contact']) {
      if (path !== '/about') await page.goto(suite.site.url + path, { waitUntil: 'networkidle' })
      for (const width of [320, 360, 390, 768, 960, 961, 1000, 1024, 1100, 1180, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        const { scrollWidth, wrapped } = await layout(page)
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width)
        expect(wrapped, `${path} at ${width} px`).toEqual([])
      }
    }
    expect(errors).toEqual([])
    await page.close()
  })

  it('keeps the saved homes heart whole and inside the header from 961 to 1920 px, in English and in Spanish', async () => {
    const { page, errors } = await open('/')
    const header = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
        const [navbar, menu, heart] = [box('.navbar'), box('.navbar-menu'), box('.navbar-saved')]
        return {
          heartWidth: Math.round(heart.width),
          pastEdge: Math.round(Math.max(menu.right, heart.right) - navbar.right),
          scrollWidth: document.documentElement.scrollWidth,
        }
      })
    for (const path of ['/', '/es']) {
      if (path !== '/') await page.goto(suite.site.url + path, { waitUntil: 'networkidle' })
      for (let width = 961; width <= 1921; width += 20) {
        await page.setViewportSize({ width, height: 900 })
        const at = `${path} at ${width} px`
        const { heartWidth, pastEdge, scrollWidth } = await header()
        expect(heartWidth, at).toBe(44)
        expect(pastEdge, at).toBeLessThanOrEqual(0)
        expect(scrollWidth, at).toBeLessThanOrEqual(width)
      }
    }
    expect(errors).toEqual([])
    await page.close()
  })

  it('fits the phone bar’s Spanish buttons on a 390 px screen and starts the listing’s buttons under its price', async () => {
    const listing = ((await (await fetch(`${suite.site.url}/api/properties?type=sale&status=available&limit=1`)).json()) as Listing[])[0]!
    const { page, errors } = await open(`/es/property/${listing._id}`, 390)
    const bar = page.getByTestId('phone-contact-bar')
    expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Contactar al agente', 'Agendar una visita'])
    const buttons = await bar
      .getByRole('button')
      .evaluateAll((all) => all.map((b) => ({ right: b.getBoundingClientRect().right, clipped: b.scrollWidth > b.clientWidth })))
    for (const button of buttons) {
      expect(button.right).toBeLessThanOrEqual(390)
      expect(button.clipped).toBe(false)
    }
    const left = (selector: string) => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().left))
    expect(await left('.property-share > :first-child')).toBe(await left('.property-price'))
    expect(errors).toEqual([])
    await page.close()
  })

  it.each([1024, 1280, 1920])('opens the nested Our Partners menu inside the window at %i px', async (width) => {
    const { page } = await open('/', width)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'About Us' }).click()
    await nav.getByRole('button', { name: 'Our Partners' }).click()
    const bidders = nav.getByRole('link', { name: 'Preferred Bidders List' })
    await bidders.waitFor()
    const box = (await page.locator('#menu-partners').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await bidders.click()
    await page.waitForURL(`${suite.site.url}/preferred-bidders`)
    await page.close()
  })

  it('shows the placeholder image when a photo fails to load, before or after the page comes alive', async () => {
    const placeholder = await fetch(`${suite.site.url}/placeholder-home.jpg`)
    expect(placeholder.status).toBe(200)
    expect(placeholder.headers.get('content-type')).toBe('image/jpeg')
    const { page } = await open('/agents', 1280, true)
    const photo = page.locator('.person-card img').first()
    const src = (await photo.getAttribute('src'))!
    await page.close()

    // Every size of that photo now fails (as a removed file would).
    const broken = await openPage(suite.browser, `${suite.site.url}/agents`, {
      reducedMotion: true,
      before: async (p) => {
        await p.route(new RegExp(src.replace(/w\d+\.webp$/, '')), (route) => route.fulfill({ status: 404, body: '' }))
      },
    })
    const img = broken.page.locator('.person-card img').first()
    await img.scrollIntoViewIfNeeded()
    await broken.page.waitForFunction(
      (el) => el!.getAttribute('src') === '/placeholder-home.jpg' && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    )
    expect(await img.getAttribute('srcset')).toBeNull()
    expect(await img.getAttribute('alt')).toMatch(/^Portrait of /)
    await broken.page.close()
  })

  it('scrolls to the top going forward and keeps the visitor’s place on Back and Forward', async () => {
    const { page, errors } = await open('/upcoming')
    const link = page
      .locator('#upcoming-results .property-card')
      .last()
      .getByRole('link', { name: /View Details/ })
    await link.scrollIntoViewIfNeeded()
    const listY = await page.evaluate(() => window.scrollY)
    expect(listY).toBeGreaterThan(400)
    // A plain mouse click where the link is (Playwright's own click may scroll the page first).
    const box = (await link.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForURL(/\/property\/[0-9a-f]{24}$/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForFunction(() => window.scrollY === 0)

    await page.goBack()
    await page.waitForURL(`${suite.site.url}/upcoming`)
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 4, listY)
    // Nothing animates it away afterwards (the forward-only resets run at 100 and 200 ms).
    const later = await page.evaluate(
      () => new Promise<number>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve(window.scrollY)), 400)),
    )
    expect(Math.abs(later - listY)).toBeLessThan(4)

    await page.goForward()
    await page.waitForURL(/\/property\//)
    await page.waitForFunction(() => window.scrollY === 0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('keeps Contact Agent and Schedule Tour within reach on a phone, with the spec’s show/hide rule', async () => {
    const [listing] = (await (await fetch(`${suite.site.url}/api/properties?type=sale&status=available&limit=1`)).json()) as Listing[]
    const { page, errors } = await open(`/property/${listing._id}`, 390)
    const bar = page.getByTestId('phone-contact-bar')
    const barButton = bar.getByRole('button', { name: 'Contact Agent' })
    expect(await barButton.isVisible()).toBe(true)
    const box = (await barButton.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height)
    expect(box.height).toBeGreaterThanOrEqual(24)

    await barButton.click()
    const form = page.locator('#property-agent form')
    await form.waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name')
    // While a form is open neither set of buttons shows.
    expect(await bar.count()).toBe(0)
    expect(await page.locator('#property-agent').getByRole('button', { name: 'Schedule Tour' }).count()).toBe(0)
    await form.getByRole('button', { name: 'Cancel' }).click()
    await page.locator('#property-agent').getByRole('button', { name: 'Schedule Tour' }).waitFor()

    // Scrolled back up, the bar returns and opens the tour form too.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await bar.getByRole('button', { name: 'Schedule Tour' }).click()
    await page.locator('#property-agent form input[name=preferredDate]').waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'preferredDate')
    expect(errors).toEqual([])
    await page.close()
  })

  it('lets the visitor choose sale or rent on /upcoming and applies sale ranges to sales only', async () => {
    const all = (await (await fetch(`${suite.site.url}/api/properties?status=upcoming&limit=500`)).json()) as Listing[]
    expect(all.some((p) => p.type === 'rental')).toBe(true)
    const { page, errors } = await open('/upcoming')
    const prices = () => page.locator('#upcoming-results .property-card-price').allInnerTexts()
    const settled = (test: (u: URL) => boolean) =>
      page
        .waitForURL((u) => test(u))
        .then(() =>
          page.waitForFunction(() => {
            const r = document.querySelector<HTMLElement>('#upcoming-results')
            return r?.getAttribute('aria-busy') === 'false' && r.dataset.search === window.location.search
          }),
        )

    await page.getByLabel('Price range').selectOption({ label: 'Under $200k' })
    await settled((u) => u.searchParams.get('type') === 'sale' && u.searchParams.get('maxPrice') === '200000')
    expect(await page.getByLabel('Listing type').inputValue()).toBe('sale')
    const sales = await prices()
    const count = async () => Number(await page.locator('#coming-soon-count').innerText())
    expect(await count()).toBe(all.filter((p) => p.type === 'sale' && (p.estimatedPrice ?? p.price) <= 200000).length)
    for (const price of sales) expect(price).not.toContain('/mo')

    await page.getByLabel('Listing type').selectOption({ label: 'For rent' })
    await settled((u) => u.searchParams.get('type') === 'rental' && !u.searchParams.has('maxPrice'))
    const options = await page.getByLabel('Price range').locator('option').allInnerTexts()
    expect(options).toEqual(['Any price', ...RENTAL_PRICE_RANGES.map((r) => r.label)])
    const rents = await prices()
    expect(await count()).toBe(all.filter((p) => p.type === 'rental').length)
    expect(rents.length).toBeGreaterThan(0)
    for (const price of rents) expect(price).toContain('/mo')
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows in the calculator the loan term it computes with (1 to 50 years)', async () => {
    const { page } = await open('/mortgage-calculator')
    const term = page.getByLabel('Loan term (years)')
    const payment = () => page.getByTestId('principal-interest').innerText()
    await term.fill('50')
    const fifty = await payment()
    await term.fill('60')
    expect(await term.inputValue()).toBe('50')
    expect(await payment()).toBe(fifty)
    await term.fill('0')
    await term.blur()
    expect(await term.inputValue()).toBe('1')
    await term.fill('2.5')
    await term.blur()
    expect(await term.inputValue()).toBe('3')
    await page.close()
  })
})
