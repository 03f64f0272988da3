import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import { isPhone } from '#core/normalize-text.ts'
import { MISSING_FIELDS_MESSAGE } from './inquiry-messages.ts'
import { CONSULTATION_TIMES } from './office-messages.ts'

export * from './office-messages.ts'

// The two requests a visitor sends to the office rather than to a listing's
// agent: Schedule Consultation on /agents and the general form on /contact.
// Field names follow the contact-agent payload (clientName, clientEmail,
// clientPhone, message) so every public form speaks one language.

const honeypot = z.string().max(300, 'must be at most 300 characters').optional()

/** POST /api/contact/consultation: types and lengths; which fields are required is officeRequestProblem's call. */
export const ConsultationBodySchema = z.object({
  clientName: cleanLine(200).optional(),
  clientEmail: cleanLine(320).optional(),
  clientPhone: cleanLine(40).optional(),
  preferredTime: cleanLine(40).optional(),
  message: cleanBlock(5000).optional(),
  /** Honeypot: people leave it empty; bots fill it. */
  website: honeypot,
})
export type ConsultationBody = z.infer<typeof ConsultationBodySchema>

/** POST /api/contact/general: the contact page's form, the consultation's fields without a preferred time. */
export const GeneralContactBodySchema = ConsultationBodySchema.omit({ preferredTime: true })
export type GeneralContactBody = z.infer<typeof GeneralContactBodySchema>

const REQUIRED = 'required'
const required = z.string().trim().min(1, REQUIRED)
const email = required.pipe(z.email('must be an email address such as name@example.com'))
const phone = z.string().refine((v) => isPhone(v), 'must be a phone number such as (402) 555-0142')
const optionalPhone = z.union([z.literal(''), phone]).optional()

/** Consultation: name, email, phone and a listed time required; message optional. */
export const ConsultationFormSchema = z.object({
  clientName: required,
  clientEmail: email,
  clientPhone: required.pipe(phone),
  preferredTime: required.pipe(z.enum(CONSULTATION_TIMES, { message: `must be one of: ${CONSULTATION_TIMES.join(', ')}` })),
  message: z.string().optional(),
})

/** Contact form: name, email and message required; phone optional. */
export const GeneralContactFormSchema = z.object({
  clientName: required,
  clientEmail: email,
  clientPhone: optionalPhone,
  message: required,
})

export type OfficeRequestKind = 'consultation' | 'contact'

/**
 * What is wrong with a request, in the server's words the forms map (docs/product.md#public-form-rules):
 * "Missing required fields: …" first, then "Please check these fields: …"; null when it is fine.
 * Used by the forms for an instant answer and by the server as the authority.
 */
export function officeRequestProblem(kind: OfficeRequestKind, body: Record<string, string | undefined>): string | null {
  const schema = kind === 'consultation' ? ConsultationFormSchema : GeneralContactFormSchema
  const filled = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, body[k] ?? '']))
  const result = schema.safeParse(filled)
  if (result.success) return null
  const fields = (isRequired: boolean) => [
    ...new Set(result.error.issues.filter((i) => (i.message === REQUIRED) === isRequired).map((i) => String(i.path[0]))),
  ]
  const missing = fields(true)
  if (missing.length) return `${MISSING_FIELDS_MESSAGE}: ${missing.join(', ')}`
  return `Please check these fields: ${fields(false).join(', ')}`
}
