import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import '#core/plain-messages.ts'
import en from '#app/locales/en/forms.json'
import es from '#app/locales/es/forms.json'
import { i18nFor } from '#app/i18n/i18n.ts'
import { RENTAL_CONSENT_TEXT, RENTAL_STATUS_LABELS, RentalApplicationSchema } from '#core/leads/rental-application.ts'
import { OPEN_HOUSE_CONSENT_TEXT } from '#core/leads/open-house-sign-in-rules.ts'
import { BIDDER_AGREEMENTS, TRADES } from '#core/leads/bidder-rules.ts'
import { PROPERTY_TYPES, TIMEFRAMES } from '#core/leads/sell-to-us-rules.ts'
import { SHOWING_STATUS_LABELS } from '#core/leads/showing-link.ts'
import { SLOT_REASONS, slotTakenMessage } from '#core/leads/showings.ts'
import { signInOpensMessage } from '#core/leads/open-house-sign-in-rules.ts'
import { inquiryFieldsProblem } from '#core/leads/inquiry.ts'
import { TOUR_DATE_MESSAGE } from '#core/leads/tour-dates.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { MAIL_LINK_PAGES } from '#app/leads/mail-links.ts'
import { KNOWN_MESSAGES, knownMessage } from './known-messages.ts'

// Core's messages shown in the page's language (docs/decisions/0180-form-messages-in-spanish.md).
const inEnglish = (text: string) => knownMessage(text, i18nFor('en', { forms: en }).getFixedT('en'))
const inSpanish = (text: string) => knownMessage(text, i18nFor('es', { forms: es }).getFixedT('es'))
const zodMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0].message

describe('the forms’ known messages', () => {
  it('hold core’s English words as the English file’s words', () => {
    for (const [id, text] of Object.entries(KNOWN_MESSAGES))
      expect((en.messages as Record<string, string>)[id], `messages.${id}`).toBe(text)
  })

  it('show a known message in Spanish, and any other text as it is', () => {
    expect(inSpanish(KNOWN_MESSAGES.tourSuccess)).toBe(
      '¡Su solicitud de visita fue enviada! El agente se comunicará con usted en un plazo de 24 horas para confirmarla.',
    )
    expect(inSpanish('Please enter a valid email address.')).toBe('Escriba un correo electrónico válido.')
    expect(inSpanish('Something only the server knows')).toBe('Something only the server knows')
    expect(inEnglish(KNOWN_MESSAGES.tourSuccess)).toBe(KNOWN_MESSAGES.tourSuccess)
  })

  it('word zod’s plain messages, counts included, in both languages', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.string().max(10_000), 'x'.repeat(10_001), 'Use como máximo 10,000 caracteres'],
      [z.string().max(1), 'xx', 'Use como máximo 1 carácter'],
      [z.string().min(1), '', 'Complete este campo'],
      [z.string().min(8), 'short', 'Use al menos 8 caracteres'],
      [z.array(z.string()).max(1), ['a', 'b'], 'Use como máximo 1 elemento'],
      [z.array(z.string()).min(3), [], 'Agregue al menos 3 elementos'],
      [z.number(), 'twelve', 'Escriba un número'],
      [z.number().int(), 1.5, 'Use un número entero'],
      [z.number().max(50), 51, 'Use 50 o menos'],
      [z.number().min(2), 1, 'Use 2 o más'],
      [z.email(), 'nobody', 'Escriba un correo electrónico como nombre@ejemplo.com'],
      [z.enum(['sale', 'rental']), 'lease', 'Elija una de estas opciones: sale, rental'],
    ]
    for (const [schema, value, spanish] of cases) {
      const english = zodMessage(schema, value)
      expect(inEnglish(english), english).toBe(english)
      expect(inSpanish(english), english).toBe(spanish)
    }
  })

  it('word the server’s answers with variable parts in Spanish: the nearest free times, sign-in’s opening, field checks', () => {
    // Thursday 26 November and Monday 30 November 2026, the days said again in Spanish; the slots' labels are the form's.
    const taken = slotTakenMessage([
      { date: '2026-11-26', slot: '8-10 AM' },
      { date: '2026-11-30', slot: '2-4 PM' },
    ])
    expect(taken).toBe('That time is no longer available. The nearest free times are: Thu, Nov 26, 8-10 AM; Mon, Nov 30, 2-4 PM.')
    expect(inEnglish(taken)).toBe(taken)
    expect(inSpanish(taken)).toBe(
      'Ese horario ya no está disponible. Los horarios libres más cercanos son: jue, 26 de nov, 8-10 AM; lun, 30 de nov, 2-4 PM.',
    )
    expect(inSpanish(slotTakenMessage([]))).toBe(
      'Ese horario ya no está disponible y no hay otro libre en los próximos 90 días. Llame a la oficina.',
    )
    expect(inSpanish(TOUR_DATE_MESSAGE)).toBe('Elija una fecha de visita entre hoy y los próximos 90 días.')
    // Sunday 6 December 2026: sign-in opens at 12:00 PM in Omaha, an hour before a 1 PM open house.
    const opens = signInOpensMessage('2026-12-06T18:00:00.000Z')
    expect(opens).toBe('Sign-in opens at 12:00 PM on Sun, Dec 6, an hour before the open house starts.')
    expect(inSpanish(opens)).toMatch(/^El registro se abre a las 12:00 p\.\s?m\. del dom, 6 de dic, una hora antes/)
    const fields = inquiryFieldsProblem({ missing: [], invalid: ['selectedTime'] })!
    expect(inSpanish(fields)).toBe('Revise estos campos: selectedTime')
    expect(inSpanish('Please check the email field: Enter an e-mail address like name@example.com')).toBe(
      'Revise el campo email: Escriba un correo electrónico como nombre@ejemplo.com',
    )
  })

  it('word a form schema’s own messages in Spanish', () => {
    const issues = RentalApplicationSchema.safeParse({ applicant: { name: '', email: 'x', phone: '' } }).error!.issues
    const spanish = issues.map((issue) => inSpanish(issue.message))
    expect(spanish).toContain('Escriba un correo electrónico como nombre@ejemplo.com')
    expect(spanish).toContain('Escriba un número de teléfono')
    // "Enter the full name": a required field of the schema.
    expect(spanish).toContain('Complete este campo')
  })
})

