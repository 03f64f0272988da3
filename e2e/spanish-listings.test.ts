import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage, shotIfAsked, stubMapTiles } from './helpers/browser.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import type { Listing } from '#core/listings/listing.ts'

// The listing side of the Spanish site (docs/decisions/0178-spanish-listing-pages.md): the search pages, a listing and
// its flyer, the calculator, the saved homes and the listing check read in Spanish under /es, with US prices, links
// that stay in Spanish, no English words of the interface left, and no axe violation at a phone's and a laptop's width.

/** Each page's Spanish words (the first is waited for) and English words of the interface that must be gone. */
const WORDS: Record<string, { spanish: string[]; english: string[] }> = {
  properties: {
    spanish: ['encontradas', 'Casas abiertas este fin de semana', 'Ordenar', 'Ver detalles'],
    english: ['Open houses this weekend', 'Found', 'View Details', 'Sort'],
  },
  rentals: {
    spanish: ['Mostrar solo lo visible en el mapa', 'Disponible', '/mes'],
    english: ['Show only in view', 'Available', '/mo'],
  },
  upcoming: {
    spanish: ['Próximas propiedades', 'Tipo de anuncio', 'Ordenar por', 'Próximamente'],
    english: ['Upcoming Properties', 'Listing type', 'Sort by', 'Coming Soon'],
  },
  property: {
    spanish: ['Habitaciones', 'Descripción', 'Calculadora de hipoteca', 'Costo mensual estimado', 'Folleto para imprimir'],
    english: ['Bedrooms', 'Description', 'Mortgage Calculator', 'Estimated monthly cost', 'Printable flyer', 'Key facts'],
  },
  flyer: {
    spanish: ['Costo mensual', 'Acerca de esta casa', 'Escanee para ver todas las fotos'],
    english: ['Monthly cost', 'About this home', 'Scan for every photo'],
  },
  calculator: {
    spanish: ['Pago mensual estimado', 'Monto del préstamo', 'Capital e intereses'],
    english: ['Estimated Monthly Payment', 'Loan amount', 'Principal & interest'],
  },
  saved: {
    spanish: ['Todavía no tiene casas guardadas', 'Ver casas en venta'],
    english: ['No saved homes yet', 'Browse homes for sale'],
  },
  verify: {
    spanish: ['Verifique un código o un enlace', 'Reportar una copia'],
    english: ['Check a listing code or link', 'Report a copy'],
  },
}

