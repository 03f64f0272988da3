import { z } from 'zod'
// Plain-word messages for every schema (core/plain-messages.ts).
import '#core/plain-messages.ts'
import { cleanText, isPhone } from '#core/normalize-text.ts'
import { line } from './inquiry.ts'
import { CONSENT_SHOWN_FIELDS } from './consent.ts'
import { PRE_APPROVAL, SIGN_IN_MESSAGES, WORKING_WITH_AGENT } from './open-house-sign-in-rules.ts'

export * from './open-house-sign-in-rules.ts'

// The open house sign-in (docs/decisions/0115-open-house-sign-in.md): POST /api/open-houses/:id/sign-ins. The body's
// schema checks types and lengths; the form's rules (what is required, what a valid answer is) are one schema the
// kiosk page checks before sending and the server checks again, answering the first problem in plain words.

const values = <T extends ReadonlyArray<{ value: string }>>(list: T) =>
  list.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]]

export const OpenHouseSignInBodySchema = z.object({
  name: line(200),
  email: line(320),
  phone: line(40),
  workingWithAgent: line(10),
  preApproval: line(10),
  /** Ticked by the visitor; unticked by default. */
  consent: z.boolean().optional(),
  /** The consent words the page showed (OPEN_HOUSE_CONSENT_TEXT) and its path (core/leads/consent.ts). */
  ...CONSENT_SHOWN_FIELDS,
  /** Honeypot: people leave it empty; bots fill it (server/leads/honeypot.ts). */
  website: line(300),
})
export type OpenHouseSignInBody = z.infer<typeof OpenHouseSignInBodySchema>

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

const text = z.string().transform((v) => cleanText(v))

/** The sign-in form's rules, by field: the kiosk's messages next to its fields and the server's answer. */
export const OpenHouseSignInFormSchema = z
  .object({
    name: text.pipe(z.string().min(1, SIGN_IN_MESSAGES.name)),
    email: text.pipe(z.union([z.literal(''), z.email(SIGN_IN_MESSAGES.email)], { error: SIGN_IN_MESSAGES.email })),
    phone: text.refine((v) => !v || isPhone(v), SIGN_IN_MESSAGES.phone),
    workingWithAgent: z.enum(values(WORKING_WITH_AGENT), { error: SIGN_IN_MESSAGES.workingWithAgent }),
    preApproval: z.union([z.literal(''), z.enum(values(PRE_APPROVAL))]).optional(),
    consent: z.literal(true, { error: SIGN_IN_MESSAGES.consent }),
  })
  .superRefine(
    (v, ctx) => {
      if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: SIGN_IN_MESSAGES.contact })
    },
    // Also while other fields have problems, so the form shows every one at once.
    { when: ({ value }) => isRecord(value) && typeof value.email === 'string' && typeof value.phone === 'string' },
  )
export type OpenHouseSignIn = z.infer<typeof OpenHouseSignInFormSchema>

/** The form's fields top to bottom: its problems come in this order. */
export const FORM_ORDER = ['name', 'email', 'phone', 'workingWithAgent', 'preApproval', 'consent']

/** What the form's rules say of a body: the sign-in as it will be stored, or the problems by field in the form's order. */
export function checkSignIn(body: OpenHouseSignInBody): { data?: OpenHouseSignIn; problems: Array<{ field: string; message: string }> } {
  const result = OpenHouseSignInFormSchema.safeParse({
    name: body.name ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    workingWithAgent: body.workingWithAgent,
    preApproval: body.preApproval ?? '',
    consent: body.consent,
  })
  if (result.success) return { data: result.data, problems: [] }
  const problems = result.error.issues.map((i) => ({ field: String(i.path[0] ?? 'name'), message: i.message }))
  return { problems: problems.sort((a, b) => FORM_ORDER.indexOf(a.field) - FORM_ORDER.indexOf(b.field)) }
}
