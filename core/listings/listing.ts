import { z } from 'zod'
import { HOME_KINDS, PROPERTY_LIST_MAX_LIMIT, PROPERTY_STATUSES, PROPERTY_TYPES, SORT_OPTIONS } from '#core/constants.ts'
import { OpenHouseSchema } from './open-house.ts'
import { weekendWindow } from './open-house-times.ts'
import { textFields } from '#core/text-fields.ts'
import { ListingFactsSchema } from './listing-facts.ts'
import { ListingHealthSchema } from './listing-health.ts'

// A listing as the API returns it (docs/product.md#listing-record).

export const ImageSourceSchema = z.object({ width: z.number().int(), url: z.string() })

export const ListingPhotoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sources: z.array(ImageSourceSchema),
  /** CSS object-position of the focal point staff set, where a page trims the photo; absent for the centre. */
  position: z.string().optional(),
})
export type ListingPhoto = z.infer<typeof ListingPhotoSchema>

export const LocationDetailsSchema = z.object({
  ...textFields('city', 'neighborhood', 'county', 'schoolDistrict'),
  walkScore: z.number().int().min(0).max(100).nullable(),
})

export const ListingAgentSchema = z.object({
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  email: z.string(),
  photo: z.string(),
})

export const ExteriorSchema = z.object({
  yearBuilt: z.number().int().nullable(),
  lotSize: z.string(),
  roofType: z.string(),
  exteriorMaterial: z.string(),
  landscaping: z.string(),
})

export const InteriorSchema = z.object({
  flooring: z.string(),
  heating: z.string(),
  cooling: z.string(),
  basement: z.string(),
  laundry: z.string(),
  fireplace: z.string(),
  appliances: z.array(z.string()),
})

export const ParkingSchema = z.object({
  type: z.string(),
  spaces: z.number().int().nullable(),
  garageType: z.string(),
  description: z.string(),
})

export const BuildingSchema = z.object({
  stories: z.number().int().nullable(),
  totalUnits: z.number().int().nullable(),
  petPolicy: z.string(),
  accessibility: z.array(z.string()),
  utilities: z.array(z.string()),
  security: z.array(z.string()),
})

export const HoaSchema = z.object({
  hasHOA: z.boolean(),
  fee: z.number().nullable(),
  frequency: z.string(),
  amenities: z.array(z.string()),
  restrictions: z.string(),
})

/** What renting costs beyond the rent (docs/decisions/0140-monthly-cost-on-every-listing.md); null: not charged or not said. */
export const RentalFeesSchema = z.object({
  deposit: z.number().nullable(),
  petRent: z.number().nullable(),
  utilities: z.number().nullable(),
})

export const NO_RENTAL_FEES = { deposit: null, petRent: null, utilities: null } as const

export const ListingDetailsSchema = z.object({
  location: LocationDetailsSchema,
  agent: ListingAgentSchema,
  exterior: ExteriorSchema,
  interior: InteriorSchema,
  parking: ParkingSchema,
  building: BuildingSchema,
  hoa: HoaSchema,
  rentalFees: RentalFeesSchema,
  /** The facts required before publishing (docs/decisions/0153-required-listing-facts.md). */
  facts: ListingFactsSchema,
})
export type ListingDetails = z.infer<typeof ListingDetailsSchema>

/** One price the listing had, from when it was set (shown on the public page). */
export const PriceChangeSchema = z.object({ price: z.number(), estimatedPrice: z.number().nullable(), changedAt: z.string() })

export const RenovationPairSchema = z.object({
  _id: z.string(),
  caption: z.string(),
  before: ListingPhotoSchema,
  after: ListingPhotoSchema,
})
export type RenovationPair = z.infer<typeof RenovationPairSchema>

/** The renovation story of a flip: what was done, and before/after photo pairs. */
export const RenovationStorySchema = z.object({
  summary: z.string(),
  work: z.array(z.string()),
  pairs: z.array(RenovationPairSchema),
})
export type RenovationStory = z.infer<typeof RenovationStorySchema>

export const ListingSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    type: z.enum(PROPERTY_TYPES),
    status: z.enum(PROPERTY_STATUSES),
    propertyType: z.enum(HOME_KINDS),
    price: z.number(),
    estimatedPrice: z.number().nullable(),
    bedrooms: z.number().int(),
    bathrooms: z.number(),
    squareFootage: z.number().int(),
    description: z.string(),
    /** The description in Spanish ('' until written): Spanish pages show it, or the English marked (docs/decisions/0182-spanish-content-and-descriptions.md). */
    descriptionEs: z.string().optional(),
    features: z.array(z.string()),
    thumbnail: z.string(),
    images: z.array(ListingPhotoSchema),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Its short public code, printed on its page and flyer and checked on /verify (docs/decisions/0146-listing-codes.md). */
    listingCode: z.string().optional(),
    /** The agent the listing names; the agent section below is their card. */
    agentId: z.string().nullable().optional(),
    renovation: RenovationStorySchema.nullable().optional(),
    /** Oldest first; on the page of one listing only. */
    priceHistory: z.array(PriceChangeSchema).optional(),
    /** Staff answers only: when the listing was archived. */
    archivedAt: z.string().nullable().optional(),
    /** Open houses that have not ended, soonest first (docs/decisions/0112-open-houses.md). */
    openHouses: z.array(OpenHouseSchema).optional(),
    /** Staff answers only: when the listing went public; null while it is a draft (docs/decisions/0097-listing-drafts-and-publishing.md). */
    publishedAt: z.string().nullable().optional(),
    /** Staff answers only: its health score and reasons (docs/decisions/0154-listing-health-score.md). */
    health: ListingHealthSchema.optional(),
  })
  .extend(ListingDetailsSchema.shape)
