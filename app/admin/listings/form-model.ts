import { NO_RENTAL_FEES, type Listing } from '#core/listings/listing.ts'
import { emptyListingForm, ListingInputSchema, type ListingFormValues, type ListingInputBody } from '#core/listings/listing-form.ts'
import { problemsOf, type Problems } from '#app/admin/ui/field-problems.tsx'

// The editor keeps what is typed as typed (numbers as text, so "1." or an
// empty box stay as they are) and turns it into the API body only to check
// and save it, with the one schema of core/listings/listing-form.ts.

export type Draft = Record<string, unknown>

/** Number fields; those marked true may be left empty. */
export const NUMBER_FIELDS: Record<string, boolean> = {
  price: false,
  estimatedPrice: true,
  bedrooms: false,
  bathrooms: false,
  squareFootage: false,
  'location.walkScore': true,
  'exterior.yearBuilt': true,
  'parking.spaces': true,
  'building.stories': true,
  'building.totalUnits': true,
  'hoa.fee': true,
  'rentalFees.deposit': true,
  'rentalFees.petRent': true,
  'rentalFees.utilities': true,
  'facts.annualTaxes': true,
  'facts.petDeposit': true,
}

export function getIn(obj: Draft, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Draft | undefined)?.[k], obj)
}

export function setIn(obj: Draft, path: string, value: unknown): Draft {
  const [head, ...rest] = path.split('.')
  return { ...obj, [head]: rest.length === 0 ? value : setIn((obj[head] as Draft) ?? {}, rest.join('.'), value) }
}

/** The editor's state for a listing (or a new one). */
export function draftOf(values: ListingFormValues): Draft {
  let draft = structuredClone(values) as unknown as Draft
  for (const path of Object.keys(NUMBER_FIELDS)) {
    const v = getIn(draft, path)
    draft = setIn(draft, path, v === null || v === undefined || (path === 'price' && v === 0) ? '' : String(v))
  }
  if (!draft.renovation) draft.renovation = { summary: '', work: [] }
  draft.hasRenovation = Boolean(values.renovation)
  return draft
}

/** The API body of the editor's state (what the schema then checks). */
export function bodyOf(draft: Draft): ListingInputBody {
  let body: Draft = { ...draft }
  for (const [path, nullable] of Object.entries(NUMBER_FIELDS)) {
    const text = String(getIn(body, path) ?? '').trim()
    // An empty box is missing (or null where it may be empty); text that is no number stays text: the schema then
    // says "… is required" or "… must be a number".
    const number = Number(text)
    body = setIn(body, path, text === '' ? (nullable ? null : undefined) : Number.isNaN(number) ? text : number)
  }
  const hasRenovation = body.hasRenovation
  delete body.hasRenovation
  if (!hasRenovation) body.renovation = null
  if (body.status !== 'upcoming') body.estimatedPrice = null
  if (body.type !== 'rental') body.rentalFees = { ...NO_RENTAL_FEES }
  return body as unknown as ListingInputBody
}

/** What the listing's schema refuses in the editor's state, by path ("hoa.fee"). */
export function draftProblems(draft: Draft): Problems {
  const check = ListingInputSchema.safeParse(bodyOf(draft))
  return check.success ? {} : problemsOf(check.error.issues)
}

/** The form values of a stored listing. */
export function valuesOf(p: Listing): ListingFormValues {
  const { location, exterior, interior, parking, building, hoa, rentalFees, facts } = p
  return {
    ...emptyListingForm(),
    title: p.title,
    address: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    type: p.type,
    status: p.status,
    propertyType: p.propertyType,
    price: p.price,
    estimatedPrice: p.estimatedPrice,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    squareFootage: p.squareFootage,
    description: p.description,
    descriptionEs: p.descriptionEs ?? '',
    features: p.features,
    agentId: p.agentId ?? null,
    location,
    exterior,
    interior,
    parking,
    building,
    hoa,
    rentalFees,
    facts,
    latitude: p.latitude,
    longitude: p.longitude,
    renovation:
      p.renovation && (p.renovation.summary || p.renovation.work.length > 0 || p.renovation.pairs.length > 0)
        ? { summary: p.renovation.summary, work: p.renovation.work }
        : null,
  }
}
