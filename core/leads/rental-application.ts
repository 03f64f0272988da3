import { z } from 'zod'
// Plain-word messages for every schema (core/plain-messages.ts).
import '#core/plain-messages.ts'
import { CONSENT_SHOWN_FIELDS } from './consent.ts'
import { PHONE_PATTERN } from '#core/normalize-text.ts'
import { choices } from '#core/choices.ts'
import { RENTAL_FIELD_MESSAGES as SAY } from './rental-messages.ts'

// A rental application (docs/decisions/0130-rental-applications.md): one schema for the browser's field messages and
// the server's authority. The main applicant writes the household's part and their own; each co-applicant named
// with an e-mail is invited to write their own part (employment, income, documents, consent) through a private link.

const text = (max: number, title: string) => z.string().trim().max(max, `At most ${max} characters`).meta({ title })
const required = (max: number, title: string, message = `Enter the ${title.toLowerCase()}`) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters`).meta({ title })
const email = (title: string) => z.string().trim().max(320).pipe(z.email(SAY.email)).meta({ title })
const phone = z.string().trim().min(1, SAY.phoneMissing).regex(PHONE_PATTERN, SAY.phone).meta({ title: 'Phone' })
const dollars = (title: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, SAY.dollars)
    .meta({ title })

export const EMPLOYMENT_STATUSES = choices({
  employed: 'Employed',
  'self-employed': 'Self-employed',
  retired: 'Retired',
  student: 'Student',
  other: 'Other',
})
const EMPLOYMENT_VALUES = EMPLOYMENT_STATUSES.map((s) => s.value) as ['employed', ...string[]]

/** Each applicant's own part: their employment and income. */
export const ApplicantPartSchema = z.object({
  employmentStatus: z.enum(EMPLOYMENT_VALUES, SAY.employment).meta({ title: 'Employment' }),
  employer: text(200, 'Employer'),
  jobTitle: text(200, 'Job title'),
  employedSince: text(40, 'Employed since'),
  monthlyIncome: dollars('Monthly income before taxes'),
  otherIncome: text(500, 'Other income'),
})
export type ApplicantPart = z.infer<typeof ApplicantPartSchema>

export const AddressSchema = z.object({
  street: text(300, 'Address'),
  since: text(40, 'Lived there since'),
  landlord: text(200, 'Landlord or manager'),
  landlordPhone: text(40, 'Landlord phone'),
  rent: text(10, 'Monthly rent'),
})
export type Address = z.infer<typeof AddressSchema>

export const CO_APPLICANTS_MAX = 4
export const HOUSEHOLD_MAX = 10
export const PETS_MAX = 4
export const VEHICLES_MAX = 4
export const REFERENCES_MAX = 3

/** The household's part, written by the main applicant. */
export const HouseholdSchema = z.object({
  moveInDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, SAY.moveIn)
    .refine((d) => !Number.isNaN(Date.parse(d)), SAY.moveIn)
    .meta({ title: 'Desired move-in date' }),
  householdMembers: z
    .array(z.object({ name: required(200, 'Name'), relationship: text(100, 'Relationship'), age: text(3, 'Age') }))
    .max(HOUSEHOLD_MAX),
  pets: z.array(z.object({ kind: required(100, 'Kind of pet'), breed: text(100, 'Breed'), weight: text(20, 'Weight') })).max(PETS_MAX),
  vehicles: z.array(z.object({ description: required(200, 'Make and model'), plate: text(20, 'Plate') })).max(VEHICLES_MAX),
  currentAddress: AddressSchema.extend({ street: required(300, 'Current address') }),
  previousAddress: AddressSchema,
  references: z
    .array(z.object({ name: required(200, 'Reference name'), phone, relationship: text(100, 'Relationship') }))
    .max(REFERENCES_MAX),
})
export type Household = z.infer<typeof HouseholdSchema>

const consentTicked = z.literal(true, SAY.consent).meta({ title: 'Agreement' })

export const RentalApplicationSchema = z
  .object({
    applicant: z.object({ name: required(200, 'Full name'), email: email('Email'), phone }),
    part: ApplicantPartSchema,
    household: HouseholdSchema,
    coApplicants: z
      .array(z.object({ name: required(200, 'Co-applicant name'), email: email('Co-applicant email') }))
      .max(CO_APPLICANTS_MAX),
    consent: consentTicked,
    /** "I have read the lead-based paint notice": required by the server only for a home built before 1978. */
    leadPaintAcknowledged: z.boolean().optional(),
    /** Honeypot: people leave it empty; bots fill it (server/leads/honeypot.ts). */
    website: z.string().max(300).default(''),
    ...CONSENT_SHOWN_FIELDS,
  })
  .superRefine((a, ctx) => {
    const seen = new Set([a.applicant.email.toLowerCase()])
    a.coApplicants.forEach((c, i) => {
      const key = c.email.toLowerCase()
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: SAY.ownEmail, path: ['coApplicants', i, 'email'] })
      seen.add(key)
    })
  })
export type RentalApplication = z.infer<typeof RentalApplicationSchema>

/** A co-applicant's own part, sent through their private link. */
export const CoApplicantPartSchema = z.object({
  phone,
  part: ApplicantPartSchema,
  consent: consentTicked,
  ...CONSENT_SHOWN_FIELDS,
})
export type CoApplicantPartBody = z.infer<typeof CoApplicantPartSchema>

/** The words every applicant agrees to (kept as evidence: core/leads/consent.ts). */
export const RENTAL_CONSENT_TEXT =
  'I confirm that what I wrote in this application is true, and I agree that Heartland Home Partners may contact me about it and check my income, employment, rental history and references with the people I named.'

/** The private files each applicant sends: one ID and up to three proofs of income. */
export const RENTAL_FILE_FIELDS = {
  idDocument: { label: 'Photo ID', maxCount: 1, kinds: ['pdf', 'jpeg', 'png'] },
  incomeProof: { label: 'Proof of income', maxCount: 3, kinds: ['pdf', 'jpeg', 'png'] },
} as const
export type RentalFileField = keyof typeof RENTAL_FILE_FIELDS
export const RENTAL_FILE_MAX_BYTES = 15 * 1024 * 1024
export const RENTAL_FILES_TOTAL_MAX_BYTES = 45 * 1024 * 1024

export const RENTAL_APPLICATION_STATUSES = ['received', 'under-review', 'approved', 'declined', 'withdrawn'] as const
export type RentalApplicationStatus = (typeof RENTAL_APPLICATION_STATUSES)[number]
export const RENTAL_STATUS_LABELS: Record<RentalApplicationStatus, string> = {
  received: 'Received',
  'under-review': 'Under review',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}
/** Statuses an application can still change from. */
export const OPEN_RENTAL_STATUSES: readonly RentalApplicationStatus[] = ['received', 'under-review']
/** What staff may set. */
export const STAFF_RENTAL_STATUSES = ['under-review', 'approved', 'declined'] as const

export { RENTAL_MESSAGES } from './rental-messages.ts'

/** A failed parse as one sentence for a 400: the first problem, named by its field. */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  const field = issue.path.filter((p) => typeof p === 'string').at(-1)
  return field ? `Please check the ${String(field)} field: ${issue.message}` : issue.message
}

// The answers of the rental application API (server/leads/rentals/*.routes.ts).

const StatusEnum = z.enum(RENTAL_APPLICATION_STATUSES)

export const RentalApplicationListSchema = z.array(
  z.object({
    _id: z.string(),
    status: StatusEnum,
    createdAt: z.string(),
    moveInDate: z.string(),
    name: z.string(),
    email: z.string(),
    listing: z.object({ _id: z.string(), title: z.string(), address: z.string() }),
    applicants: z.number().int(),
    completed: z.number().int(),
  }),
)
export type RentalApplicationListItem = z.infer<typeof RentalApplicationListSchema>[number]

const FieldLine = z.object({ label: z.string(), value: z.string() })

export const RentalApplicationDetailSchema = z.object({
  _id: z.string(),
  status: StatusEnum,
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  statusChangedAt: z.string(),
  listing: z.object({ _id: z.string(), title: z.string(), address: z.string(), status: z.string(), price: z.number() }).nullable(),
  household: HouseholdSchema,
  applicants: z.array(
    z.object({
      _id: z.string(),
      role: z.enum(['main', 'co']),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      completedAt: z.string().nullable(),
      part: ApplicantPartSchema.nullable(),
      consent: z.array(FieldLine),
      files: z.array(z.object({ _id: z.string(), field: z.string(), name: z.string(), bytes: z.number(), warnings: z.string() })),
    }),
  ),
})
export type RentalApplicationDetail = z.infer<typeof RentalApplicationDetailSchema>

export const RentalStatusBodySchema = z.object({ status: z.enum(STAFF_RENTAL_STATUSES, 'Choose under review, approved or declined') })
