import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertAgent, insertProperty, makeProperty } from '#tests/helpers/factories.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'
import { parseIcs } from '#tests/helpers/icalendar.ts'
import { mailCalendar, mailParts, mailText } from '#tests/helpers/mail-text.ts'
import { multipart, rentalAnswers, sendCoApplicantPart, sendRentalApplication } from '#tests/helpers/rental-applications.ts'
import { RENTAL_CONSENT_TEXT } from '#core/leads/rental-application.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { FAIR_HOUSING_STATEMENT } from '#core/content/fair-housing.ts'
import { OPEN_HOUSE_CONSENT_TEXT } from '#core/leads/open-house-sign-in.ts'
import { startShowingReminders } from '#server/leads/showing-reminders.job.ts'
import es from '#app/locales/es/mail.json' with { type: 'json' }

// A visitor's mails in the language of the site they used (docs/decisions/0184-visitor-mail-language.md), through the
// API and a real SMTP server on SQLite and PostgreSQL: the Spanish site's requests say "Accept-Language: es" and get
// Spanish mail, with a Spanish calendar invitation and footer, now and days later; an English visitor, or one whose
// browser merely prefers Spanish second, gets the exact English; staff's mails stay English.

const PUBLIC_URL = 'https://homes.example'
const SPANISH = { 'accept-language': 'es' }
const INES = { name: 'Inés Soto', email: 'ines@example.com', phone: '', workingWithAgent: 'no', preApproval: 'not-yet', website: '' }
const EVERY_DAY = JSON.stringify({ week: Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })), daysOff: [] })

