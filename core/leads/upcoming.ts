import { z } from 'zod'
// Plain-word messages for every schema (core/plain-messages.ts).
import '#core/plain-messages.ts'
import { IdSchema } from '#core/ids.ts'
import { MISSING_FIELDS_MESSAGE } from './inquiry-messages.ts'
import { cleanText, isPhone } from '#core/normalize-text.ts'
import { block, line } from './inquiry.ts'

export * from './upcoming-messages.ts'

// Express Interest and Get Notified on the upcoming listings.

/**
 * POST /api/contact/interest: the Interest form (name, email, phone, message)
 * with the field names of the contact-agent payload. Types and
 * lengths only; which fields are required is InterestFormSchema's call, so a
 * missing one gets the "Missing required fields" answer the forms map.
 */
export const InterestBodySchema = z.object({
  propertyId: IdSchema,
  clientName: line(200),
  clientEmail: line(320),
  clientPhone: line(40),
  message: block(5000),
  /** Honeypot: people leave it empty; bots fill it (server/leads/honeypot.ts). */
  website: line(300),
})
export type InterestBody = z.infer<typeof InterestBodySchema>

const REQUIRED = 'required'

const normalised = (multiline = false) => z.string().transform((v) => cleanText(v, { multiline }))

/** The Interest form's rules, used by the dialog for instant messages and by the server as the authority: name and email required. */
export const InterestFormSchema = z.object({
  clientName: normalised().pipe(z.string().min(1, REQUIRED)),
  clientEmail: normalised().pipe(z.string().min(1, REQUIRED)).pipe(z.email('must be an email address such as name@example.com')),
  clientPhone: normalised()
    .refine((v) => !v || isPhone(v), 'must be a phone number such as 402-555-0199')
    .optional(),
  message: normalised(true).optional(),
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

/** POST /api/upcoming/subscribers: Get Notified. The address is stored lower-case so a second sign-up finds the first. */
export const SubscriberBodySchema = z.object({
  email: z
    .string()
    .transform((v) => cleanText(v))
    .pipe(z.string().max(320, 'must be at most 320 characters'))
    .pipe(z.email('must be an email address such as name@example.com'))
    .transform((s) => s.toLowerCase()),
  website: line(300),
})

/** POST /api/upcoming/subscribers/unsubscribe: the token from the link in a new-upcoming-home mail. */
export const UnsubscribeBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'must be the 64-character code from the unsubscribe link'),
})

/** POST /api/upcoming/subscribers/confirm: the token from the link in the confirmation mail. */
export const ConfirmBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'must be the 64-character code from the confirmation link'),
})
