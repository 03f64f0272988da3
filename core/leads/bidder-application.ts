import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import { CONSENT_SHOWN_FIELDS } from './consent.ts'
import { REFERENCES_MAX, TRADES, applicationProblem, type BidderAnswers } from './bidder-rules.ts'

// The server's schema of a preferred-bidder application (docs/product.md#preferred-bidders-application), read from
// the multipart text fields: every text normalised, references and trades as
// JSON text, agreements as "true"; then the ordered rules of core/leads/bidder-rules.ts
// (the same function the page runs) decide.

const line = (max: number) => cleanLine(max).default('')
const block = (max: number) => cleanBlock(max).default('')
const json = (v: unknown) => {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}
const flag = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean())

export const BidderReferenceSchema = z.object({
  name: line(200),
  company: line(200),
  phone: line(40),
  email: line(320),
  project: line(500),
})

export const BidderApplicationSchema = z
  .object({
    companyName: line(200),
    primaryContact: line(200),
    phone: line(40),
    email: line(320),
    businessAddress: line(300),
    businessLicense: line(200),
    contractorLicense: line(200),
    insuranceInfo: block(2000),
    bondingStatus: line(10),
    bondingDetails: block(2000),
    yearsInBusiness: line(10),
    crewSize: line(10),
    tradesServices: z
      .preprocess(json, z.array(z.string().max(40), { error: 'tradesServices must be a JSON list' }).max(TRADES.length))
      .default([]),
    otherTradesDetails: block(2000),
    serviceArea: line(40),
    broaderAreaDetails: block(2000),
    recentProjects: block(5000),
    references: z
      .preprocess(
        json,
        z
          .array(BidderReferenceSchema, { error: 'references must be a JSON list' })
          .max(REFERENCES_MAX, `at most ${REFERENCES_MAX} references`),
      )
      .default([]),
    oshaViolations: line(10),
    litigationHistory: line(10),
    violationsExplanation: block(5000),
    agreeToProvideDocuments: flag.default(false),
    agreeToSiteRules: flag.default(false),
    /** Honeypot: people leave it empty; bots fill it (server/leads/honeypot.ts). */
    website: line(300),
    /** The two agreements' words the page showed (BIDDER_AGREEMENTS_TEXT) and its path (core/leads/consent.ts). */
    ...CONSENT_SHOWN_FIELDS,
  })
  .superRefine((a, ctx) => {
    const problem = applicationProblem(a)
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.field.split('.') })
  })

export type BidderApplication = z.infer<typeof BidderApplicationSchema> & BidderAnswers

/** The application's answers, or the first problem's message (a 400 for the sender). */
export function parseBidderApplication(
  fields: Record<string, string>,
): { ok: true; value: BidderApplication } | { ok: false; message: string } {
  const parsed = BidderApplicationSchema.safeParse(fields)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  return {
    ok: false,
    message: issue.code === 'custom' ? issue.message : `Please check the ${issue.path.join('.') || 'form'} field: ${issue.message}`,
  }
}

/** POST /api/send-confirmation-email (docs/product.md#preferred-bidders-application). */
export const ConfirmationEmailBodySchema = z.object({
  to: line(320),
  subject: line(300),
  applicantName: line(200),
  companyName: line(200),
  submissionDate: line(100),
  applicationId: line(40),
})