export type Listing = z.infer<typeof ListingSchema>
export type ListingType = Listing['type']
export type ListingStatus = Listing['status']
export type HomeKind = Listing['propertyType']

const optionalNumber = (name: string, min = 0) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .refine((n) => Number.isFinite(n) && n >= min, `${name} must be a number of at least ${min}`)
    .optional()

const coordinate = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .refine((n) => Number.isFinite(n) && Math.abs(n) <= max, `${name} must be a number between -${max} and ${max}`)
    .optional()

const optionalText = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .transform((s) => (s === '' ? undefined : s))
  .optional()

export const OPEN_HOUSE_FILTERS = ['weekend'] as const

/** Query of GET /api/properties (docs/product.md#public-listings-api). */
export const ListingQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PROPERTY_LIST_MAX_LIMIT, `limit must be at most ${PROPERTY_LIST_MAX_LIMIT}`)
    .optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0).optional(),
  status: z.enum(PROPERTY_STATUSES, { error: `status must be one of ${PROPERTY_STATUSES.join(', ')}` }).optional(),
  type: z.enum(PROPERTY_TYPES, { error: `type must be one of ${PROPERTY_TYPES.join(', ')}` }).optional(),
  propertyType: z.enum(HOME_KINDS, { error: `propertyType must be one of ${HOME_KINDS.join(', ')}` }).optional(),
  minPrice: optionalNumber('minPrice'),
  maxPrice: optionalNumber('maxPrice'),
  bedrooms: optionalNumber('bedrooms'),
  bathrooms: optionalNumber('bathrooms'),
  location: optionalText,
  sort: z.enum(SORT_OPTIONS, { error: `sort must be one of ${SORT_OPTIONS.join(', ')}` }).optional(),
  // The visible map area ("Show only in view"); a bound that is left out does not limit.
  north: coordinate('north', 90),
  south: coordinate('south', 90),
  east: coordinate('east', 180),
  west: coordinate('west', 180),
  /** weekend: only listings with an open house this weekend in Omaha (Saturday and Sunday; docs/decisions/0112-open-houses.md). */
  openHouse: z.enum(OPEN_HOUSE_FILTERS, { error: `openHouse must be ${OPEN_HOUSE_FILTERS.join(', ')}` }).optional(),
})
export type ListingQuery = z.infer<typeof ListingQuerySchema>

/** A listing query with its time window resolved from the clock, so that caches can key on it. */
export type ListingRead = ListingQuery & { openHouseWindow?: { from: string; to: string } }

/** The query with "this weekend" turned into instants at `now` (before a cache key is made of it). */
export function resolveListingQuery<Q extends ListingQuery>(query: Q, now: Date): Q & ListingRead {
  return query.openHouse === 'weekend' ? { ...query, openHouseWindow: weekendWindow(now) } : query
}

/** Query of GET /api/properties/pins: the list filters plus the map zoom, which sets how crowded pins are grouped. */
export const ListingPinsQuerySchema = ListingQuerySchema.omit({ limit: true, offset: true, sort: true }).extend({
  zoom: z.coerce
    .number({ error: 'zoom must be a number' })
    .int('zoom must be a whole number')
    .min(0, 'zoom must be at least 0')
    .max(22, 'zoom must be at most 22')
    .optional(),
})
export type ListingPinsQuery = z.infer<typeof ListingPinsQuerySchema>

/** One map marker: a listing's price pin, or a group of listings too close to tell apart. */
export const ListingPinSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(PROPERTY_TYPES),
  status: z.enum(PROPERTY_STATUSES),
  price: z.number(),
  latitude: z.number(),
  longitude: z.number(),
})
export type ListingPin = z.infer<typeof ListingPinSchema>

export const PinClusterSchema = z.object({ count: z.number().int(), latitude: z.number(), longitude: z.number() })
export type PinCluster = z.infer<typeof PinClusterSchema>

export const ListingPinsSchema = z.object({
  /** Listings with coordinates matching the query. */
  total: z.number().int(),
  pins: z.array(ListingPinSchema),
  clusters: z.array(PinClusterSchema),
})
export type ListingPins = z.infer<typeof ListingPinsSchema>