for (const dialect of dialects) {
  describe(`visitor mail language on ${dialect}`, () => {
    let t: MailTestApp
    let clock: Date | undefined
    let home = ''
    let rental = ''

    beforeAll(async () => {
      t = await createMailTestApp({
        dialect,
        build: { now: () => clock ?? new Date() },
        config: { officeEmail: 'office@example.com', publicUrl: PUBLIC_URL },
      })
      const agent = await insertAgent(t.database.db, { name: 'Robin Agent', email: 'robin@example.com', phone: '(402) 555-0142' })
      await t.database.db.updateTable('agents').set({ showing_hours: EVERY_DAY }).where('id', '=', agent._id).execute()
      const card = { name: agent.name, title: 'Agent', phone: agent.phone, email: agent.email, photo: '' }
      home = await insertProperty(t.database.db, { agentId: agent._id, agent: card, title: 'Elm Bungalow', address: '4410 Elm St' })
      rental = await insertProperty(t.database.db, { type: 'rental', status: 'available', price: 1650, title: 'Maple Duplex' })
    })
    afterAll(() => t?.close())

    /** The mails queued to `to`, oldest first (subjects as stored, before MIME encoding). */
    const outbox = (to: string) =>
      t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').orderBy('id').execute()
    const delivered = async (to: string) => {
      await t.deliver()
      return t.mailsTo(to)
    }
    const tour = async (email: string, headers: Record<string, string>) => {
      const slots = await freeTourSlots(t.app, home)
      return t.app.inject({
        method: 'POST',
        url: '/api/contact/tour',
        headers,
        payload: {
          propertyId: home,
          clientName: 'Dana Visitor',
          clientEmail: email,
          clientPhone: '402-555-0199',
          message: '',
          ...slots.next(),
        },
      })
    }
    /** Staff (whose portal is English) put a rental application under review: its applicants are told. */
    const underReview = async (applicationId: string) => {
      const review = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/rental-applications/${applicationId}/status`,
        headers: { ...authHeader(await signIn(t.app)), 'accept-language': 'en' },
        payload: { status: 'under-review' },
      })
      expect(review.statusCode).toBe(200)
    }
    const localeOf = async (email: string) =>
      (await t.database.db.selectFrom('inquiries').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale

    it('answers a Spanish tour request with a Spanish "request received", invitation and footer; the agent’s mail stays English', async () => {
      expect((await tour('ana@example.com', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).statusCode).toBe(200)
      expect(await localeOf('ana@example.com')).toBe('es')
      const [queued] = await outbox('ana@example.com')
      expect(queued!.subject).toBe('Recibimos su solicitud')
      const [mail] = await delivered('ana@example.com')
      const text = mailText(mail!.raw)
      expect(text).toContain('Hola, Dana Visitor:')
      expect(text).toContain('Recibimos su solicitud para ver Elm Bungalow. Robin Agent la confirmará')
      // Day and month names with accents too (sábado, miércoles).
      expect(text).toMatch(/Cuándo: \p{L}+, \d+ de \p{L}+ de \d{4}, .+ \(hora de Omaha\)/u)
      expect(text).toMatch(new RegExp(`${PUBLIC_URL}/es/showing\\?token=[0-9a-f]{64}`))
      expect(text).toContain(es.footer.statement)
      expect(text).not.toContain(FAIR_HOUSING_STATEMENT)
      expect(text).not.toMatch(/Hello|Your private link|Waiting for/)
      const { events } = parseIcs(mailCalendar(mail!.raw)!.ics)
      expect(events[0]!.SUMMARY).toBe('Visita: Elm Bungalow')
      expect(events[0]!.DESCRIPTION).toContain('Su agente: Robin Agent')
      expect(events[0]!.DESCRIPTION).toContain('Esperando la confirmación del agente.')
      expect(events[0]!.URL).toBe(`${PUBLIC_URL}/es/property/${home}`)
      const [agentMail] = (await outbox('robin@example.com')).filter((m) => m.subject.startsWith('Tour Request'))
      expect(agentMail!.subject).toBe('Tour Request - 4410 Elm St, Omaha')
      expect(agentMail!.text_body).toContain(FAIR_HOUSING_STATEMENT)
    })

    it('keeps the exact English for an English visitor, and for a browser that only prefers Spanish second', async () => {
      for (const [email, headers] of [
        ['ben@example.com', {}],
        ['cy@example.com', { 'accept-language': 'en' }],
        ['dee@example.com', { 'accept-language': 'fr-CA,es;q=0.8' }],
      ] as const) {
        expect((await tour(email, headers)).statusCode).toBe(200)
        expect(await localeOf(email)).toBe('en')
        const [mail] = await delivered(email)
        const text = mailText(mail!.raw)
        expect((await outbox(email))[0]!.subject).toBe('Request received')
        expect(text).toContain('Hello Dana Visitor,')
        expect(text).toContain('We received your request to see Elm Bungalow. Robin Agent will confirm it or suggest another time soon')
        expect(text).toMatch(/When: \w+, \w+ \d+, \d{4}, .+ \(Omaha time\)/)
        expect(text).toMatch(new RegExp(`${PUBLIC_URL}/showing\\?token=[0-9a-f]{64}`))
        expect(text).toContain(FAIR_HOUSING_STATEMENT)
        expect(parseIcs(mailCalendar(mail!.raw)!.ics).events[0]!.SUMMARY).toBe('Showing: Elm Bungalow')
      }
    })

    it('tells a Spanish visitor of staff’s confirmation, and reminds them the day before, in Spanish, with the clock moved days ahead', async () => {
      const slots = await freeTourSlots(t.app, home)
      let kept = slots.next()
      while (Date.parse(`${kept.selectedDate}T00:00:00Z`) < Date.now() + 2 * 86_400_000) kept = slots.next()
      const payload = {
        propertyId: home,
        clientName: 'Eva',
        clientEmail: 'eva@example.com',
        clientPhone: '402-555-0111',
        message: '',
        ...kept,
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/contact/tour', headers: SPANISH, payload })).statusCode).toBe(200)
      const { id, starts_at } = await t.database.db
        .selectFrom('showings as s')
        .innerJoin('inquiries as i', 'i.id', 's.inquiry_id')
        .select(['s.id', 's.starts_at'])
        .where('i.email', '=', 'eva@example.com')
        .executeTakeFirstOrThrow()
      // Staff confirm it from the English portal: the visitor hears in Spanish.
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/admin/showings/${id}/confirm`,
        headers: { ...authHeader(await signIn(t.app)), 'accept-language': 'en-US' },
      })
      expect(confirmed.statusCode).toBe(200)
      const reminders = startShowingReminders(t.database.db, {
        officeEmail: 'office@example.com',
        publicUrl: PUBLIC_URL,
        now: () => new Date(Date.parse(starts_at) - 23 * 3_600_000),
        intervalMs: 3_600_000,
      })
      try {
        expect(await reminders.runDue()).toMatchObject({ state: 'done' })
      } finally {
        await reminders.stop()
      }
      expect((await outbox('eva@example.com')).map((m) => m.subject)).toEqual([
        'Recibimos su solicitud',
        'Su visita está confirmada',
        'Recordatorio: su visita es mañana',
      ])
      const reminder = (await delivered('eva@example.com')).at(-1)!
      expect(mailText(reminder.raw)).toContain('Le recordamos su visita a Elm Bungalow mañana.')
      expect(parseIcs(mailCalendar(reminder.raw)!.ics).events[0]!.SUMMARY).toBe('Visita: Elm Bungalow')
    })

    it('confirms a Spanish Get Notified sign-up in Spanish, with the Spanish confirmation page', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upcoming/subscribers',
        headers: SPANISH,
        payload: { email: 'fer@example.com' },
      })
      expect(res.statusCode).toBe(200)
      const [queued] = await outbox('fer@example.com')
      expect(queued!.subject).toBe('Confirme, por favor: correos sobre nuevas casas próximas')
      expect(queued!.text_body).toMatch(new RegExp(`Confirmar: ${PUBLIC_URL}/es/confirm-subscription\\?token=`))
      expect(queued!.html_body).toContain('<html lang="es">')
      expect(queued!.html_body).toContain('Confirmar mi correo')
      const [mail] = await delivered('fer@example.com')
      const html = mailParts(mail!.raw).find((p) => /text\/html/i.test(p.head))!.body
      expect(html).toContain('olvidaremos la dirección en 7 días')
      expect(html).toContain(es.footer.statement)

      await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'gus@example.com' } })
      expect((await outbox('gus@example.com'))[0]!.subject).toBe('Please confirm: emails about new upcoming homes')
    })

    it('mails a Spanish rental applicant Spanish receipt and status mails, and the office English', async () => {
      const sample = await sampleFiles()
      const answers = rentalAnswers({ applicant: { name: 'Hugo Ruiz', email: 'hugo@example.com', phone: '402-555-0150' } })
      const { payload, contentType } = await multipart({ application: JSON.stringify(answers) }, [
        ['idDocument', sample.pdf, 'license.pdf'],
        ['incomeProof', sample.png, 'paystub.png'],
      ])
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/rentals/${rental}/applications`,
        payload,
        headers: { 'content-type': contentType, ...SPANISH },
      })
      expect(sent.statusCode).toBe(200)
      const { applicationId } = sent.json() as { applicationId: string }
      // Days later, staff (whose portal is English) move it on: the applicant still hears in Spanish.
      clock = new Date(Date.now() + 3 * 86_400_000)
      try {
        await underReview(applicationId)
      } finally {
        clock = undefined
      }
      const mails = await outbox('hugo@example.com')
      expect(mails.map((m) => m.subject)).toEqual([
        'Recibimos su solicitud para Maple Duplex',
        'Su solicitud para Maple Duplex: En revisión',
      ])
      expect(mails[0]!.text_body).toContain('Gracias por solicitar el alquiler de Maple Duplex')
      expect(mails[0]!.text_body).toMatch(new RegExp(`${PUBLIC_URL}/es/rental-application\\?token=`))
      expect(mails[1]!.text_body).toContain('El estado de su solicitud de alquiler de Maple Duplex es ahora: En revisión.')
      expect(mails[1]!.text_body).toContain(es.footer.statement)
      const office = await outbox('office@example.com')
      expect(office.map((m) => m.subject)).toContain('Rental application for Maple Duplex: a new application')
    })

    it('mails each co-applicant in the language of the site they completed their part on, not the main applicant’s', async () => {
      for (const [main, co, mainHeaders, coHeaders] of [
        ['lena@example.com', 'tomas@example.com', {}, SPANISH],
        ['rosa@example.com', 'gary@example.com', SPANISH, { 'accept-language': 'en' }],
      ] as const) {
        const answers = rentalAnswers({
          applicant: { name: 'Main Applicant', email: main, phone: '402-555-0150' },
          coApplicants: [{ name: 'Co Applicant', email: co }],
        })
        const sent = await sendRentalApplication(t.app, rental, answers, undefined, mainHeaders)
        expect(sent.statusCode, sent.body).toBe(200)
        const { applicationId } = sent.json() as { applicationId: string }
        // The invitation can only be in the main applicant's language: nothing else is known of the co-applicant yet.
        const [invite] = await delivered(co)
        const invitation = mailText(invite!.raw)
        const coToken = /rental-application\?token=([0-9a-f]+)/.exec(invitation)![1]!
        // ...with the same private link in the other language, offered in that language's words.
        const mainSpanish = mainHeaders === SPANISH
        expect(invitation).toContain(mainSpanish ? 'Lo nombraron como cosolicitante' : 'You were named as a co-applicant')
        const [first, second] = [...invitation.matchAll(/\S+rental-application\?token=[0-9a-f]+/g)].map((m) => m[0])
        const [spanishLink, englishLink] = mainSpanish ? [first, second] : [second, first]
        expect(spanishLink).toBe(`${PUBLIC_URL}/es/rental-application?token=${coToken}`)
        expect(englishLink).toBe(`${PUBLIC_URL}/rental-application?token=${coToken}`)
        expect(invitation).toContain(
          mainSpanish ? 'Prefer English? Your part in English (the same private link):' : '¿Prefiere español? Su parte en español',
        )
        const part = { phone: '402-555-0111', part: rentalAnswers().part, consent: true, consentText: RENTAL_CONSENT_TEXT }
        const done = await sendCoApplicantPart(t.app, coToken, part, undefined, coHeaders)
        expect(done.statusCode, done.body).toBe(200)
        await underReview(applicationId)
        const spanishCo = coHeaders === SPANISH
        const coMails = await delivered(co)
        const coStatus = mailText(coMails.at(-1)!.raw)
        const mainStatus = mailText((await delivered(main)).at(-1)!.raw)
        expect(coStatus).toContain(
          spanishCo ? 'El estado de su solicitud de alquiler de Maple Duplex es ahora: En revisión.' : 'Maple Duplex',
        )
        expect(coStatus).toMatch(spanishCo ? /\/es\/rental-application\?token=/ : /homes\.example\/rental-application\?token=/)
        expect(mainStatus).toMatch(spanishCo ? /homes\.example\/rental-application\?token=/ : /\/es\/rental-application\?token=/)
        if (!spanishCo) expect(coStatus).not.toContain('El estado de su solicitud')
        else expect(mainStatus).not.toContain('El estado de su solicitud')
      }
    })

    it('keeps the language of a Spanish open-house sign-in with its lead; the agent is told in English', async () => {
      // Wednesday 4 March 2026, 8:00 in Omaha: the open house is scheduled, and signed in at from 9:30.
      clock = new Date('2026-03-04T14:00:00Z')
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/properties/${home}/open-houses`,
          headers: authHeader(await signIn(t.app)),
          payload: { date: '2026-03-04', startTime: '10:00', endTime: '12:00' },
        })
        expect(res.statusCode).toBe(201)
        const openHouse = (res.json() as { openHouses: Array<{ _id: string }> }).openHouses.at(-1)!._id
        clock = new Date('2026-03-04T15:30:00Z')
        const signedIn = await t.app.inject({
          method: 'POST',
          url: `/api/open-houses/${openHouse}/sign-ins`,
          headers: SPANISH,
          payload: { ...INES, consent: true, consentText: OPEN_HOUSE_CONSENT_TEXT },
        })
        expect(signedIn.statusCode).toBe(200)
      } finally {
        clock = undefined
      }
      expect(await localeOf('ines@example.com')).toBe('es')
      const [agentMail] = (await outbox('robin@example.com')).filter((m) => m.subject.startsWith('Open house sign-in'))
      expect(agentMail!.text_body).toContain('Name: Inés Soto')
      expect(agentMail!.text_body).toContain(FAIR_HOUSING_STATEMENT)
    })

    it('sends a Spanish saved search’s alert in Spanish, with Spanish links, and an English one in English', async () => {
      for (const [email, locale] of [
        ['jose@example.com', 'es'],
        ['kim@example.com', 'en'],
      ] as const) {
        const saved = await t.app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          payload: { email, locale, page: '/properties', query: 'minPrice=900000', name: 'Casas grandes', frequency: 'instant' },
        })
        expect(saved.statusCode).toBe(200)
        const confirm = (await outbox(email))[0]!
        const token = /confirm-alerts\?token=([0-9a-f]{64})/.exec(confirm.text_body)![1]
        expect(confirm.text_body).toContain(locale === 'es' ? `${PUBLIC_URL}/es/confirm-alerts` : `${PUBLIC_URL}/confirm-alerts`)
        expect((await t.app.inject({ method: 'POST', url: '/api/saved-searches/confirm', payload: { token } })).statusCode).toBe(200)
      }
      const id = await t.app.propertyWriter.create(makeProperty({ status: 'available', price: 950000, title: 'Regency Estate' }))
      expect(await t.app.savedSearchAlerts.runDue()).toEqual({ state: 'done', sent: 2 })
      const [spanish] = (await outbox('jose@example.com')).slice(1)
      expect(spanish!.subject).toBe('Una casa nueva para "Casas grandes"')
      expect(spanish!.text_body).toContain('Una casa nueva coincide con su búsqueda')
      expect(spanish!.text_body).toContain(`${PUBLIC_URL}/es/property/${id}`)
      expect(spanish!.text_body).toContain('Administrar sus búsquedas y casas guardadas')
      expect(spanish!.list_unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/es/stop-alert\\?token=[0-9a-f]{64}$`))
      expect(spanish!.html_body).toContain('<html lang="es">')
      const [english] = (await outbox('kim@example.com')).slice(1)
      expect(english!.subject).toBe('A new home for "Casas grandes"')
      expect(english!.text_body).toContain('A new home matches your search')
      expect(english!.text_body).toContain(`Regency Estate`)
      expect(english!.text_body).toContain(`${PUBLIC_URL}/property/${id}`)
    })
  })
}
