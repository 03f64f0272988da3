import { describe, expect, it } from 'vitest'
import type { Listing } from '#core/listings/listing.ts'
import { hasChromium, openPage, openPortalAt, shotIfAsked, stubMapTiles, unexpectedErrors } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'

// Staff write the Spanish of the site's texts and of a listing's description beside the English
// (docs/decisions/0182-spanish-content-and-descriptions.md): the Spanish page shows it at once and the English page is
// unchanged; a text with no Spanish shows its English, lang="en", under one "Texto disponible solo en inglés" per block.

const ENGLISH_ONLY = 'Texto disponible solo en inglés'

describe.skipIf(!hasChromium)('Spanish texts written by staff', () => {
  const suite = siteForFile()
  const html = async (path: string) => (await fetch(suite.site.url + path)).text()

  it.each([390, 1280])('at %i px a staff member writes the hero’s Spanish title; /es shows it, / does not', async (width) => {
    const { page, errors } = await openPortalAt(suite, '/admin/content', width)
    const hero = page.locator('[data-section="hero"]')
    await page.getByRole('button', { name: /^Homepage Hero Section/ }).click()
    const english = await hero.getByLabel('Title', { exact: true }).inputValue()
    const switcher = hero.getByRole('group', { name: 'Homepage Hero Section texts: language' })
    await switcher.getByRole('button', { name: /Español/ }).click()
    expect(await switcher.getByRole('button', { name: /Español/ }).getAttribute('aria-pressed')).toBe('true')

    const spanishTitle = hero.getByLabel('Title in Spanish', { exact: true })
    expect(await spanishTitle.getAttribute('lang')).toBe('es')
    // The English it translates is shown above it.
    expect(await hero.locator('.translation-english').first().innerText()).toContain(english)
    await shotIfAsked(page, `admin-content-spanish-${width}`)
    expect(await accessibilityProblems(page, `content manager in Spanish at ${width}`, '[data-section="hero"]')).toEqual([])

    const title = `Su próxima casa en Omaha (${width})`
    await spanishTitle.fill('')
    await expect.poll(() => switcher.innerText()).toContain('1 missing')
    await hero.getByText('Missing Spanish', { exact: true }).waitFor()
    await spanishTitle.fill(title)
    await hero.getByRole('button', { name: 'Save Hero' }).click()
    await page.getByText('Hero content saved successfully!').waitFor()

    await expect.poll(() => html('/es')).toContain(title)
    const englishHome = await html('/')
    expect(englishHome).not.toContain(title)
    expect(englishHome).toContain(english.replaceAll("'", '&#x27;'))
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it.each([390, 1280])('at %i px a text with no Spanish shows its English, lang="en", marked once per block', async (width) => {
    const { page, errors } = await openPage(suite.browser, `${suite.site.url}/es/our-vision`, { width, reducedMotion: true })
    page.setDefaultTimeout(10_000)
    // The demo's cities have no Spanish: their block says so once, and each city's line is marked as English.
    const cities = page.locator('section[aria-labelledby="cities-title"]')
    expect(await cities.getByText(ENGLISH_ONLY).count()).toBe(1)
    expect(await cities.locator('.city-card p[lang="en"]').count()).toBeGreaterThan(0)
    // Its written Spanish shows as Spanish, unmarked.
    const statement = page.locator('section[aria-label="Nuestra declaración de visión"]')
    expect(await statement.innerText()).toContain('Vemos un Omaha')
    expect(await statement.getByText(ENGLISH_ONLY).count()).toBe(0)
    await shotIfAsked(page, `es-vision-marks-${width}`)
    expect(await accessibilityProblems(page, `Spanish vision page at ${width}`)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it.each([390, 1280])('at %i px a staff member writes a listing’s Spanish description in the editor', async (width) => {
    const listings = (await (await fetch(`${suite.site.url}/api/properties?limit=20`)).json()) as Listing[]
    const full = await Promise.all(
      listings.map(async (l) => (await fetch(`${suite.site.url}/api/properties/${l._id}`)).json() as Promise<Listing>),
    )
    // One with no Spanish yet (the demo writes it for its first two listings only), a different one at each width.
    const listing = full.filter((l) => !l.descriptionEs)[width === 390 ? 0 : 1]
    // Before: the Spanish page shows the English description, marked.
    const before = await openPage(suite.browser, `${suite.site.url}/es/property/${listing._id}`, {
      width,
      reducedMotion: true,
      before: stubMapTiles,
    })
    before.page.setDefaultTimeout(10_000)
    await before.page.locator('.property-description[lang="en"]').waitFor()
    // The description's own note, just above it (the page's other English blocks have theirs: 0186).
    expect(await before.page.locator('p.english-only + p.property-description[lang="en"]').count()).toBe(1)
    expect(await accessibilityProblems(before.page, `Spanish listing without Spanish at ${width}`, '.property-description')).toEqual([])
    await before.page.close()

    const { page, errors } = await openPortalAt(suite, `/admin/properties/${listing._id}`, width)
    const switcher = page.getByRole('group', { name: 'Description: language' })
    await switcher.getByRole('button', { name: /Español/ }).click()
    await page.getByText('Missing Spanish', { exact: true }).waitFor()
    const field = page.getByLabel('Description in Spanish')
    expect(await field.getAttribute('lang')).toBe('es')
    const text = `Casa renovada con cocina nueva y patio amplio (${width}).`
    await field.fill(text)
    await shotIfAsked(page, `admin-listing-spanish-${width}`)
    expect(await accessibilityProblems(page, `listing editor in Spanish at ${width}`, '#pe-facts')).toEqual([])
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Listing saved.').waitFor()
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()

    await expect.poll(() => html(`/es/property/${listing._id}`)).toContain(text)
    const english = await html(`/property/${listing._id}`)
    expect(english).not.toContain(text)
    // Now in Spanish: neither marked as English nor noted (the note's words travel in the page's translations, not its markup).
    const spanish = await html(`/es/property/${listing._id}`)
    expect(spanish).toContain(`<p class="property-description">${text}</p>`)
    expect(spanish).not.toMatch(/class="english-only">[^<]*<\/p><p class="property-description"/)
    // The Spanish flyer prints the Spanish description too; the English flyer keeps the English one.
    expect(await html(`/es/property/${listing._id}/flyer`)).toContain(`<p>${text}</p>`)
    expect(await html(`/property/${listing._id}/flyer`)).not.toContain(text)
  })
})
