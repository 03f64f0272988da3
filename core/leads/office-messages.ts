import { MESSAGES, MISSING_FIELDS_MESSAGE } from './inquiry-messages.ts'

// What the visitor reads around the consultation request (/agents) and the
// contact form (/contact). No zod here: pages load these at once and the form
// rules (./office-requests.ts) only when a form is used.

/** When a visitor would like the consultation call; the office books it (docs/product.md#consultation-request). */
export const CONSULTATION_TIMES = ['Weekday morning', 'Weekday afternoon', 'Weekday evening', 'Saturday', 'Any time'] as const

export const CONSULTATION_SENT =
  "Thank you! Your consultation request is on its way. We'll call you within one business day to book a time."
export const CONSULTATION_ERROR = 'Error submitting your consultation request. Please try again.'
export const CONTACT_SENT = "Thank you for your message! We'll get back to you within one business day."
export const CONTACT_ERROR = 'Error sending your message. Please try again.'

const FIELD_HINTS: Record<string, string> = {
  clientEmail: 'Please enter a valid email address.',
  clientPhone: 'Please enter a valid phone number.',
  preferredTime: 'Please choose a preferred time.',
}

/** Maps the server's answer like the contact-agent form does, with this form's own generic text. */
export function friendlyOfficeError(serverMessage: string | undefined, kind: 'consultation' | 'contact'): string {
  const generic = kind === 'consultation' ? CONSULTATION_ERROR : CONTACT_ERROR
  if (!serverMessage) return generic
  if (serverMessage.includes('inappropriate language')) return MESSAGES.inappropriate
  if (serverMessage.includes(MISSING_FIELDS_MESSAGE)) return MESSAGES.missingFields
  const field = Object.keys(FIELD_HINTS).find((f) => serverMessage.includes(f))
  return field ? FIELD_HINTS[field] : serverMessage
}
