import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { hasChromium, openPage, openPortal, shotIfAsked, stubMapTiles } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import { sendTour } from './helpers/showings.ts'
import { newId } from '#server/db/ids.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'

// The public forms and the private visitor pages on the Spanish site (docs/decisions/0180-form-messages-in-spanish.md):
// each under /es reads in Spanish at 390 and 1280 px, with lang="es", no English words of its own left, its messages
// (the browser's checks and the server's answers) in Spanish, and axe clean.
describe.skipIf(!hasChromium)('the forms in Spanish', () => {
  const suite = siteForFile()
  let sale: Listing
  let rental: Listing
  let freeSlots: { date: string; slot: string }[]
  const openHouse = newId()

  beforeAll(async () => {
    sale = (await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&status=available&limit=1')).body[0]!
    rental = (await siteApi<Listing[]>(suite.site, '/api/properties?type=rental&status=available&limit=1')).body[0]!
    const { body } = await siteApi<ShowingSlots>(suite.site, `/api/properties/${sale._id}/showing-slots`)
    freeSlots = body.days.slice(1).flatMap((d) => d.slots.filter((s) => s.free).map((s) => ({ date: d.date, slot: s.slot })))
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
    await suite.site.database.db
      .insertInto('open_houses')
      .values({ id: openHouse, property_id: sale._id, starts_at: at(30), ends_at: at(120), ended: 0, created_at: at(0), created_by: null })
      .execute()
  })

  const open = async (path: string, width: number) => {
    const opened = await openPage(suite.browser, `${suite.site.url}${path}`, { width, reducedMotion: true, before: stubMapTiles })
    opened.page.setDefaultTimeout(10_000)
    expect(await opened.page.evaluate(() => document.documentElement.lang)).toBe('es')
    return opened
  }
  /** The page's words (or a part's) hold none of these English ones (as whole words: "Cancelar" is not "Cancel"). */
  const noneOf = async (page: Page, english: string[], selector = 'main') => {
    const text = await page.locator(selector).first().innerText()
    expect(english.filter((words) => new RegExp(`\\b${words}\\b`).test(text))).toEqual([])
  }
  const axeClean = async (page: Page, where: string) => expect(await accessibilityProblems(page, where)).toEqual([])
  /** Fills the Spanish tour form for `slot` once its free times are read, as Lucía with `email` and `phone`. */
  const fillTour = async (tour: Locator, slot: { date: string; slot: string }, email: string, phone: string) => {
    await tour.getByLabel('Fecha preferida').fill(slot.date)
    const time = tour.getByLabel('Hora preferida')
    await expect.poll(() => time.locator(`option[value="${slot.slot}"]`).isDisabled()).toBe(false)
    await time.selectOption(slot.slot)
    await tour.getByLabel('Nombre').fill('Lucía Compradora')
    await tour.getByLabel('Correo electrónico').fill(email)
    await tour.getByLabel('Teléfono').fill(phone)
    const ack = tour.locator('input[name=leadPaintAcknowledged]')
    if ((await ack.count()) > 0) await ack.check()
  }

  it.each([390, 1280])('at %i px the tour and contact-agent forms of a home speak Spanish, errors and thanks too', async (width) => {
    const { page, context, errors } = await open(`/es/property/${sale._id}`, width)
    const inquiry = page.locator('.inquiry')
    await inquiry.getByRole('button', { name: 'Programar una visita' }).click()
    const tour = page.getByRole('form', { name: 'Programar una visita' })
    await tour.getByLabel('Fecha preferida').waitFor()
    expect(await tour.getByLabel('Hora preferida').locator('option').first().innerText()).toBe('Seleccione una hora')
    expect(await tour.getByRole('button', { name: 'Solicitar visita' }).count()).toBe(1)
    expect(await tour.getByRole('button', { name: 'Cancelar' }).count()).toBe(1)
    await noneOf(page, ['Preferred date', 'Preferred time', 'Request Showing', 'Select a time'], '.inquiry')
    // The disclosure staff write in English is marked as English, for the reader and for screen readers.
    expect(await tour.locator('p.disclosure').getAttribute('lang')).toBe('en')
    expect(await tour.locator('.english-only').innerText()).toBe('Texto disponible solo en inglés')

    await fillTour(tour, freeSlots[width === 390 ? 0 : 1]!, `lucia${width}@example.com`, '123')
    await tour.getByRole('button', { name: 'Solicitar visita' }).click()
    await tour.getByRole('alert').getByText('Escriba un número de teléfono válido, como 402-555-0199.').waitFor()
    await shotIfAsked(page, `spanish-tour-error-${width}`)
    await axeClean(page, `Spanish tour form with its error at ${width}`)

    await tour.getByLabel('Teléfono').fill('402-555-0100')
    await tour.getByRole('button', { name: 'Solicitar visita' }).click()
    await inquiry
      .getByRole('status')
      .getByText('¡Su solicitud de visita fue enviada! El agente se comunicará con usted en un plazo de 24 horas para confirmarla.')
      .waitFor()

    await inquiry.getByRole('button', { name: 'Contactar al agente' }).click()
    const agent = page.getByRole('form', { name: 'Contactar al agente' })
    expect(await agent.getByLabel('Contacto preferido').locator('option').allInnerTexts()).toEqual([
      'Correo electrónico',
      'Teléfono',
      'Cualquiera de los dos',
    ])
    await agent.getByLabel('Nombre').fill('Lucía Compradora')
    await agent.getByLabel('Correo electrónico').fill(`lucia${width}@example.com`)
    await agent.getByLabel('Mensaje').fill('¿Tiene sótano?')
    await axeClean(page, `Spanish contact-agent form at ${width}`)
    await agent.getByRole('button', { name: 'Enviar mensaje' }).click()
    await inquiry.getByRole('status').getByText('¡Su mensaje fue enviado al agente! Se comunicará con usted pronto.').waitFor()
    await noneOf(page, ['Contact Agent', 'Schedule Tour', 'has been sent'], '.inquiry')
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([390, 1280])('at %i px Get Notified asks in Spanish and says its problem in Spanish', async (width) => {
    const { page, context, errors } = await open('/es/upcoming', width)
    await page.getByRole('button', { name: 'Recibir avisos' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Recibir avisos' })
    await dialog.getByLabel('Correo electrónico').waitFor()
    await dialog.getByRole('button', { name: 'Avisarme' }).click()
    await dialog.getByRole('alert').getByText('Escriba un correo electrónico válido.').waitFor()
    await noneOf(page, ['Notify Me', 'Email address', 'Cancel', 'Please enter'], 'dialog[open]')
    await shotIfAsked(page, `spanish-get-notified-${width}`)
    await axeClean(page, `Spanish Get Notified at ${width}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([390, 1280])('at %i px Sell To Us reads in Spanish and refuses a bad phone number in Spanish', async (width) => {
    const { page, context, errors } = await open('/es/sell-to-us', width)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Venda su casa en Omaha por dinero en efectivo')
    const form = page.getByRole('form', { name: 'Reciba su oferta en efectivo' })
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Rosa')
    await form.getByLabel('Apellido').fill('Vendedora')
    await form.getByLabel('Correo electrónico').fill(`rosa${width}@example.com`)
    await form.getByLabel('Teléfono').fill('123')
    await form.getByLabel('Dirección de la propiedad').fill('3120 S 95th St, Omaha, NE 68124')
    await form.getByLabel('Tipo de propiedad').selectOption('townhouse')
    await form.getByLabel('Plazo para vender').selectOption('asap')
    expect(await form.getByLabel('Plazo para vender').locator('option:checked').innerText()).toBe('Lo antes posible')
    await form.getByRole('button', { name: 'Obtener mi oferta en efectivo' }).click()
    await form
      .getByRole('alert')
      .getByText(
        'Lo sentimos, hubo un error al enviar su formulario. Inténtelo de nuevo. Escriba un número de teléfono válido, como 402-555-0199.',
      )
      .waitFor()
    await noneOf(page, ['Get Your Cash Offer', 'How It Works', 'Why Sell To Us', 'First Name', 'Please enter'])
    await shotIfAsked(page, `spanish-sell-to-us-${width}`)
    await axeClean(page, `Spanish sell to us at ${width}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([390, 1280])('at %i px the preferred bidder application reads in Spanish and names a missing field in Spanish', async (width) => {
    const { page, context, errors } = await open('/es/preferred-bidders', width)
    await page.getByRole('heading', { name: 'Solicitud de contratista preferido' }).waitFor()
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await page.getByRole('alert').getByText('Complete el campo «Nombre de la empresa».').waitFor()
    expect(await page.getByLabel('Nombre de la empresa').getAttribute('aria-invalid')).toBe('true')
    expect(
      await page
        .getByRole('group', { name: /Oficios y servicios/ })
        .getByLabel('Plomería')
        .count(),
    ).toBe(1)
    await noneOf(page, ['Company Information', 'Submit Application', 'Why Partner With Us', 'Please fill in'])
    await shotIfAsked(page, `spanish-bidders-${width}`)
    await axeClean(page, `Spanish preferred bidders at ${width}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([390, 1280])('at %i px a time taken meanwhile is refused in Spanish, the nearest free times named in Spanish', async (width) => {
    const { page, context, errors } = await open(`/es/property/${sale._id}`, width)
    await page.locator('.inquiry').getByRole('button', { name: 'Programar una visita' }).click()
    const tour = page.getByRole('form', { name: 'Programar una visita' })
    const slot = freeSlots[width === 390 ? 10 : 11]!
    await fillTour(tour, slot, `tarde${width}@example.com`, '402-555-0100')
    // Others book every place of that time while the form is open: the server answers 409 with the nearest free ones.
    for (let n = 0; ; n++) {
      expect(n).toBeLessThan(20)
      try {
        await sendTour({ site: suite.site, listing: sale }, { ...slot, name: 'Otra Persona', email: `otra${width}-${n}@example.com` })
      } catch (refused) {
        expect(String(refused)).toMatch(/refused: 409/)
        break
      }
    }
    await tour.getByRole('button', { name: 'Solicitar visita' }).click()
    const alert = tour.getByRole('alert')
    await alert.getByText(/^Ese horario ya no está disponible\. Los horarios libres más cercanos son: /).waitFor()
    const said = await alert.innerText()
    // The days as es-US abbreviates them ("lun, 30 de nov"), none of the English words of the API's message.
    expect(said).toMatch(/(dom|lun|mar|mié|jue|vie|sáb)\.?, \d{1,2} de [a-z]{3}/)
    expect(said).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|nearest|available)\b/)
    await shotIfAsked(page, `spanish-tour-taken-${width}`)
    await axeClean(page, `Spanish tour form with a taken time at ${width}`)
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([])
    await context.close()
  })

  it.each([390, 1280])('at %i px a rental’s application page reads in Spanish, its field messages too', async (width) => {
    const { page, context, errors } = await open(`/es/property/${rental._id}/apply`, width)
    await page.getByRole('heading', { name: 'Criterios de evaluación' }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Solicitar ${rental.title}`)
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    await page.getByRole('alert').getByText('Corrija los campos marcados.').waitFor()
    expect(await page.locator('#rent-applicant-name-error').innerText()).toBe('Complete este campo')
    expect(await page.locator('#rent-applicant-phone-error').innerText()).toBe('Escriba un número de teléfono')
    await noneOf(page, ['Screening criteria', 'Rental Application', 'Full name', 'Please correct', 'Enter the'])
    await shotIfAsked(page, `spanish-rental-apply-${width}`)
    await axeClean(page, `Spanish rental application at ${width}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([390, 1280])('at %i px the open house sign-in reads in Spanish and says what is missing in Spanish', async (width) => {
    const { page, context, errors } = await open(`/es/open-house/${openHouse}/sign-in`, width)
    await page.getByRole('heading', { name: 'Regístrese, por favor' }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Bienvenido a\s/)
    expect(await page.locator('.kiosk-address').innerText()).toBe(sale.address)
    await page.getByRole('button', { name: 'Registrarme' }).click()
    await page.locator('.field-error').first().waitFor()
    expect(await page.locator('.field-error').allInnerTexts()).toEqual([
      'Escriba su nombre.',
      'Indique un correo electrónico o un número de teléfono para que el agente pueda comunicarse con usted.',
      'Díganos si trabaja con un agente.',
      'Marque la casilla para aceptar que lo contactemos. Solo podemos registrarlo con su consentimiento.',
    ])
    await noneOf(page, ['Please sign in', 'Your name', 'Are you working with an agent?', 'Please enter'])
    await shotIfAsked(page, `spanish-open-house-${width}`)
    await axeClean(page, `Spanish open house sign-in at ${width}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the Spanish agreement a visitor signed in with as evidence, and staff read it with its language named', async () => {
    const { page, context, errors } = await open(`/es/open-house/${openHouse}/sign-in`, 390)
    await page.getByRole('heading', { name: 'Regístrese, por favor' }).waitFor()
    await page.locator('input[name=name]').fill('Lucía Registro')
    await page.locator('input[name=email]').fill('lucia.registro@example.com')
    await page.locator('input[name=workingWithAgent][value=no]').check()
    const agreement = page.getByRole('checkbox', { name: /^Acepto que / })
    const shown = (await page.locator('.kiosk-consent label').innerText()).replace(/\s*\*\s*$/, '').trim()
    await agreement.check()
    await page.getByRole('button', { name: 'Registrarme' }).click()
    await page.getByRole('heading', { name: '¡Gracias, Lucía!' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
    const row = await suite.site.database.db
      .selectFrom('inquiries')
      .select(['consent_text', 'consent_lang', 'consent_page'])
      .where('email', '=', 'lucia.registro@example.com')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ consent_text: shown, consent_lang: 'es', consent_page: `/es/open-house/${openHouse}/sign-in` })

    for (const width of [390, 1280]) {
      const portal = await openPortal(suite.browser, suite.site.url, { width })
      await portal.page.goto(`${suite.site.url}/admin/contacts`)
      await portal.page.getByRole('button', { name: /Lucía Registro/ }).click()
      const detail = portal.page.locator('.lead-detail')
      await expect.poll(() => portal.page.getByRole('heading', { level: 2, name: 'Lucía Registro' }).isVisible()).toBe(true)
      const text = await detail.innerText()
      expect(text).toContain(shown)
      expect(text).toMatch(/Consent language\s+Spanish/)
      await detail.getByText('Consent language').scrollIntoViewIfNeeded()
      await shotIfAsked(portal.page, `portal-consent-evidence-es-${width}`)
      expect(await accessibilityProblems(portal.page, `${width} px lead with Spanish consent`, '.lead-detail')).toEqual([])
      expect(portal.errors).toEqual([])
      await portal.context.close()
    }
  })

  it.each([390, 1280])('at %i px a showing’s private page and a bidder’s status link read in Spanish', async (width) => {
    const slot = freeSlots[width === 390 ? 2 : 3]!
    const inquiryId = await sendTour(
      { site: suite.site, listing: sale },
      { ...slot, name: 'Lucía Visitante', email: `visita${width}@example.com` },
    )
    const { manage_token } = await suite.site.database.db
      .selectFrom('showings')
      .select('manage_token')
      .where('inquiry_id', '=', inquiryId)
      .executeTakeFirstOrThrow()
    const { page, context, errors } = await open(`/es/showing?token=${manage_token}`, width)
    await page.getByRole('heading', { name: 'Su visita' }).waitFor()
    await page.getByText('Esperando la confirmación del agente').waitFor()
    expect(await page.getByRole('form', { name: 'Elegir otro horario' }).getByLabel('Fecha preferida').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Cancelar la visita' }).count()).toBe(1)
    expect(await page.locator('.showing-card dd').nth(1).innerText()).toContain('(hora de Omaha)')
    await noneOf(page, ['Your Showing', 'Choose another time', 'Cancel showing', 'Omaha time'])
    await shotIfAsked(page, `spanish-showing-${width}`)
    await axeClean(page, `Spanish showing page at ${width}`)

    await page.goto(`${suite.site.url}/es/application-status?token=${'0'.repeat(64)}`)
    await page.getByRole('heading', { name: 'Estado de la solicitud' }).waitFor()
    await page.getByText('Este enlace de estado no es válido.').waitFor()
    expect(await page.getByRole('link', { name: 'comuníquese con nosotros' }).getAttribute('href')).toBe('/es/contact')
    await axeClean(page, `Spanish application status at ${width}`)
    expect(errors).toEqual([])
    await context.close()
  })
})
