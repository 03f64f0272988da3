import { z } from 'zod'
import { TOUR_TIME_SLOTS } from './constants.ts'

// Contact-agent and tour-request payloads of spec 1 §7, with the rules of §5.

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).optional()

export const ContactAgentBodySchema = z.object({
  propertyId: text(64),
  propertyAddress: text(300),
  agentEmail: text(320),
  agentName: text(200),
  clientName: text(200),
  clientEmail: text(320),
  clientPhone: text(40),
  message: text(5000),
  subject: text(300),
  preferredContact: text(20),
  /** Honeypot: people leave it empty; bots fill it. */
  website: text(300),
})

export const TourRequestBodySchema = ContactAgentBodySchema.extend({
  selectedDate: text(40),
  selectedTime: text(40),
})

export type ContactAgentBody = z.infer<typeof ContactAgentBodySchema>
export type TourRequestBody = z.infer<typeof TourRequestBodySchema>

export const NO_MESSAGE = 'No additional message'
export { MISSING_FIELDS_MESSAGE } from './messages.ts'
export const INAPPROPRIATE_MESSAGE = 'Your message contains inappropriate language. Please revise it and try again.'

const EMAIL = z.email()

/** Returns the names of required fields that are missing, and the fields that are malformed. */
export function checkInquiry(body: TourRequestBody, kind: 'agent' | 'tour'): { missing: string[]; invalid: string[] } {
  const required: Array<keyof TourRequestBody> =
    kind === 'tour' ? ['clientName', 'clientEmail', 'clientPhone', 'selectedDate', 'selectedTime'] : ['clientName', 'clientEmail']
  const missing = required.filter((k) => !body[k]?.trim())
  const invalid: string[] = []
  if (body.clientEmail?.trim() && !EMAIL.safeParse(body.clientEmail.trim()).success) invalid.push('clientEmail')
  if (kind === 'tour' && body.selectedTime?.trim() && !(TOUR_TIME_SLOTS as readonly string[]).includes(body.selectedTime.trim()))
    invalid.push('selectedTime')
  if (kind === 'tour' && body.selectedDate?.trim() && !/^\d{4}-\d{2}-\d{2}$/.test(body.selectedDate.trim())) invalid.push('selectedDate')
  return { missing, invalid }
}
