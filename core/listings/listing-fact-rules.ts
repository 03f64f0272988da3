import { choices, type Choice } from '#core/choices.ts'
import type { ListingFacts } from './listing-facts.ts'

// The choices and rules of a listing's required facts (docs/decisions/0153-required-listing-facts.md), apart from
// their schemas (listing-facts.ts) so that the property page shows them without loading zod.

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
