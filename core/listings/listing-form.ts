import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import { HOME_KINDS, PROPERTY_STATUSES, PROPERTY_TYPES } from '#core/constants.ts'
import { IdSchema } from '#core/ids.ts'
import type { ListingStatus, ListingType } from './listing.ts'
import { ListingFactsInputSchema } from './listing-facts.ts'
import { depositCap, NO_FACTS, petDepositCap, petsAllowed } from './listing-fact-rules.ts'

// The listing editor's one schema (docs/product.md#listing-editor): the portal checks a
// form with it for messages next to the fields, and the server decides with it.

/** Which statuses a listing of each type can have: a rental is never sold, a sale never rented. */
export const STATUSES_BY_TYPE: Record<ListingType, readonly ListingStatus[]> = {
  sale: ['upcoming', 'available', 'pending', 'sold'],
  // Pending: an approved rental application holds the home; Upcoming: a rental coming soon, on the Upcoming page
  // only (docs/decisions/0132-rentals-can-be-pending.md).
  rental: ['upcoming', 'available', 'pending', 'rented'],
}

export const STATUS_LABELS: Record<ListingStatus, string> = {
  upcoming: 'Upcoming',
  available: 'Available',
  pending: 'Pending',
  sold: 'Sold',
  rented: 'Rented',
}

export const statusAllowed = (type: ListingType, status: ListingStatus) => STATUSES_BY_TYPE[type].includes(status)
export const statusRuleMessage = (type: ListingType) =>
  `A ${type === 'sale' ? 'sale' : 'rental'} listing can be ${STATUSES_BY_TYPE[type].map((s) => STATUS_LABELS[s]).join(', ')}`

const line = (max = 200) => cleanLine(max)
const list = (max = 40) =>
  z
    .array(cleanLine(120))
    .max(max)
    .transform((items) => items.filter(Boolean))

