import { z } from 'zod'
import { choices, type Choice } from '#core/choices.ts'

// The facts a listing must state before it is published, by type (docs/decisions/0153-required-listing-facts.md):
// taxes and the lead-paint disclosure of a sale, what a rental costs and allows under Nebraska's deposit caps, and
// where an upcoming home stands with the MLS. Stored with the listing's other details.

/** The federal lead-based paint disclosure of a home built before this year. */
export const LEAD_PAINT_BEFORE = 1978

export const LEAD_PAINT_OPTIONS = choices({
  'disclosed-with-pamphlet': 'Lead disclosure and EPA pamphlet provided',
  'known-lead': 'Known lead-based paint',
  'no-known-lead': 'No known lead-based paint',
})
export const PET_POLICY_OPTIONS = choices({
  none: 'No pets',
  cats: 'Cats allowed',
  dogs: 'Dogs allowed',
  'cats-and-dogs': 'Cats and dogs allowed',
  'case-by-case': 'Pets case by case',
})
export const INCLUDED_UTILITY_OPTIONS = choices({
  none: 'None included',
  water: 'Water',
  sewer: 'Sewer',
  trash: 'Trash',
  gas: 'Gas',
  electric: 'Electric',
  internet: 'Internet',
  'lawn-care': 'Lawn care',
  'snow-removal': 'Snow removal',
})
export const MLS_STATUS_OPTIONS = choices({
  'not-listed': 'Not listed by a licensee',
  'in-mls': 'In the MLS',
  'delayed-marketing': 'Delayed-marketing exemption',
})

const values = <V extends string>(options: ReadonlyArray<Choice<V>>) => options.map((o) => o.value) as [V, ...V[]]
export const LEAD_PAINT = values(LEAD_PAINT_OPTIONS)
export const PET_POLICIES = values(PET_POLICY_OPTIONS)
export const INCLUDED_UTILITIES = values(INCLUDED_UTILITY_OPTIONS)
export const MLS_STATUSES = values(MLS_STATUS_OPTIONS)
export type PetPolicy = (typeof PET_POLICIES)[number]

export const labelOf = <V extends string>(options: ReadonlyArray<Choice<V>>, value: V | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? ''

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

export const NO_FACTS: ListingFacts = {
  annualTaxes: null,
  leadPaint: null,
  pets: null,
  petDeposit: null,
  utilitiesIncluded: [],
  availableOn: null,
  rentalRegistration: '',
  mls: { status: null, number: '', exemptionSignedOn: null },
}

/** Nebraska caps a security deposit at one month's rent and a pet deposit at a quarter of it (Neb. Rev. Stat. 76-1416). */
export const depositCap = (rent: number) => rent
export const petDepositCap = (rent: number) => Math.floor(rent / 4)

export const petsAllowed = (pets: PetPolicy | null) => pets !== null && pets !== 'none'

/** Whether an upcoming home's MLS status is complete enough to show it publicly: the status and what it needs. */
export function mlsStatusComplete(mls: ListingFacts['mls']): boolean {
  if (mls.status === 'in-mls') return mls.number.trim() !== ''
  if (mls.status === 'delayed-marketing') return Boolean(mls.exemptionSignedOn)
  return mls.status === 'not-listed'
}

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