describe('the forms’ English words that core keeps too', () => {
  const words = (ns: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/en/${ns}.json`), 'utf8'))
  const english = (ns: string) => i18nFor('en', { [ns]: words(ns) }).getFixedT('en', ns)

  it('show the agreements the server keeps as evidence in their exact English words', () => {
    expect(english('leads')('signIn.consent', { company: COMPANY_NAME })).toBe(OPEN_HOUSE_CONSENT_TEXT)
    expect(english('rentals')('consent', { company: COMPANY_NAME })).toBe(RENTAL_CONSENT_TEXT)
    for (const [key, text] of Object.entries(BIDDER_AGREEMENTS)) expect(english('bidders')(`agreement.${key}`)).toBe(text)
  })

  it('name statuses, choices and mail-link pages as core does', () => {
    for (const [status, label] of Object.entries(SHOWING_STATUS_LABELS)) expect(english('showings')(`status.${status}`)).toBe(label)
    for (const [status, label] of Object.entries(RENTAL_STATUS_LABELS)) expect(english('rentals')(`status.label.${status}`)).toBe(label)
    for (const { value, label } of TRADES) expect(english('bidders')(`trade.${value}`)).toBe(label)
    for (const { value, label } of PROPERTY_TYPES) expect(english('sell')(`form.type.${value}`)).toBe(label)
    for (const { value, label } of TIMEFRAMES) expect(english('sell')(`form.time.${value}`)).toBe(label)
    for (const [reason, label] of Object.entries(SLOT_REASONS)) expect(english('leads')(`tour.reason.${reason}`)).toBe(label)
    for (const page of Object.values(MAIL_LINK_PAGES)) {
      const t = english('private-links')
      expect(t(`kind.${page.keys.kind}.title`)).toBe(page.page.title)
      expect(t(`page.${page.keys.id}.question`)).toBe(page.question)
      expect(t(`page.${page.keys.id}.description`)).toBe(page.page.description)
    }
  })
})
