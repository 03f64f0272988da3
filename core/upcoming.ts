import { z } from 'zod'
import { IdSchema } from './ids.ts'
import { MISSING_FIELDS_MESSAGE } from './inquiry.ts'
import { friendlyInquiryError } from './messages.ts'

// Express Interest and Get Notified on the upcoming listings (spec 1 §2, §3 "Interest form", §8).

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).optional()

/**
 * POST /api/contact/interest: the Interest form (name, email, phone, message)
 * with the field names of the contact-agent payload (spec 1 §7). Types and
 * lengths only; which fields are required is InterestFormSchema's call, so a
 * missing one gets the "Missing required fields" answer the forms map.
 */
export const InterestBodySchema = z.object({
  propertyId: IdSchema,
  clientName: text(200),
  clientEmail: text(320),
  clientPhone: text(40),
  message: text(5000),
  /** Honeypot: people leave it empty; bots fill it. */
  website: text(300),
})
export type InterestBody = z.infer<typeof InterestBodySchema>

const REQUIRED = 'required'

/** The Interest form's rules, used by the dialog for instant messages and by the server as the authority: name and email required. */
export const InterestFormSchema = z.object({
  clientName: z.string().trim().min(1, REQUIRED),
  clientEmail: z.string().trim().min(1, REQUIRED).pipe(z.email('must be an email address such as name@example.com')),
  clientPhone: z.string().trim().optional(),
  message: z.string().trim().optional(),
})

/** The answer to a form that breaks the rules: the spec's "Missing required fields" wording first, then malformed fields. */
export function interestProblem(body: Partial<Record<'clientName' | 'clientEmail' | 'clientPhone' | 'message', string>>): string | null {
  const result = InterestFormSchema.safeParse({ ...body, clientName: body.clientName ?? '', clientEmail: body.clientEmail ?? '' })
  if (result.success) return null
  const fields = (required: boolean) => [
    ...new Set(result.error.issues.filter((i) => (i.message === REQUIRED) === required).map((i) => String(i.path[0]))),
  ]
  const missing = fields(true)
  if (missing.length) return `${MISSING_FIELDS_MESSAGE}: ${missing.join(', ')}`
  return `Please check these fields: ${fields(false).join(', ')}`
}

export const INTEREST_ERROR = 'Error submitting your interest. Please try again.'

/** Spec 1 §8 wording, word for word. */
export const interestThanks = (title: string) => `Thank you for your interest in ${title}! We'll contact you when it becomes available.`

/** Maps the server's answer like the contact-agent form does (spec 1 §8), with this form's own generic text. */
export function friendlyInterestError(serverMessage: string | undefined): string {
  if (!serverMessage) return INTEREST_ERROR
  if (/clientEmail/.test(serverMessage) && !serverMessage.includes(MISSING_FIELDS_MESSAGE)) return INVALID_EMAIL
  return friendlyInquiryError(serverMessage, 'agent')
}

export const INVALID_EMAIL = 'Please enter a valid email address.'

/** POST /api/upcoming/subscribers: Get Notified. The address is stored lower-case so a second sign-up finds the first. */
export const SubscriberBodySchema = z.object({
  email: z
    .string()
    .trim()
    .max(320, 'must be at most 320 characters')
    .pipe(z.email('must be an email address such as name@example.com'))
    .transform((s) => s.toLowerCase()),
  website: text(300),
})
export type SubscriberBody = z.infer<typeof SubscriberBodySchema>

export const SUBSCRIBED_MESSAGE = "You're on the list! We'll email you when new upcoming homes are announced."
export const SUBSCRIBE_ERROR = 'Error signing you up. Please try again.'

/** POST /api/upcoming/subscribers/unsubscribe: the token from the link in a new-upcoming-home mail. */
export const UnsubscribeBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'must be the 64-character code from the unsubscribe link'),
})
export type UnsubscribeBody = z.infer<typeof UnsubscribeBodySchema>

export const UNSUBSCRIBED_MESSAGE = "You're unsubscribed. You won't get emails about new upcoming homes."
export const UNKNOWN_UNSUBSCRIBE_TOKEN =
  'This unsubscribe link is not on our list. You may have unsubscribed already, or the link was cut short: copy the whole link from the email.'
export const UNSUBSCRIBE_ERROR = 'Error unsubscribing you. Please try again.'
