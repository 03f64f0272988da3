import { z } from 'zod'
import { INCLUDED_UTILITIES, LEAD_PAINT, MLS_STATUSES, NO_FACTS, PET_POLICIES } from './listing-fact-rules.ts'

// The facts a listing must state before it is published, by type (docs/decisions/0153-required-listing-facts.md):
// taxes and the lead-paint disclosure of a sale, what a rental costs and allows under Nebraska's deposit caps, and
// where an upcoming home stands with the MLS. Stored with the listing's other details. Their choices and rules are in
// listing-fact-rules.ts, which pages use without zod.

export const MlsSchema = z.object({
  status: z.enum(MLS_STATUSES).nullable(),
  /** The MLS number, when it is in the MLS. */
  number: z.string(),
  /** YYYY-MM-DD: when the seller signed the delayed-marketing exemption. */
  exemptionSignedOn: z.string().nullable(),
})

export const ListingFactsSchema = z.object({
  /** Dollars a year; null: not given. */
  annualTaxes: z.number().nullable(),
  leadPaint: z.enum(LEAD_PAINT).nullable(),
  pets: z.enum(PET_POLICIES).nullable(),
  /** Dollars, once; null: none or not given. */
  petDeposit: z.number().nullable(),
  /** What the rent includes; ["none"] when nothing is, empty when not said. */
  utilitiesIncluded: z.array(z.enum(INCLUDED_UTILITIES)),
  /** YYYY-MM-DD: when a renter may move in. */
  availableOn: z.string().nullable(),
  /** The City of Omaha rental registration number. */
  rentalRegistration: z.string(),
  mls: MlsSchema,
})
export type ListingFacts = z.infer<typeof ListingFactsSchema>

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const dateText = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === '' || (isoDate.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))), `${label} must be a date`)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .transform((s) => s ?? null)

/** The facts as the editor sends them; caps that depend on the rent are checked with the whole listing. */
export const ListingFactsInputSchema = z
  .object({
    annualTaxes: z
      .number({ error: 'Annual property taxes must be a number' })
      .int('Annual property taxes are in whole dollars, e.g. 3400')
      .min(0, 'Annual property taxes cannot be negative')
      .max(10_000_000, 'Annual property taxes are too large')
      .nullable()
      .meta({ title: 'Annual property taxes' }),
    leadPaint: z.enum(LEAD_PAINT, { error: 'Choose a lead-based paint status' }).nullable().meta({ title: 'Lead-based paint' }),
    pets: z.enum(PET_POLICIES, { error: 'Choose a pet policy' }).nullable().meta({ title: 'Pets' }),
    petDeposit: z
      .number({ error: 'Pet deposit must be a number' })
      .int('Pet deposit is in whole dollars, e.g. 300')
      .min(0, 'Pet deposit cannot be negative')
      .nullable()
      .meta({ title: 'Pet deposit' }),
    utilitiesIncluded: z
      .array(z.enum(INCLUDED_UTILITIES, { error: 'Choose utilities from the list' }))
      .max(INCLUDED_UTILITIES.length)
      .refine((u) => !u.includes('none') || u.length === 1, 'Choose “None included” or the utilities the rent includes, not both')
      .meta({ title: 'Utilities included' }),
    availableOn: dateText('Available date').meta({ title: 'Available date' }),
    rentalRegistration: z.string().trim().max(40, 'Rental registration number must be at most 40 characters').meta({
      title: 'Rental registration number',
    }),
    mls: z.object({
      status: z.enum(MLS_STATUSES, { error: 'Choose an MLS status' }).nullable().meta({ title: 'MLS status' }),
      number: z.string().trim().max(20, 'MLS number must be at most 20 characters').meta({ title: 'MLS number' }),
      exemptionSignedOn: dateText('Date the seller signed').meta({ title: 'Date the seller signed' }),
    }),
  })
  .default(NO_FACTS)
