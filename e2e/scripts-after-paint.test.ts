import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, stubMapTiles, unexpectedErrors } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { heldScripts } from '#app/ui/scripts-after-paint.server.ts'

// A public page's scripts load after its first screen has painted (docs/decisions/0192-scripts-after-paint.md): the
// page names no script in its head, its photo is asked for first, and what a visitor presses before the scripts have
// run is done once they have.

/** Holds every request matching `pattern` until `release()` is called. */
async function holdRequests(page: Page, pattern: RegExp) {
  const held: Route[] = []
  let released = false
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)))
  return {
    release: async () => {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

/** The page's own scripts (and words file) the browser has asked for so far, with when each was asked for. */
const scriptRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/.+\.js$|\/words\//.test(new URL(e.name).pathname))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  )

describe.skipIf(!hasChromium)('public pages load their scripts after their first paint', () => {
  const suite = siteForFile()

  it('names no script in the page, asks for the photo first and the scripts after the load event, then works', async () => {
    const html = await (await fetch(`${suite.site.url}/properties`)).text()
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script[^>]* type="module"/)
    expect(html).not.toContain('data-words')
    const held = heldScripts(html)
    expect(held?.modules).toContainEqual(expect.stringMatching(/^\/assets\/framework-[\w-]+\.js$/))
    expect(held?.words).toMatch(/^\/words\/en-[0-9a-f]{12}\.json$/)

    const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/properties`, { width: 390, before: stubMapTiles })
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const photo = performance.getEntriesByType('resource').find((e) => /\/media\/.+\.webp$/.test(e.name))
      return { loaded: navigation.loadEventStart, photo: photo?.startTime }
    })
    const scripts = await scriptRequests(page)
    expect(scripts.map((s) => s.path)).toEqual(expect.arrayContaining([...held!.modules, held!.words]))
    expect(timing.photo).toBeDefined()
    for (const script of scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(timing.loaded)

    // The page hydrated: the heart keeps the home.
    const card = page.locator('.property-card').first()
    const heart = card.getByRole('button', { name: `Save ${await card.getAttribute('aria-label')}` })
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    expect(unexpectedErrors(errors)).toEqual([])
    await context.close()
  })

  it('does again a heart pressed before the scripts have run, and starts them at once on a key press', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await stubMapTiles(page)
    const scripts = await holdRequests(page, /\/assets\/.+\.js$/)
    await page.goto(`${suite.site.url}/properties`, { waitUntil: 'load' })
    const card = page.locator('.property-card').first()
    const heart = card.getByRole('button', { name: `Save ${await card.getAttribute('aria-label')}` })
    await heart.click()
    expect(await heart.getAttribute('aria-pressed')).toBe('false')
    await scripts.release()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByRole('link', { name: 'Saved homes 1', exact: true }).count()).toBe(1)

    // A page whose photos have not all arrived has not loaded, so its scripts wait; a key press starts them.
    const photos = await holdRequests(page, /\/media\/.+\.webp$/)
    await page.goto(`${suite.site.url}/rentals`, { waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
    expect(await scriptRequests(page)).toEqual([])
    await page.keyboard.press('Tab')
    await expect.poll(async () => (await scriptRequests(page)).length).toBeGreaterThan(0)
    await photos.release()
    await context.close()
  })

  it('sends a form sent before the scripts have run once they have, not as a plain form', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const scripts = await holdRequests(page, /\/assets\/.+\.js$/)
    await page.goto(`${suite.site.url}/contact`, { waitUntil: 'load' })
    const form = page.locator('.form-card form')
    await form.getByLabel('Name').fill('Early Visitor')
    await form.getByLabel('Email').fill('early@example.com')
    await form.getByLabel('Message').fill('Sent before the page was ready.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await scripts.release()
    await form.getByRole('status').waitFor()
    // Sent by the page's own script, to the API: the address never carried the message.
    expect(new URL(page.url()).search).toBe('')
    const rows = await suite.site.database.db.selectFrom('inquiries').select(['email', 'message']).where('kind', '=', 'contact').execute()
    expect(rows).toContainEqual({ email: 'early@example.com', message: 'Sent before the page was ready.' })
    await context.close()
  })

  it('leaves the staff portal, which draws in the browser, to load its scripts at once', async () => {
    const html = await (await fetch(`${suite.site.url}/admin/login`)).text()
    expect(html).toContain('rel="modulepreload"')
    expect(heldScripts(html)).toBeUndefined()
  })
})
