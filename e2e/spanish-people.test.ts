import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, openPortalAt, shotIfAsked, stubMapTiles, unexpectedErrors, type OpenedPage } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'

// Staff write the Spanish of a team member's and an agent's title and bio, and of the page banners, under the content
// manager's "English | Español" switch (docs/decisions/0186-spanish-people-banners-and-footer.md): the Spanish pages
// show it; what has no Spanish shows its English, lang="en", marked. The footer's office hours likewise.

const ENGLISH_ONLY = 'Texto disponible solo en inglés'

/** Photographs the portal's open dialog and checks it with axe, then saves it, waits for `saved` and closes the portal. */
async function saveDialog({ page, errors }: Pick<OpenedPage, 'page' | 'errors'>, shot: string, button: string, saved: string) {
  await shotIfAsked(page, shot)
  expect(await accessibilityProblems(page, shot, 'dialog[open]')).toEqual([])
  await page.locator('dialog[open]').getByRole('button', { name: button }).click()
  await page.getByText(saved).waitFor()
  expect(unexpectedErrors(errors)).toEqual([])
  await page.context().close()
}

describe.skipIf(!hasChromium)('Spanish titles, bios, banners and office hours', () => {
  const suite = siteForFile()
  const open = async (path: string, width: number) => {
    const opened = await openPage(suite.browser, `${suite.site.url}${path}`, { width, reducedMotion: true, before: stubMapTiles })
    opened.page.setDefaultTimeout(10_000)
    return opened
  }

  it.each([
    [390, 'Jordan Blake', 'Director of Sales'],
    [1280, 'Aisha Okafor', 'Director of Property Management'],
  ])(
    'at %i px staff write a team member’s Spanish bio; /es/about shows it, and their unwritten title in English, marked',
    async (width, name, title) => {
      const { page, errors } = await openPortalAt(suite, '/admin/content', width)
      const header = page.getByRole('button', { name: /^Team Members/ })
      await header.click()
      await page.getByRole('button', { name: `Edit ${name}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Team Member' })
      const switcher = dialog.getByRole('group', { name: 'About this person: language' })
      // The demo wrote both in Spanish: nothing missing.
      expect(await switcher.innerText()).not.toContain('missing')
      await switcher.getByRole('button', { name: /Español/ }).click()
      const bio = `Biografía escrita por el equipo (${width}).`
      await dialog.getByRole('textbox', { name: 'Bio in Spanish' }).fill(bio)
      const spanishTitle = dialog.getByLabel('Title in Spanish')
      expect(await spanishTitle.getAttribute('lang')).toBe('es')
      await spanishTitle.fill('')
      await expect.poll(() => switcher.innerText()).toContain('1 missing')
      await dialog.getByText('Missing Spanish', { exact: true }).waitFor()
      await saveDialog({ page, errors }, `admin-team-spanish-${width}`, 'Save Team Member', 'Team content saved successfully!')

      const about = await open('/es/about', width)
      const row = about.page.locator('article.team-row', { has: about.page.getByRole('heading', { name }) })
      await expect.poll(() => row.locator('.member-bio').innerText()).toContain(bio)
      expect(await row.locator('.member-bio').getAttribute('lang')).toBeNull()
      expect(await row.locator('.member-title[lang="en"]').innerText()).toBe(title)
      expect(await row.getByText(ENGLISH_ONLY).count()).toBe(1)
      // The others, written in Spanish by the demo, are neither in English nor marked.
      const other = about.page.locator('article.team-row', { has: about.page.getByRole('heading', { name: 'Chris Halvorsen' }) })
      expect(await other.locator('.member-title').innerText()).toBe('Fundador y director ejecutivo')
      expect(await other.getByText(ENGLISH_ONLY).count()).toBe(0)
      await shotIfAsked(about.page, `es-about-${width}`)
      expect(await accessibilityProblems(about.page, `Spanish leadership page at ${width}`)).toEqual([])
      expect(about.errors).toEqual([])
      await about.page.close()
    },
  )

  it.each([390, 1280])('at %i px staff write an agent’s Spanish bio in the agent form; /es/agents shows it', async (width) => {
    const name = width === 390 ? 'Marcus Ellison' : 'Priya Raman'
    const { page, errors } = await openPortalAt(suite, '/admin/agents', width)
    await page.getByRole('button', { name: `Edit ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit agent' })
    const switcher = dialog.getByRole('group', { name: 'About this person: language' })
    await switcher.getByRole('button', { name: /Español/ }).click()
    const bio = dialog.getByLabel('Bio in Spanish')
    expect(await bio.getAttribute('lang')).toBe('es')
    const text = `Ayuda a cada familia a encontrar su casa (${width}).`
    await bio.fill('')
    await expect.poll(() => switcher.innerText()).toContain('1 missing')
    await bio.fill(text)
    await expect.poll(() => switcher.innerText()).not.toContain('missing')
    await saveDialog({ page, errors }, `admin-agent-spanish-${width}`, 'Save agent', 'Agent saved.')

    const agents = await open('/es/agents', width)
    const card = agents.page.locator('article.person-card', { has: agents.page.getByRole('heading', { name }) })
    await expect.poll(() => card.locator('.person-bio').innerText()).toBe(text)
    expect(await card.locator('.person-bio').getAttribute('lang')).toBeNull()
    expect(await card.getByText(ENGLISH_ONLY).count()).toBe(0)
    await shotIfAsked(agents.page, `es-agents-${width}`)
    expect(agents.errors).toEqual([])
    await agents.page.close()
  })

  it('at 390 px staff clear a team specialty’s Spanish; /es/about shows the others in Spanish and that one in English, marked', async () => {
    const { page, errors } = await openPortalAt(suite, '/admin/content', 390)
    await page.getByRole('button', { name: /^Team Members/ }).click()
    await page.getByRole('button', { name: 'Edit Elena Marquez' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Team Member' })
    const switcher = dialog.getByRole('group', { name: 'About this person: language' })
    await switcher.getByRole('button', { name: /Español/ }).click()
    const specialty = dialog.getByLabel('Specialty “Project management” in Spanish')
    expect(await specialty.inputValue()).toBe('Gestión de proyectos')
    expect(await specialty.getAttribute('lang')).toBe('es')
    await specialty.fill('')
    await expect.poll(() => switcher.innerText()).toContain('1 missing')
    await saveDialog({ page, errors }, 'admin-team-specialty-spanish-390', 'Save Team Member', 'Team content saved successfully!')

    const about = await open('/es/about', 390)
    const row = about.page.locator('article.team-row', { has: about.page.getByRole('heading', { name: 'Elena Marquez' }) })
    const chips = row.locator('.chip-list li')
    await expect.poll(() => chips.allInnerTexts()).toEqual(['Operaciones', 'Project management', 'Alianzas con proveedores'])
    expect(await chips.nth(1).getAttribute('lang')).toBe('en')
    expect(await chips.nth(0).getAttribute('lang')).toBeNull()
    expect(await row.getByText(ENGLISH_ONLY).count()).toBe(1)
    // The specialty cards: titled in Spanish, that one in English, and the section says so once.
    const cards = about.page.locator('.specialty-card h3')
    expect(await cards.allInnerTexts()).toContain('Adquisiciones')
    expect(await about.page.locator('.specialty-card h3[lang="en"]').allInnerTexts()).toEqual(['Project management'])
    await shotIfAsked(about.page, 'es-about-specialties-390')
    expect(await accessibilityProblems(about.page, 'Spanish leadership page with an English specialty at 390')).toEqual([])
    expect(about.errors).toEqual([])
    await about.page.close()
  })

  it('at 1280 px staff write a partner’s Spanish description in the partner form; /es/our-partners shows it, and English marked once cleared', async () => {
    const partnerForm = async () => {
      const opened = await openPortalAt(suite, '/admin/partners', 1280)
      await opened.page.getByRole('button', { name: 'Edit Platte River Title Co.' }).click()
      const dialog = opened.page.getByRole('dialog', { name: 'Edit partner' })
      const switcher = dialog.getByRole('group', { name: 'About this partner: language' })
      await switcher.getByRole('button', { name: /Español/ }).click()
      return { ...opened, description: dialog.getByLabel('Description in Spanish'), switcher }
    }
    const card = async () => {
      const partners = await open('/es/our-partners', 1280)
      return {
        ...partners,
        card: partners.page.locator('article.person-card', { has: partners.page.getByRole('heading', { name: 'Platte River Title Co.' }) }),
      }
    }
    const first = await partnerForm()
    expect(await first.description.getAttribute('lang')).toBe('es')
    const text = 'Cierres y seguros de título en Omaha y Council Bluffs, con firma a domicilio.'
    await first.description.fill(text)
    await saveDialog(first, 'admin-partner-spanish-1280', 'Save partner', 'Partner saved.')
    const written = await card()
    await expect.poll(() => written.card.locator('.person-bio').innerText()).toBe(text)
    expect(await written.card.locator('.person-bio').getAttribute('lang')).toBeNull()
    expect(await written.card.getByText(ENGLISH_ONLY).count()).toBe(0)
    await shotIfAsked(written.page, 'es-partners-1280')
    await written.page.close()

    const second = await partnerForm()
    await second.description.fill('')
    await expect.poll(() => second.switcher.innerText()).toContain('1 missing')
    await saveDialog(second, 'admin-partner-spanish-missing-1280', 'Save partner', 'Partner saved.')
    const cleared = await card()
    await expect.poll(() => cleared.card.locator('.person-bio[lang="en"]').count()).toBe(1)
    expect(await cleared.card.getByText(ENGLISH_ONLY).count()).toBe(1)
    expect(await accessibilityProblems(cleared.page, 'Spanish partners page with an English description at 1280')).toEqual([])
    expect(cleared.errors).toEqual([])
    await cleared.page.close()
  })

  it.each([390, 1280])(
    'at %i px /es/properties shows the banner’s Spanish; with its Spanish cleared in the portal, its English marked',
    async (width) => {
      const before = await open('/es/properties', width)
      const heading = before.page.locator('.search-header h1')
      expect(await heading.innerText()).toBe('Casas renovadas en venta en toda el área metropolitana de Omaha')
      expect(await heading.getAttribute('lang')).toBeNull()
      expect(await before.page.locator('.search-header').getByText(ENGLISH_ONLY).count()).toBe(0)
      // The footer's office hours in Spanish, on every Spanish page.
      const hours = before.page.locator('.footer-contact li', { hasText: 'Lun-Vie' })
      expect(await hours.locator('span').getAttribute('lang')).toBeNull()
      await before.page.close()

      // The rentals banner goes English at one width, the properties banner at the other.
      const [slug, path, title] =
        width === 390 ? ['rentals', '/es/rentals', 'Rentals Banner'] : ['properties', '/es/properties', 'Properties Banner']
      const { page, errors } = await openPortalAt(suite, '/admin/content', width)
      await page.getByRole('button', { name: new RegExp(`^${title}`) }).click()
      const section = page.locator(`[data-section="${slug}-banner"]`)
      const switcher = section.getByRole('group', { name: `${title} texts: language` })
      await switcher.getByRole('button', { name: /Español/ }).click()
      const spanish = section.getByLabel('Banner title in Spanish')
      expect(await spanish.inputValue()).not.toBe('')
      await spanish.fill('')
      await expect.poll(() => switcher.innerText()).toContain('1 missing')
      await shotIfAsked(page, `admin-banner-spanish-${width}`)
      await section.getByRole('button', { name: /^Save/ }).click()
      await page.getByTestId('feedback').waitFor()
      expect(unexpectedErrors(errors)).toEqual([])
      await page.context().close()

      const after = await open(path, width)
      const english = after.page.locator('.search-header h1[lang="en"]')
      await english.waitFor()
      expect(await after.page.locator('.search-header').getByText(ENGLISH_ONLY).count()).toBe(1)
      await shotIfAsked(after.page, `es-${slug}-english-${width}`)
      expect(await accessibilityProblems(after.page, `Spanish ${slug} page with an English banner at ${width}`, '.search-header')).toEqual(
        [],
      )
      expect(after.errors).toEqual([])
      await after.page.close()
    },
  )

  it('shows the footer’s office hours in English, marked, once staff clear their Spanish', async () => {
    const { page, errors } = await openPortalAt(suite, '/admin/content', 1280)
    await page.getByRole('button', { name: /^Footer Contact Information/ }).click()
    const section = page.locator('[data-section="footer"]')
    const switcher = section.getByRole('group', { name: 'Footer Contact Information texts: language' })
    await switcher.getByRole('button', { name: /Español/ }).click()
    await section.getByLabel('Office hours in Spanish').fill('')
    await section.getByRole('button', { name: /^Save/ }).click()
    await page.getByTestId('feedback').waitFor()
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()

    for (const width of [390, 1280]) {
      const es = await open('/es/contact', width)
      const footer = es.page.locator('footer.site-footer')
      await footer.locator('.footer-contact span[lang="en"]').waitFor()
      expect(await footer.getByText(ENGLISH_ONLY).count()).toBe(1)
      await shotIfAsked(es.page, `es-footer-hours-english-${width}`)
      expect(await accessibilityProblems(es.page, `Spanish footer with English hours at ${width}`, 'footer.site-footer')).toEqual([])
      expect(es.errors).toEqual([])
      await es.page.close()
    }
  })
})
