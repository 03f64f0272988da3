import { beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, openPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { PUBLIC_PAGES } from '#core/constants.ts'

describe.skipIf(!hasChromium)('home page in a real browser', () => {
  const suite = siteForFile()
  let featuredTitles: string[]

  beforeAll(async () => {
    const all = (await (await fetch(`${suite.site.url}/api/properties?limit=6`)).json()) as Array<{ title: string; status: string }>
    const available = all.filter((p) => p.status === 'available')
    const sold = all.filter((p) => p.status === 'sold')
    featuredTitles = [...available, ...sold].slice(0, 3).map((p) => p.title)
  })

  const open = (path: string, width = 1280) => openPage(suite.browser, suite.site.url + path, { width })

  it('serves HTML that already holds the hero and the featured listings before any script runs', async () => {
    const res = await fetch(`${suite.site.url}/`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Let&#x27;s Find Your House. We Can Make It Home.')
    expect(html).toContain('Find Your Perfect Home')
    expect(featuredTitles.length).toBeGreaterThan(0)
    for (const title of featuredTitles) expect(html).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
    expect(html).toMatch(/<title>[^<]+<\/title>/)
  })

  it('renders the page with no console errors, featured cards linking to their property pages', async () => {
    const { page, errors } = await open('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeDefined()
    expect(await page.title()).not.toBe('')
    const links = page.getByRole('link', { name: /View Details/ })
    expect(await links.count()).toBeGreaterThanOrEqual(featuredTitles.length)
    expect(await links.first().getAttribute('href')).toMatch(/^\/property\/[0-9a-f]{24}$/)
    expect(await page.getByText('Coming Soon').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('opens the mobile menu at phone width and closes it after navigating', async () => {
    const { page } = await open('/', 390)
    const toggle = page.getByRole('button', { name: /menu/i }).first()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const nav = page.getByRole('navigation', { name: 'Main' })
    // The nested partners submenu toggles open and closed.
    await nav.getByRole('button', { name: 'About Us' }).click()
    const partners = nav.getByRole('button', { name: 'Our Partners' })
    await partners.click()
    expect(await nav.getByRole('link', { name: 'Preferred Bidders List' }).isVisible()).toBe(true)
    await partners.click()
    expect(await nav.getByRole('link', { name: 'Preferred Bidders List' }).isVisible()).toBe(false)
    await nav.getByRole('link', { name: 'Rentals', exact: true }).click()
    await page.waitForURL(`${suite.site.url}/rentals`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await nav.getByRole('link', { name: 'Rentals', exact: true }).isVisible()).toBe(false)
    await page.close()
  })

  it('submits the search card with only the filled, trimmed parameters', async () => {
    const { page } = await open('/')
    await page
      .getByRole('textbox', { name: /city|location|search/i })
      .first()
      .fill('  Papillion  ')
    await page.getByLabel(/type/i).first().selectOption({ label: 'Rent' })
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click()
    await page.waitForURL(/\/rentals\?/)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/rentals')
    expect([...url.searchParams.entries()]).toEqual([['location', 'Papillion']])
    await page.close()
  })

  it('answers unknown paths with a 404 page inside the public layout', async () => {
    const res = await fetch(`${suite.site.url}/no-such-page`)
    expect(res.status).toBe(404)
    const { page } = await open('/no-such-page')
    expect(await page.getByRole('contentinfo').count()).toBe(1)
    await page.close()
  })

  it('gives every route of the spec its own page title inside the right layout', async () => {
    const titles = new Set<string>()
    const routes = PUBLIC_PAGES
    for (const path of routes) {
      const res = await fetch(suite.site.url + path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
      expect(title, path).toBeTruthy()
      titles.add(title!)
      expect(html, path).toContain('<footer')
    }
    expect(titles.size).toBe(routes.length)
    const { page } = await open('/admin/login')
    expect(await page.getByText('Admin Portal').count()).toBeGreaterThan(0)
    expect(await page.locator('footer').count()).toBe(0)
    await page.close()
  })
})
