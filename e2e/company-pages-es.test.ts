import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, shotIfAsked } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'

// The company pages in Spanish (docs/decisions/0166-spanish-site-foundation.md): each under /es reads in Spanish (its
// interface words, and the demo's Spanish content where staff wrote it), has none of its English interface words
// left, and passes axe on a phone and a desktop.

const PAGES: Array<[path: string, heading: string, spanish: string[], english: string[]]> = [
  [
    '/es/about-us',
    'Buenas casas, llenas de vida otra vez',
    ['Nuestra misión', 'Por qué lo hacemos', 'Encuentre su próxima casa con nosotros'],
    ['Our Mission', 'Why we do it', 'Find Your Next Home With Us'],
  ],
  ['/es/about', 'Nuestro equipo directivo', ['Trabaje con nuestro equipo', 'Contáctenos'], ['Work With Our Team', 'Our Leadership']],
  [
    '/es/our-vision',
    'Nuestra visión',
    ['Nuestra declaración de visión', 'Hacia dónde vamos', 'Casas en venta ahora'],
    ['Our Vision Statement', 'Where we are going', 'Homes for sale now'],
  ],
  ['/es/our-partners', 'Nuestros socios', ['Hágase socio', 'Contáctenos'], ['Become a Partner', 'Our Partners']],
  [
    '/es/agents',
    'Nuestros agentes',
    ['¿Listo para hablar de su próxima mudanza?', 'Agendar una consulta', 'Ver nuestras propiedades'],
    ['Schedule Consultation', 'View Our Listings'],
  ],
  [
    '/es/contact',
    'Contáctenos',
    ['Llámenos', 'Escríbanos', 'Visítenos', 'Por qué elegirnos', 'Envíenos un mensaje'],
    ['Call Us', 'Why Choose Us', 'Get Directions'],
  ],
  ['/es/privacy', 'Privacy Policy', ['Aviso legal', 'Última actualización:'], ['Last updated:']],
]

describe.skipIf(!hasChromium)('the company pages in Spanish', () => {
  const suite = siteForFile()

  describe.each([390, 1280])('at %i px', (width) => {
    it.each(PAGES)('%s reads in Spanish and passes axe', async (path, heading, spanish, english) => {
      const { page, errors } = await openPage(suite.browser, suite.site.url + path, { width, reducedMotion: true })
      page.setDefaultTimeout(10_000)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
      expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(heading)
      const text = (await page.locator('main').textContent()) ?? ''
      for (const words of spanish) expect(text).toContain(words)
      for (const words of english) expect(text).not.toContain(words)
      await shotIfAsked(page, `es-${path.slice(4)}-${width}`)
      expect(await accessibilityProblems(page, `${path} at ${width}`)).toEqual([])
      expect(errors).toEqual([])
      await page.close()
    })
  })

  it('keeps the English pages in English, word for word', async () => {
    const body = await (await fetch(`${suite.site.url}/about-us`)).text()
    expect(body).toContain('<html lang="en">')
    expect(body).toContain('Good Homes, Brought Back to Life')
    expect(body).toContain('Our Mission')
    expect(body).not.toContain('Nuestra misión')
  })
})