/** "Price is required" for an empty box, "Price must be a number" for anything else that is no number. */
const numberError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`
const whole = (label: string, min = 0, max = 1_000_000) =>
  z
    .number({ error: numberError(label) })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
const optionalWhole = (label: string, min = 0, max = 1_000_000) => whole(label, min, max).nullable().meta({ title: label })
/** Dollars as the business prices homes, rents and fees: whole dollars. */
const money = (label: string) =>
  z
    .number({ error: numberError(label) })
    .int(`${label} is in whole dollars, e.g. 1250`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000_000, `${label} is too large`)

export const RenovationSchema = z.object({
  summary: cleanBlock(2000).meta({ title: 'Summary' }),
  /** The work done, one item each: "New roof (2025)", "Kitchen: quartz, soft-close cabinets"… */
  work: list(40).meta({ title: 'Work done' }),
})
export type Renovation = z.infer<typeof RenovationSchema>

export const ListingInputSchema = z
  .object({
    title: line(150).pipe(z.string().min(1, 'Title is required')).meta({ title: 'Title' }),
    address: line(200).pipe(z.string().min(1, 'Street address is required')).meta({ title: 'Street address' }),
    city: line(100).pipe(z.string().min(1, 'City is required')).meta({ title: 'City' }),
    state: line(2)
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, 'State is two letters, e.g. NE'))
      .meta({ title: 'State' }),
    zip: line(10)
      .pipe(z.string().regex(/^\d{5}(-\d{4})?$/, 'ZIP is five digits, e.g. 68144'))
      .meta({ title: 'ZIP' }),
    type: z.enum(PROPERTY_TYPES, { error: 'Choose For sale or For rent' }).meta({ title: 'Listing type' }),
    status: z.enum(PROPERTY_STATUSES, { error: `Status must be one of ${PROPERTY_STATUSES.join(', ')}` }).meta({ title: 'Status' }),
    propertyType: z.enum(HOME_KINDS, { error: `Home type must be one of ${HOME_KINDS.join(', ')}` }).meta({ title: 'Home type' }),
    price: money('Price')
      .refine((n) => n > 0, 'Price must be more than 0')
      .meta({ title: 'Price' }),
    estimatedPrice: money('Estimated price').nullable().meta({ title: 'Estimated price' }),
    bedrooms: whole('Bedrooms', 0, 50).meta({ title: 'Bedrooms' }),
    bathrooms: z
      .number({ error: numberError('Bathrooms') })
      .min(0, 'Bathrooms must be at least 0')
      .max(50, 'Bathrooms must be at most 50')
      .refine((n) => Number.isInteger(n * 2), 'Bathrooms go in halves, e.g. 1.5')
      .meta({ title: 'Bathrooms' }),
    squareFootage: whole('Square feet', 0, 200_000).meta({ title: 'Square feet' }),
    description: cleanBlock(10_000).pipe(z.string().min(1, 'Description is required')).meta({ title: 'Description' }),
    /** Optional, and left as it is when a save does not send it (docs/decisions/0182-spanish-content-and-descriptions.md). */
    descriptionEs: cleanBlock(10_000).optional().meta({ title: 'Description (Spanish)' }),
    features: list(60).meta({ title: 'Features' }),
    agentId: IdSchema.nullable().meta({ title: 'Agent' }),
    location: z.object({
      city: line(100).meta({ title: 'City or area' }),
      neighborhood: line(100).meta({ title: 'Neighborhood' }),
      county: line(100).meta({ title: 'County' }),
      schoolDistrict: line(150).meta({ title: 'School district' }),
      walkScore: optionalWhole('Walk score', 0, 100),
    }),
    exterior: z.object({
      yearBuilt: optionalWhole('Year built', 1800, 2100),
      lotSize: line(100).meta({ title: 'Lot size' }),
      roofType: line(100).meta({ title: 'Roof' }),
      exteriorMaterial: line(100).meta({ title: 'Exterior material' }),
      landscaping: line(200).meta({ title: 'Landscaping' }),
    }),
    interior: z.object({
      flooring: line(150).meta({ title: 'Flooring' }),
      heating: line(100).meta({ title: 'Heating' }),
      cooling: line(100).meta({ title: 'Cooling' }),
      basement: line(150).meta({ title: 'Basement' }),
      laundry: line(100).meta({ title: 'Laundry' }),
      fireplace: line(100).meta({ title: 'Fireplace' }),
      appliances: list().meta({ title: 'Appliances' }),
    }),
    parking: z.object({
      type: line(100).meta({ title: 'Parking type' }),
      spaces: optionalWhole('Parking spaces', 0, 100),
      garageType: line(100).meta({ title: 'Garage' }),
      description: line(300).meta({ title: 'Details' }),
    }),
    building: z.object({
      stories: optionalWhole('Stories', 0, 200),
      totalUnits: optionalWhole('Total units', 0, 10_000),
      petPolicy: line(200).meta({ title: 'Pet policy' }),
      accessibility: list().meta({ title: 'Accessibility' }),
      utilities: list().meta({ title: 'Utilities' }),
      security: list().meta({ title: 'Security' }),
    }),
    hoa: z.object({
      hasHOA: z.boolean(),
      fee: money('HOA fee').nullable().meta({ title: 'HOA fee' }),
      frequency: line(30)
        .transform((s) => s || 'Monthly')
        .meta({ title: 'Paid' }),
      amenities: list().meta({ title: 'Amenities' }),
      restrictions: cleanBlock(1000).meta({ title: 'Restrictions' }),
    }),
    rentalFees: z
      .object({
        deposit: money('Security deposit').nullable().meta({ title: 'Security deposit' }),
        petRent: money('Pet rent').nullable().meta({ title: 'Pet rent' }),
        utilities: money('Utilities').nullable().meta({ title: 'Utilities' }),
      })
      .default({ deposit: null, petRent: null, utilities: null }),
    facts: ListingFactsInputSchema,
    /** The pin: left out (or null) to have it found from the address; a dragged pin is kept until the address changes. */
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    renovation: RenovationSchema.nullable(),
  })
  .superRefine((p, ctx) => {
    if (!statusAllowed(p.type, p.status)) ctx.addIssue({ code: 'custom', path: ['status'], message: statusRuleMessage(p.type) })
    if ((p.latitude == null) !== (p.longitude == null))
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Give both latitude and longitude, or neither' })
    if (p.type === 'rental') rentalCaps(p, ctx)
  })

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`