describe.skipIf(!hasChromium)('the Spanish listing pages in a real browser', () => {
  const suite = siteForFile()

  /** Opens a Spanish page, checks its language, its Spanish words and that the English ones are gone, and runs axe. */
  async function check(page: Page, path: string, name: string, width: number, more: string[] = []) {
    const spanish = [...WORDS[name].spanish, ...more]
    const english = WORDS[name].english
    await page.goto(`${suite.site.url}${path}`)
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    const main = page.locator('main')
    await expect.poll(() => main.innerText(), { timeout: 10_000 }).toContain(spanish[0])
    const text = await main.innerText()
    for (const words of spanish) expect(text, `${path}: ${words}`).toContain(words)
    for (const words of english) expect(text, `${path}: ${words}`).not.toContain(words)
    await shotIfAsked(page, `spanish-${name}-${width}`)
    expect(await accessibilityProblems(page, `Spanish ${name} at ${width}`)).toEqual([])
  }

  for (const width of [390, 1280]) {
    it(`the search pages read in Spanish at ${width} px (axe)`, async () => {
      const { page, errors } = await openPage(suite.browser, `${suite.site.url}/es/properties`, {
        width,
        reducedMotion: true,
        before: stubMapTiles,
      })
      page.setDefaultTimeout(10_000)
      await check(page, '/es/properties', 'properties', width)
      // The sort keeps its English values in the address; only the words change.
      expect(await page.locator('.sort-field option').allInnerTexts()).toEqual([
        'Más recientes',
        'Precio: de menor a mayor',
        'Precio: de mayor a menor',
      ])
      await page.locator('.sort-field select').selectOption('price-low')
      await page.waitForURL(/\/es\/properties\?sort=price-low$/)
      expect(await page.locator('.property-card a.btn-primary').first().getAttribute('href')).toMatch(/^\/es\/property\//)

      await check(page, '/es/rentals', 'rentals', width)
      await check(page, '/es/upcoming', 'upcoming', width)
      expect(errors).toEqual([])
      await page.close()
    })

    it(`a listing, its flyer and the calculator read in Spanish at ${width} px (axe)`, async () => {
      const { body } = await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&status=available&limit=1')
      const listing = body[0]!
      const { page, errors } = await openPage(suite.browser, `${suite.site.url}/es/property/${listing._id}`, {
        width,
        reducedMotion: true,
      })
      page.setDefaultTimeout(10_000)
      const price = `$${listing.price.toLocaleString('en-US')}`
      await check(page, `/es/property/${listing._id}`, 'property', width, [price])
      const monthly = (await page.getByTestId('monthly-cost-line').locator('[aria-hidden="true"]').innerText()).trim()
      expect(monthly).toMatch(/^Aprox\. \$[\d,]+\/mes$/)
      // The calculator's figure is the line's, whatever the language.
      expect(Number((await page.getByTestId('property-monthly-cost').innerText()).replace(/\D/g, ''))).toBe(
        Number(monthly.replace(/\D/g, '')),
      )
      await page.getByRole('button', { name: 'Editar supuestos' }).click()
      await page.getByRole('group', { name: 'Impuestos, seguro y HOA' }).waitFor()

      await page.getByRole('link', { name: 'Folleto para imprimir' }).click()
      await page.waitForURL(`**/es/property/${listing._id}/flyer`)
      await check(page, `/es/property/${listing._id}/flyer`, 'flyer', width)
      expect(await page.getByRole('button', { name: 'Imprimir este folleto' }).count()).toBe(1)
      expect(await page.getByRole('link', { name: /Volver al anuncio/ }).getAttribute('href')).toBe(`/es/property/${listing._id}`)

      await check(page, '/es/mortgage-calculator', 'calculator', width)
      expect(await page.getByLabel('Precio de la casa ($)').inputValue()).not.toBe('')
      expect(await page.title()).toContain('Calculadora de hipoteca')
      expect(errors).toEqual([])
      await page.close()
    })

    it(`saved homes and the listing check read in Spanish at ${width} px, with the check's message in Spanish (axe)`, async () => {
      const { page, errors } = await openPage(suite.browser, `${suite.site.url}/es/saved`, { width, reducedMotion: true })
      page.setDefaultTimeout(10_000)
      await check(page, '/es/saved', 'saved', width)
      expect(await page.getByRole('link', { name: 'Ver alquileres' }).getAttribute('href')).toBe('/es/rentals')

      await check(page, '/es/verify', 'verify', width)
      await page.getByLabel('Código o enlace del anuncio').fill('hola')
      await page.getByRole('button', { name: 'Verificar', exact: true }).click()
      await page.waitForURL(/\/es\/verify\?q=hola$/)
      await page.getByText('Escriba el código del anuncio (6 letras y números').waitFor()
      await page.getByLabel('Código o enlace del anuncio').fill('ZZZZZZ')
      await page.getByRole('button', { name: 'Verificar', exact: true }).click()
      await page.getByRole('heading', { name: /No tenemos ningún anuncio con este código/ }).waitFor()
      expect(await page.locator('.verify-no li').count()).toBe(3)
      await shotIfAsked(page, `spanish-verify-answer-${width}`)
      expect(await accessibilityProblems(page, `Spanish verify answer at ${width}`)).toEqual([])
      // The unreadable check answers 400, as it does in English.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([])
      await page.close()
    })
  }

  it("marks staff's English on a Spanish listing, its flyer and a rental's criteria, and nothing on English pages", async () => {
    const { body } = await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&status=available&limit=20')
    const listing = body.find((l) => l.features.length > 0 && l.exterior.roofType.trim() !== '' && l.images.some((i) => i.alt))!
    expect(listing, 'a demo listing with features, a roof and described photos').toBeDefined()
    const rentals = await siteApi<Listing[]>(suite.site, '/api/properties?type=rental&status=available&limit=1')
    const rental = rentals.body[0]!
    const { page, errors } = await openPage(suite.browser, `${suite.site.url}/es/property/${listing._id}`, {
      width: 1280,
      reducedMotion: true,
    })
    page.setDefaultTimeout(10_000)
    /** The lang of the page's marked parts: title, features, the roof row, the location's city row, photos, notes. */
    const alts = listing.images.map((i) => i.alt).filter(Boolean)
    const marks = () =>
      page.evaluate((alts) => {
        const row = (key: string) =>
          [...document.querySelectorAll('.pd-row')].find((r) => r.querySelector('dt')?.textContent === key)?.querySelector('dd')
        return {
          title: document.querySelector('h1')?.getAttribute('lang') ?? null,
          features: document.querySelector('.property-features')?.getAttribute('lang') ?? null,
          roof: (row('Techo') ?? row('Roof'))?.getAttribute('lang') ?? null,
          city: (row('Ciudad') ?? row('City'))?.getAttribute('lang') ?? null,
          photos: [
            ...new Set(
              [...document.querySelectorAll('main img')]
                .filter((i) => alts.includes(i.getAttribute('alt') ?? ''))
                .map((i) => i.getAttribute('lang')),
            ),
          ],
          notes: [...document.querySelectorAll('main .english-only')].length,
        }
      }, alts)
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    expect(await marks()).toEqual({ title: 'en', features: 'en', roof: 'en', city: null, photos: ['en'], notes: expect.any(Number) })
    // The features and the complete details each say once that they are in English.
    expect(await page.locator('#home-features').locator('xpath=..').getByText('Texto disponible solo en inglés').count()).toBe(1)
    expect(await page.locator('.pd-section').getByText('Texto disponible solo en inglés').count()).toBe(1)
    expect(await accessibilityProblems(page, 'Spanish listing with English marked')).toEqual([])

    await page.goto(`${suite.site.url}/property/${listing._id}`)
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    expect(await marks()).toEqual({ title: null, features: null, roof: null, city: null, photos: [null], notes: 0 })

    await page.goto(`${suite.site.url}/es/property/${listing._id}/flyer`)
    expect(await page.locator('#flyer-title').getAttribute('lang')).toBe('en')
    expect(await page.locator('.flyer-features').getAttribute('lang')).toBe('en')

    await page.goto(`${suite.site.url}/es/property/${rental._id}/apply`)
    const criteria = page.locator('.rent-criteria')
    await criteria.getByText('Texto disponible solo en inglés').waitFor()
    const langs = await criteria.locator('dd').evaluateAll((dds) => dds.map((dd) => dd.getAttribute('lang')))
    // The income rule is the page's own sentence; the five policies are staff's.
    expect(langs).toEqual([null, 'en', 'en', 'en', 'en', 'en'])
    await page.goto(`${suite.site.url}/property/${rental._id}/apply`)
    expect(await page.locator('.rent-criteria dd[lang]').count()).toBe(0)
    expect(await page.locator('.rent-criteria .english-only').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})
