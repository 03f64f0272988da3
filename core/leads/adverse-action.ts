import { z } from 'zod'
import { RentalApplicationDetailSchema, RentalStatusBodySchema } from './rental-application.ts'

// The adverse-action notice (docs/decisions/0152-adverse-action-notice.md): when staff decline a rental application
// because, in whole or in part, of a consumer report (credit, eviction or background report from a screening
// company), the applicant is owed a notice naming the agency and their rights under the FCRA. Staff enter the agency
// at the decision; the notice is prepared from it, shown for editing, mailed with the decline and kept.

const line = (max: number, title: string, empty: string) =>
  z.string().trim().min(1, empty).max(max, `At most ${max} characters`).meta({ title })

export const ReportAgencySchema = z.object({
  name: line(200, 'Agency name', 'Enter the name of the consumer reporting agency that made the report'),
  address: line(300, 'Agency address', 'Enter the mailing address of the consumer reporting agency'),
  phone: line(40, 'Agency phone', 'Enter the phone number of the consumer reporting agency (toll-free if it has one)'),
})
export type ReportAgency = z.infer<typeof ReportAgencySchema>

export const CREDIT_SCORE_MIN = 250
export const CREDIT_SCORE_MAX = 900

/** The credit score, when one was used: the number, its range, when it was made and the key factors as the report gives them. */
export const CreditScoreSchema = z.object({
  score: z
    .number('Enter the score as a number')
    .int('Enter the score as a whole number')
    .min(CREDIT_SCORE_MIN, `A credit score is at least ${CREDIT_SCORE_MIN}`)
    .max(CREDIT_SCORE_MAX, `A credit score is at most ${CREDIT_SCORE_MAX}`)
    .meta({ title: 'Credit score' }),
  range: z.string().trim().max(40, 'At most 40 characters').default('').meta({ title: 'Range of possible scores' }),
  date: z.string().trim().max(40, 'At most 40 characters').default('').meta({ title: 'Date of the score' }),
  factors: z
    .string()
    .trim()
    .min(1, 'Enter the key factors that hurt the score, as the report lists them')
    .max(1500, 'At most 1500 characters')
    .meta({ title: 'Key factors' }),
})
export type CreditScore = z.infer<typeof CreditScoreSchema>

export const NOTICE_MAX = 10_000

/** What staff send with a decline that rests on a consumer report. */
export const AdverseActionSchema = z.object({
  agency: ReportAgencySchema,
  creditScore: CreditScoreSchema.nullable().default(null),
  /** The notice as staff left it after reading (and perhaps editing) the prepared text. */
  notice: z.string().trim().min(1, 'The notice is empty: prepare it again').max(NOTICE_MAX, `At most ${NOTICE_MAX} characters`).meta({
    title: 'Notice',
  }),
})
export type AdverseAction = z.infer<typeof AdverseActionSchema>

/** Staff's decision body: the status, and for a decline that rests on a consumer report, that report's notice. */
export const RentalDecisionBodySchema = RentalStatusBodySchema.extend({ report: AdverseActionSchema.optional() })

export const ADVERSE_ACTION_MESSAGES = {
  onlyWithDecline: 'A consumer-report notice goes only with a decline.',
  agencyNotNamed: 'The notice must name the consumer reporting agency as entered.',
  subject: 'Your rental application: the consumer report we used and your rights',
} as const

/** A consumer reporting agency staff used before, offered at the next decision. */
export const RecentAgencySchema = ReportAgencySchema
export const RecentAgenciesSchema = z.array(RecentAgencySchema)

/** The notice as kept with the application. */
export const AdverseNoticeSchema = z.object({
  _id: z.string(),
  agency: ReportAgencySchema,
  creditScore: CreditScoreSchema.nullable(),
  text: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
})
export type AdverseNotice = z.infer<typeof AdverseNoticeSchema>

/** One application for staff's review, with the adverse-action notice its decline sent (null when none was). */
export const RentalReviewSchema = RentalApplicationDetailSchema.extend({ adverseNotice: AdverseNoticeSchema.nullable() })
export type RentalReview = z.infer<typeof RentalReviewSchema>

/** The prepared notice's words: what the applicant is owed under the FCRA, for staff to read and edit before sending. */
export function prepareAdverseNotice(input: {
  applicant: string
  home: string
  date: string
  office: string
  agency: ReportAgency
  creditScore: CreditScore | null
}): string {
  const { agency, creditScore } = input
  const score = creditScore
    ? [
        '',
        'Your credit score',
        `We also used a credit score from the report: ${creditScore.score}${creditScore.range ? ` (scores range from ${creditScore.range})` : ''}${creditScore.date ? `, as of ${creditScore.date}` : ''}.`,
        'The key factors that hurt the score were:',
        creditScore.factors,
      ]
    : []
  return [
    `Dear ${input.applicant},`,
    '',
    `On ${input.date} we declined your application to rent ${input.home}. Our decision was based in whole or in part on information in a consumer report from:`,
    '',
    agency.name,
    agency.address,
    agency.phone,
    '',
    'The consumer reporting agency did not make this decision and cannot tell you why it was made.',
    '',
    'Your rights',
    'You have the right to a free copy of your report from the consumer reporting agency named above if you ask for it within 60 days of receiving this notice.',
    'You have the right to dispute with the consumer reporting agency the accuracy or completeness of any information in the report.',
    ...score,
    '',
    `Sincerely,`,
    input.office,
  ].join('\n')
}
