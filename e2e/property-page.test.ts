import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { GeneralContent } from '#core/content/content.ts'

// /property/{id} (docs/product.md#property-page) in a real browser.

const CLOCK_START = Date.parse('2026-03-02T15:00:00Z')

describe.skipIf(!hasChromium)('property page in a real browser', () => {
  const suite = siteForFile()
  let all: Listing[]
  let content: GeneralContent

  beforeAll(async () => {
    all = (await (await fetch(`${suite.site.url}/api/properties?limit=100`)).json()) as Listing[]
    content = (await (await fetch(`${suite.site.url}/api/content`)).json()) as GeneralContent
  })

  const find = (test: (p: Listing) => boolean): Listing => {
    const found = all.find(test)
    if (!found) throw new Error('the demo data has no such listing')
    return found
  }
  const manyPhotos = () => find((p) => p.type === 'sale' && p.status === 'available' && p.images.length > 5)

  const open = (
    path: string,
    options: { width?: number; reducedMotion?: boolean; before?: (page: Page) => Promise<void>; waitForHydration?: boolean } = {},
  ) => openPage(suite.browser, suite.site.url + path, options)

  const position = (page: Page) => page.getByTestId('carousel-position').innerText()
  const counter = (page: Page) => page.getByTestId('gallery-counter').innerText()
  const dialog = (page: Page) => page.getByRole('dialog')

  it('loads the first photo at once with high priority and the rest lazily, each with responsive sizes', async () => {
    const p = manyPhotos()
    const { page, context, errors } = await open(`/property/${p._id}`)
    const first = page.locator('.pc-slide').first().locator('img')
    expect(await first.getAttribute('loading')).toBe('eager')
    expect(await first.getAttribute('fetchpriority')).toBe('high')
    expect(await first.getAttribute('srcset')).toMatch(/ \d+w/)
    expect(await first.getAttribute('sizes')).toBeTruthy()
    expect(Number(await first.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(await first.getAttribute('height'))).toBeGreaterThan(0)
    const thumbs = page.locator('.pt-thumb img')
    for (const loading of await thumbs.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')))) expect(loading).toBe('lazy')
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('advances the carousel every 5 seconds and holds it under the pointer, under keyboard focus and for reduced motion', async () => {
    const p = manyPhotos()
    const n = p.images.length
    // Both pages run on Playwright's clock, paused before they load: their time moves only when the test
    // moves it, so each wait below is exactly what a visitor would wait, at no real cost, however busy the machine.
    const pausedClock = async (page: Page) => {
      await page.clock.install({ time: CLOCK_START })
      // The installed clock runs until it is paused: pause it far enough ahead that a busy machine's delay between
      // the two calls cannot overtake it.
      await page.clock.pauseAt(CLOCK_START + 60_000)
    }
    const [moving, still] = await Promise.all([
      open(`/property/${p._id}`, { before: pausedClock, waitForHydration: false }),
      open(`/property/${p._id}`, { reducedMotion: true, before: pausedClock, waitForHydration: false }),
    ])
    const { page } = moving
    expect(await position(page)).toBe(`1 / ${n}`)
    // The page notes the (page clock) time each photo comes up.
    await page.evaluate(() => {
      const w = window as unknown as { moves: number[] }
      w.moves = []
      const counter = document.querySelector('[data-testid="carousel-position"]')!
      new MutationObserver(() => w.moves.push(Date.now())).observe(counter, { childList: true, characterData: true, subtree: true })
    })
    /** Moves the page's clock on a tenth of a second at a time until the carousel shows `text`; at most `limitMs` of page time. */
    const runUntil = async (text: string, limitMs: number) => {
      for (let ran = 0; (await position(page)) !== text; ran += 100) {
        if (ran > limitMs) throw new Error(`the carousel did not show ${text} within ${limitMs} ms`)
        await page.clock.runFor(100)
      }
    }
    // The first move also waits for the page to come alive; the second one is timed from the first.
    await runUntil(`2 / ${n}`, 60_000)
    await runUntil(`3 / ${n}`, 7000)
    const moves = await page.evaluate(() => (window as unknown as { moves: number[] }).moves)
    expect(moves).toHaveLength(2)
    expect(moves[1] - moves[0]).toBeGreaterThanOrEqual(5000)
    expect(moves[1] - moves[0]).toBeLessThan(6000)

    // The pointer over the photo holds it, and the visitor with reduced motion never sees it move.
    await page.locator('.pc').hover()
    await page.locator('.pc[data-running="false"]').waitFor()
    const hovered = await position(page)
    await page.clock.runFor(6000)
    expect(await position(page)).toBe(hovered)
    // Its scripts start after the first frame and a timer (docs/decisions/0192-scripts-after-paint.md): its clock moves until it runs.
    for (let ran = 0; (await still.page.locator('.pc[data-running="false"]').count()) === 0; ran += 100) {
      if (ran > 60_000) throw new Error('the reduced-motion page did not come alive within 60 s of page time')
      await still.page.clock.runFor(100)
    }
    await still.page.clock.runFor(6000)
    expect(await position(still.page)).toBe(`1 / ${n}`)
    expect(await still.page.getByRole('button', { name: 'Pause slideshow' }).count()).toBe(0)

    // Keyboard focus inside holds it too, with the pointer gone.
    await page.mouse.move(5, 5)
    await page.locator('.pc[data-running="true"]').waitFor()
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => !!document.activeElement?.closest('.pc'))) break
    }
    expect(await page.evaluate(() => !!document.activeElement?.closest('.pc'))).toBe(true)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await page.locator('.pc[data-running="false"]').waitFor()
    const held = await position(page)
    await page.clock.runFor(5600)
    expect(await position(page)).toBe(held)

    // Previous and next move by hand and wrap.
    for (let i = Number(held.split(' / ')[0]); i > 0; i--) await page.getByRole('button', { name: 'Previous photo' }).click()
    expect(await position(page)).toBe(`${n} / ${n}`)
    await page.getByRole('button', { name: 'Next photo' }).click()
    expect(await position(page)).toBe(`1 / ${n}`)
    await moving.context.close()
    await still.context.close()
  })

  it('opens a full-screen gallery from a thumbnail: wrapping moves, counter, keys, focus trap, scroll lock and restore', async () => {
    const p = manyPhotos()
    const n = p.images.length
    const { page, context, errors } = await open(`/property/${p._id}`, { reducedMotion: true })
    await page.evaluate(() => window.scrollTo({ top: 240, behavior: 'instant' }))
    const thumb = page.getByRole('button', { name: `Open photo 2 of ${n} full screen` }).last()
    await thumb.click()
    const gallery = dialog(page)
    await gallery.waitFor()
    expect(await gallery.getAttribute('aria-modal')).toBe('true')
    expect(await gallery.getAttribute('aria-label')).toBe(`Photo gallery: ${p.title}`)
    expect(await counter(page)).toBe(`2 / ${n}`)
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed')
    expect(await gallery.locator('.pg-thumb').count()).toBe(n)

    await gallery.getByRole('button', { name: 'Next photo' }).click()
    expect(await counter(page)).toBe(`3 / ${n}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await counter(page)).toBe(`1 / ${n}`)
    await gallery.getByRole('button', { name: 'Previous photo' }).click()
    expect(await counter(page)).toBe(`${n} / ${n}`)
    await page.keyboard.press('ArrowRight')
    expect(await counter(page)).toBe(`1 / ${n}`)
    await gallery.getByRole('button', { name: `Show photo 4 of ${n}` }).click()
    expect(await counter(page)).toBe(`4 / ${n}`)
    expect(await gallery.locator('figure img').getAttribute('alt')).toBe(p.images[3].alt)

    // Tab and Shift+Tab stay inside the gallery.
    for (const key of [...Array<string>(n + 5).fill('Tab'), ...Array<string>(n + 5).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await gallery.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.body.style.position)).toBe('')
    expect(await page.evaluate(() => window.scrollY)).toBe(240)
    expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true)
    // The page scrolls again once the gallery is closed.
    await page.mouse.wheel(0, 400)
    await page.waitForFunction(() => window.scrollY > 240)

    // The close button and the dark overlay close it too; a click on the photo does not.
    await thumb.click()
    await gallery.waitFor()
    await gallery.locator('figure img').click()
    expect(await gallery.isVisible()).toBe(true)
    await gallery.getByRole('button', { name: 'Close gallery' }).click()
    await gallery.waitFor({ state: 'detached' })
    await page
      .getByRole('button', { name: `Open photo 1 of ${n} full screen` })
      .last()
      .click()
    await gallery.waitFor()
    await page.mouse.click(640, 40)
    await gallery.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  }, 45_000)

  it('shows a View All box only when a listing has more than five photos', async () => {
    const many = manyPhotos()
    const few = find((p) => p.images.length > 1 && p.images.length <= 5)
    const { page, context } = await open(`/property/${many._id}`, { reducedMotion: true })
    expect(await page.locator('.pt-grid > li').count()).toBe(6)
    const viewAll = page.getByRole('button', { name: `View All ${many.images.length} photos` })
    await viewAll.press('Enter')
    await dialog(page).waitFor()
    expect(await counter(page)).toBe(`1 / ${many.images.length}`)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await viewAll.evaluate((el) => el === document.activeElement)).toBe(true)

    await page.goto(`${suite.site.url}/property/${few._id}`, { waitUntil: 'networkidle' })
    expect(await page.locator('.pt-grid > li').count()).toBe(few.images.length)
    expect(await page.getByRole('button', { name: /View All/ }).count()).toBe(0)
    // Space on a thumbnail opens the gallery, like a click.
    await page
      .getByRole('button', { name: `Open photo 2 of ${few.images.length} full screen` })
      .last()
      .press(' ')
    await dialog(page).waitFor()
    expect(await counter(page)).toBe(`2 / ${few.images.length}`)
    await context.close()
  })

  it('shows the detail badge: For Sale or For Rent with a dot when available, the status alone otherwise', async () => {
    const cases: Array<[Listing, string, boolean]> = [
      [find((p) => p.type === 'sale' && p.status === 'available'), 'For Sale', true],
      [find((p) => p.type === 'rental' && p.status === 'available'), 'For Rent', true],
      [find((p) => p.status === 'sold'), 'Sold', false],
      [find((p) => p.status === 'pending'), 'Pending', false],
    ]
    for (const [p, label, dot] of cases) {
      const html = await (await fetch(`${suite.site.url}/property/${p._id}`)).text()
      const badge = /<span class="detail-badge [^"]*" data-testid="status-badge">(.*?)<\/span>(?=<h1)/.exec(html)?.[1]
      expect(badge?.replace(/<[^>]+>/g, '')).toBe(label)
      expect(badge?.includes('detail-badge-dot')).toBe(dot)
    }
  })

  it('lists complete details by section, leaving out empty fields, empty sections and HOA where there is none', async () => {
    const condo = find((p) => p.hoa.hasHOA && p.hoa.fee !== null && p.status === 'available')
    const house = find((p) => !p.hoa.hasHOA && p.status === 'available')
    // The last card: a sale's taxes and disclosures, a rental's terms.
    const facts = house.type === 'rental' ? 'Rental terms' : 'Taxes and disclosures'
    const { page, context } = await open(`/property/${condo._id}`, { reducedMotion: true })
    const headings = await page.locator('.pd-card h3').allInnerTexts()
    expect(headings).toEqual(['Exterior', 'Interior', 'Parking', 'Location', 'Building', 'HOA', 'Taxes and disclosures'])
    const hoa = page.locator('[data-section="hoa"]')
    expect(await hoa.innerText()).toContain(`$${condo.hoa.fee!.toLocaleString('en-US')} (${condo.hoa.frequency})`)
    expect(await page.locator('[data-section="location"]').innerText()).toContain(`${condo.location.walkScore} / 100`)
    expect(await page.locator('[data-section="interior"]').innerText()).toContain(condo.interior.appliances.join(', '))

    await page.goto(`${suite.site.url}/property/${house._id}`, { waitUntil: 'networkidle' })
    expect(await page.locator('.pd-card h3').allInnerTexts()).toEqual(['Exterior', 'Interior', 'Parking', 'Location', 'Building', facts])

    // Blank fields disappear, and a section with nothing left goes with them.
    const row = await suite.site.database.db
      .selectFrom('properties')
      .select('details')
      .where('id', '=', house._id)
      .executeTakeFirstOrThrow()
    const details = JSON.parse(row.details)
    details.exterior.landscaping = ''
    details.parking = { type: '', spaces: null, garageType: '', description: '' }
    await suite.site.database.db
      .updateTable('properties')
      .set({ details: JSON.stringify(details) })
      .where('id', '=', house._id)
      .execute()
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.locator('.pd-card h3').allInnerTexts()).toEqual(['Exterior', 'Interior', 'Location', 'Building', facts])
    const exterior = await page.locator('[data-section="exterior"] dt').allInnerTexts()
    expect(exterior).toContain('Roof')
    expect(exterior).not.toContain('Landscaping')
    await context.close()
  })

  it('shows the sales social block on sale listings and the rentals block on rentals, links opening safely in a new tab', async () => {
    const sale = find((p) => p.type === 'sale' && p.status === 'available')
    const rental = find((p) => p.type === 'rental' && p.status === 'available')
    const { page, context } = await open(`/property/${sale._id}`, { reducedMotion: true })
    for (const [block, path] of [
      [content.socialMediaSales, `/property/${sale._id}`],
      [content.socialMediaRentals, `/property/${rental._id}`],
    ] as const) {
      await page.goto(suite.site.url + path, { waitUntil: 'networkidle' })
      const band = page.locator('section.ps')
      expect(await band.getByRole('heading', { level: 2 }).innerText()).toBe(block.title)
      const text = await band.innerText()
      for (const field of [block.subtitle, block.contactTitle, block.contactPhone, block.contactEmail, block.ctaTitle])
        expect(text).toContain(field)
      const links = band.locator('.ps-links a')
      const withUrl = (['facebook', 'instagram', 'twitter', 'tiktok'] as const).filter((k) => block[k].url)
      expect(await links.count()).toBe(withUrl.length)
      for (const [i, key] of withUrl.entries()) {
        expect(await links.nth(i).getAttribute('href')).toBe(block[key].url)
        expect(await links.nth(i).getAttribute('target')).toBe('_blank')
        expect(await links.nth(i).getAttribute('rel')).toBe('noopener noreferrer')
        expect(await links.nth(i).innerText()).toContain(block[key].title)
      }
      expect(await band.getByRole('link', { name: block.contactPhone }).getAttribute('href')).toBe(
        `tel:${block.contactPhone.replace(/[^\d+]/g, '')}`,
      )
    }
    expect(content.socialMediaSales.contactPhone).not.toBe(content.socialMediaRentals.contactPhone)
    await context.close()
  })

  it('shows the skeleton while a property loads on client navigation, and never in the server render', async () => {
    const p = manyPhotos()
    const html = await (await fetch(`${suite.site.url}/property/${p._id}`)).text()
    // The page's words travel in its data (docs/decisions/0166-spanish-site-foundation.md); the markup has no skeleton.
    expect(html).not.toContain('sk-status')
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('Loading property details...')
    const { page, context, errors } = await open('/', { reducedMotion: true })
    // A featured home, well down the home page.
    const link = page.getByRole('link', { name: /^View Details/ }).first()
    const target = (await link.getAttribute('href'))!
    // Hold the loader data of the navigation (not link prefetches) until the skeleton has been seen.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/property\/[0-9a-f]{24}\.data/, async (route) => {
      if (route.request().resourceType() === 'fetch') await held
      await route.continue()
    })
    await link.click()
    const status = page.getByRole('status').filter({ hasText: 'Loading property details...' })
    await status.waitFor()
    expect(await page.locator('main .property-skeleton').count()).toBe(1)
    // Shown from its top over the window, even when the link was far down the page left behind
    // (which stays underneath at its scroll position, so Back returns there).
    expect(await status.isVisible()).toBe(true)
    expect((await page.locator('.property-skeleton').boundingBox())!.y).toBeLessThan(120)
    release()
    await page.waitForURL((url) => url.pathname === target)
    await page.locator('#property-title').waitFor()
    expect(await status.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('copies the full property link with Share', async () => {
    const p = manyPhotos()
    const { page, context } = await open(`/property/${p._id}`, { reducedMotion: true })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url })
    const message = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message())
        void d.accept()
      }),
    )
    await page.getByRole('button', { name: `Share: ${p.title}` }).click()
    expect(await message).toBe('Property link copied to clipboard!')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${suite.site.url}/property/${p._id}`)
    await context.close()
  })

  it('answers a missing property with the not-found view and HTTP 404', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const res = await fetch(`${suite.site.url}/property/${id}`)
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).toContain('Property Not Found')
      expect(html).toContain('The property you&#x27;re looking for could not be found.')
      expect(html).toContain('href="/properties"')
    }
  })

  it('fits a 390 px phone without sideways scrolling, with the gallery usable by touch size', async () => {
    const p = manyPhotos()
    const { page, context, errors } = await open(`/property/${p._id}`, { width: 390, reducedMotion: true })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const next = await page.getByRole('button', { name: 'Next photo' }).boundingBox()
    expect(next!.width).toBeGreaterThanOrEqual(40)
    // The agent card follows the main column on a phone.
    const agent = await page.locator('#property-agent').boundingBox()
    const main = await page.locator('.property-main').boundingBox()
    expect(agent!.y).toBeGreaterThan(main!.y + main!.height - 1)
    expect(errors).toEqual([])
    await context.close()
  })
})