/** Nebraska's caps on a rental's deposits (docs/decisions/0153-required-listing-facts.md), as errors of their fields. */
function rentalCaps(
  p: { price: number; rentalFees: { deposit: number | null }; facts: z.output<typeof ListingFactsInputSchema> },
  ctx: z.RefinementCtx,
) {
  const deposit = p.rentalFees.deposit
  if (deposit !== null && deposit > depositCap(p.price))
    ctx.addIssue({
      code: 'custom',
      path: ['rentalFees', 'deposit'],
      message: `Security deposit can be at most one month’s rent in Nebraska (${dollars(depositCap(p.price))})`,
    })
  const petDeposit = p.facts.petDeposit
  if (petDeposit !== null && petsAllowed(p.facts.pets) && petDeposit > petDepositCap(p.price))
    ctx.addIssue({
      code: 'custom',
      path: ['facts', 'petDeposit'],
      message: `Pet deposit can be at most a quarter of a month’s rent in Nebraska (${dollars(petDepositCap(p.price))})`,
    })
}
export type ListingInputBody = z.input<typeof ListingInputSchema>
export type ListingFormValues = z.output<typeof ListingInputSchema>

/** A new listing's starting values: a sale, with every section empty. */
export function emptyListingForm(): ListingFormValues {
  return {
    title: '',
    address: '',
    city: 'Omaha',
    state: 'NE',
    zip: '',
    type: 'sale',
    status: 'available',
    propertyType: 'house',
    price: 0,
    estimatedPrice: null,
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 0,
    description: '',
    descriptionEs: '',
    features: [],
    agentId: null,
    location: { city: '', neighborhood: '', county: '', schoolDistrict: '', walkScore: null },
    exterior: { yearBuilt: null, lotSize: '', roofType: '', exteriorMaterial: '', landscaping: '' },
    interior: { flooring: '', heating: '', cooling: '', basement: '', laundry: '', fireplace: '', appliances: [] },
    parking: { type: '', spaces: null, garageType: '', description: '' },
    building: { stories: null, totalUnits: null, petPolicy: '', accessibility: [], utilities: [], security: [] },
    hoa: { hasHOA: false, fee: null, frequency: 'Monthly', amenities: [], restrictions: '' },
    rentalFees: { deposit: null, petRent: null, utilities: null },
    facts: structuredClone(NO_FACTS),
    latitude: null,
    longitude: null,
    renovation: null,
  }
}

/** Staff list query (GET /api/admin/properties): the dashboard's plain call plus search, filters, sort and paging. */
export const ADMIN_SORTS = ['updated', 'newest', 'price-low', 'price-high', 'title'] as const
export type StaffListingSort = (typeof ADMIN_SORTS)[number]

export const StaffListingQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'q must be at most 200 characters')
    .transform((s) => (s === '' ? undefined : s))
    .optional(),
  type: z.enum(PROPERTY_TYPES, { error: `type must be one of ${PROPERTY_TYPES.join(', ')}` }).optional(),
  status: z.enum(PROPERTY_STATUSES, { error: `status must be one of ${PROPERTY_STATUSES.join(', ')}` }).optional(),
  agentId: IdSchema.optional(),
  /** Only the drafts, or only the published listings. */
  publication: z.enum(['draft', 'published'], { error: 'publication must be draft or published' }).optional(),
  /** "1": the archived listings only (they are left out otherwise). */
  archived: z.enum(['0', '1'], { error: 'archived must be 0 or 1' }).optional(),
  sort: z.enum([...ADMIN_SORTS, 'bedrooms'], { error: `sort must be one of ${ADMIN_SORTS.join(', ')}` }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1).max(200).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0).optional(),
})
export type StaffListingQuery = z.infer<typeof StaffListingQuerySchema>

export const BulkStatusSchema = z.object({
  ids: z.array(IdSchema).min(1, 'Choose at least one listing').max(200),
  status: z.enum(PROPERTY_STATUSES, { error: `status must be one of ${PROPERTY_STATUSES.join(', ')}` }),
})

export const ImageOrderSchema = z.object({ ids: z.array(IdSchema).max(200) })
export const ImageAltSchema = z.object({ alt: cleanLine(250).pipe(z.string().min(1, 'Alt text is required')) })

/** Alt text a photo gets until someone writes a better one. */
export const defaultAlt = (title: string, n: number) => `${title || 'Listing'}, photo ${n}`

/** An archived listing's public page answers 410 Gone for this long, then 404. */
export const ARCHIVE_GONE_DAYS = 30
export const isRecentlyArchived = (archivedAt: string | null | undefined, now = Date.now()) =>
  Boolean(archivedAt) && now - Date.parse(archivedAt!) < ARCHIVE_GONE_DAYS * 86_400_000
