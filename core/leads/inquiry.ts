import { z } from 'zod'
// Plain-word messages for every schema (core/plain-messages.ts).
import '#core/plain-messages.ts'
import { TOUR_TIME_SLOTS } from '#core/constants.ts'
import { cleanText, isPhone } from '#core/normalize-text.ts'
import { MISSING_FIELDS_MESSAGE } from './inquiry-messages.ts'
import { isTourDate } from './tour-dates.ts'
import { CONSENT_SHOWN_FIELDS } from './consent.ts'

// Contact-agent and tour-request payloads with their rules (docs/product.md#contact-agent-and-tour-requests).
// Every text is normalised (core/clean-text.ts) before it is checked, stored or mailed.

const tooLong = (max: number) => `must be at most ${max} characters`
const clean = (multiline: boolean) => (v: unknown) => (typeof v === 'string' ? cleanText(v, { multiline }) : v)
/** An optional one-line text, normalised. */
export const line = (max: number) => z.preprocess(clean(false), z.string().max(max, tooLong(max))).optional()
/** An optional multi-line text (a message), normalised. */
export const block = (max: number) => z.preprocess(clean(true), z.string().max(max, tooLong(max))).optional()

export const ContactAgentBodySchema = z.object({
  propertyId: line(64),
  propertyAddress: line(300),
  agentEmail: line(320),
  agentName: line(200),
  clientName: line(200),
  clientEmail: line(320),
  clientPhone: line(40),
  message: block(5000),
  subject: line(300),
  preferredContact: line(20),
  /** Honeypot: people leave it empty; bots fill it (server/leads/honeypot.ts). */
  website: line(300),
  /** The disclosure shown under the button, which the visitor agrees to by sending (core/leads/consent.ts). */
  ...CONSENT_SHOWN_FIELDS,
})

export const TourRequestBodySchema = ContactAgentBodySchema.extend({
  selectedDate: line(40),
  selectedTime: line(40),
  /**
   * Ticked "I have read the lead-based paint notice": optional, and required by the server only for a home built before
   * 1978 (docs/decisions/0156-lead-paint-notice.md); kept with the lead.
   */
  leadPaintAcknowledged: z.boolean().optional(),
})

export type TourRequestBody = z.infer<typeof TourRequestBodySchema>

export const NO_MESSAGE = 'No additional message'
export { MISSING_FIELDS_MESSAGE }
export { TOUR_DATE_MESSAGE } from './tour-dates.ts'
export const INAPPROPRIATE_MESSAGE = 'Your message contains inappropriate language. Please revise it and try again.'

const EMAIL = z.email()

/**
 * Returns the names of required fields that are missing, the fields that are
 * malformed, and whether a tour's date is outside today … 90 days ahead.
 */
export function checkInquiry(
  body: TourRequestBody,
  kind: 'agent' | 'tour',
  now: Date = new Date(),
): { missing: string[]; invalid: string[]; dateOutOfRange: boolean } {
  const required: Array<keyof TourRequestBody> =
    kind === 'tour' ? ['clientName', 'clientEmail', 'clientPhone', 'selectedDate', 'selectedTime'] : ['clientName', 'clientEmail']
  const missing = required.filter((k) => !body[k])
  const invalid: string[] = []
  if (body.clientEmail && !EMAIL.safeParse(body.clientEmail).success) invalid.push('clientEmail')
  if (body.clientPhone && !isPhone(body.clientPhone)) invalid.push('clientPhone')
  if (kind === 'tour' && body.selectedTime && !(TOUR_TIME_SLOTS as readonly string[]).includes(body.selectedTime))
    invalid.push('selectedTime')
  if (kind === 'tour' && body.selectedDate && !/^\d{4}-\d{2}-\d{2}$/.test(body.selectedDate)) invalid.push('selectedDate')
  const dateOutOfRange = kind === 'tour' && !!body.selectedDate && !invalid.includes('selectedDate') && !isTourDate(body.selectedDate, now)
  return { missing, invalid, dateOutOfRange }
}

/** The server's answer for required fields that are missing ("Missing required fields: …") or malformed, or null. */
export function inquiryFieldsProblem({ missing, invalid }: { missing: string[]; invalid: string[] }): string | null {
  if (missing.length) return `${MISSING_FIELDS_MESSAGE}: ${missing.join(', ')}`
  if (invalid.length) return `Please check these fields: ${invalid.join(', ')}`
  return null
}

/**
 * The forms' check before sending: the payload read with the route's schema (normalised as the server reads it),
 * then the server's answer for missing or malformed fields. Null when the server must decide: a body its schema
 * refuses (it words that itself), the tour date (today is the server's clock) and the wording check.
 */
export function inquiryPrecheck(kind: 'agent' | 'tour', payload: unknown): string | null {
  const parsed = (kind === 'tour' ? TourRequestBodySchema : ContactAgentBodySchema).safeParse(payload)
  return parsed.success ? inquiryFieldsProblem(checkInquiry(parsed.data, kind)) : null
}
