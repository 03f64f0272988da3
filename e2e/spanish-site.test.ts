import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, shotIfAsked, stubMapTiles } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'

// The Spanish site (docs/decisions/0167-spanish-addresses.md): every public page under /es, in Spanish, naming its
// English page and named by it; the header's language switch keeps the visitor on the same page.
describe.skipIf(!hasChromium)('the Spanish site', () => {
  const suite = siteForFile()
  const get = async (path: string) => {
    const res = await fetch(suite.site.url + path)
    return { status: res.status, body: await res.text(), csp: res.headers.get('content-security-policy') ?? '' }
  }
  const publicUrl = () => suite.site.app.config.publicUrl

  it.each([
    ['/', '/es', 'Propiedades destacadas'],
    ['/properties', '/es/properties', 'Saltar al contenido principal'],
    ['/rentals', '/es/rentals', 'Enlaces rápidos'],
    ['/about-us', '/es/about-us', 'Igualdad de oportunidades en la vivienda'],
    ['/mortgage-calculator', '/es/mortgage-calculator', 'Casas guardadas'],
  ])('%s answers in Spanish at %s, and each names the other', async (en, es, words) => {
    const spanish = await get(es)
    expect(spanish.status).toBe(200)
    expect(spanish.body).toContain('<html lang="es">')
    expect(spanish.body).toContain(words)
    const english = await get(en)
    expect(english.status).toBe(200)
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).not.toContain(words)
    // Only the page's language travels in it.
    expect(english.body).not.toContain('Saltar al contenido principal')
    expect(spanish.body).not.toContain('Skip to main content')
    for (const body of [english.body, spanish.body]) {
      expect(body).toContain(`<link rel="alternate" hrefLang="en" href="${publicUrl()}${en}"/>`)
      expect(body).toContain(`<link rel="alternate" hrefLang="es" href="${publicUrl()}${es}"/>`)
      expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="${publicUrl()}${en}"/>`)
    }
  })

  it('a Spanish page has its own canonical address, Spanish links, and a cached copy apart from the English one', async () => {
    const about = await get('/es/about-us')
    expect(about.body).toContain(`<link rel="canonical" href="${publicUrl()}/es/about-us"/>`)
    const home = await get('/es')
    expect(home.body).toContain('href="/es/properties"')
    // Every link of the Spanish home page to a page of the site stays in Spanish.
    // (But the language switch, which is the English page's link, marked as such.)
    const links = [...home.body.matchAll(/<a ([^>]*)href="(\/[^"]*)"/g)].filter((m) => !m[1].includes('hrefLang="en"')).map((m) => m[2])
    expect(links.length).toBeGreaterThan(20)
    expect(links.filter((href) => !/^\/es([/?#]|$)/.test(href))).toEqual([])
    // Asked again, each language answers its own bytes (the page cache keys them apart), each with its scripts' hashes.
    const [again, english] = [await get('/es/about-us'), await get('/about-us')]
    expect(again.body).toContain('<html lang="es">')
    expect(english.body).toContain(`<link rel="canonical" href="${publicUrl()}/about-us"/>`)
    expect(again.csp).toMatch(/script-src[^;]*'sha256-/)
  })

  it('an unknown Spanish address is a Spanish not-found page', async () => {
    const missing = await get('/es/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('<html lang="es">')
    expect(missing.body).toContain('Página no encontrada')
  })

  it('the sitemap lists each page in both languages, each naming both', async () => {
    const { body } = await get('/sitemap.xml')
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(body).toContain(`<loc>${publicUrl()}/es/rentals</loc>`)
    expect(body).toContain(`<loc>${publicUrl()}/rentals</loc>`)
    const entry = body.split('\n').find((line) => line.includes(`<loc>${publicUrl()}/es/rentals</loc>`))!
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${publicUrl()}/rentals"/>`)
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${publicUrl()}/es/rentals"/>`)
  })

  it.each([390, 1280])('at %i px the language switch keeps the visitor on the same page and query, both ways', async (width) => {
    const { page, errors } = await openPage(suite.browser, `${suite.site.url}/properties?page=1`, {
      width,
      reducedMotion: true,
      before: stubMapTiles,
    })
    page.setDefaultTimeout(10_000)
    const openMenu = async (name: string) => {
      if (width < 961) await page.getByRole('button', { name }).click()
    }
    await openMenu('Open menu')
    const toSpanish = page.getByRole('link', { name: 'Español' })
    expect(await toSpanish.getAttribute('lang')).toBe('es')
    await toSpanish.click()
    await page.waitForURL(/\/es\/properties\?page=1$/)
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    expect(await page.getByRole('link', { name: 'Inicio' }).count()).toBeGreaterThan(0)
    await shotIfAsked(page, `spanish-properties-${width}`)
    expect(await accessibilityProblems(page, `Spanish properties at ${width}`)).toEqual([])
    await openMenu('Abrir menú')
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL((url) => url.pathname === '/properties' && url.search === '?page=1')
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(errors).toEqual([])
    await page.close()
  })

  it.each([390, 1280])('at %i px the Spanish home page reads in Spanish and passes axe', async (width) => {
    const { page, errors } = await openPage(suite.browser, `${suite.site.url}/es`, { width, reducedMotion: true })
    expect(await page.getByRole('heading', { name: 'Propiedades destacadas' }).count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Ver propiedades' }).getAttribute('href')).toBe('/es/properties')
    await shotIfAsked(page, `spanish-home-${width}`)
    expect(await accessibilityProblems(page, `Spanish home at ${width}`)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})
