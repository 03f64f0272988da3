import type { Listing } from './listing.ts'
import { depositCap, LEAD_PAINT_BEFORE, mlsStatusComplete, petDepositCap, petsAllowed } from './listing-fact-rules.ts'

// What a listing needs before the public may see it (docs/decisions/0097-listing-drafts-and-publishing.md), with the
// facts each type must state (docs/decisions/0153-required-listing-facts.md): the editor's checklist, the server's
// refusal of an incomplete publish and the listings' health (listing-health.ts) read this one list. No zod: the
// portal's editor loads it at once.

export const READINESS_KEYS = [
  'photos',
  'price',
  'map',
  'agent',
  'alt',
  'yearBuilt',
  'taxes',
  'hoa',
  'leadPaint',
  'deposit',
  'pets',
  'petDeposit',
  'utilities',
  'availableOn',
  'registration',
  'mls',
] as const
export type ReadinessKey = (typeof READINESS_KEYS)[number]

export interface ReadinessItem {
  key: ReadinessKey
  /** The checklist line: "At least one photo". */
  label: string
  done: boolean
  /** What is missing, in words that fit "Still missing: …" ("at least one photo"); empty when done. */
  missing: string
}

/** The office's card a listing without an agent shows (Footer Contact Information). */
export interface OfficeCard {
  name: string
  phone: string
  email: string
}

/** Whether the office's card has a way to reach the office: a listing without an agent may show it. */
export const officeCardUsable = (office: OfficeCard): boolean => office.phone.trim() !== '' || office.email.trim() !== ''

/** Whether the listing names an agent whose card the page can show. */
export const hasAgentCard = (p: Pick<Listing, 'agentId' | 'agent'>): boolean => Boolean(p.agentId) || p.agent.name.trim() !== ''

/** Alt text a photo was given on upload ("Title, photo 2") says nothing about the picture, so it does not count. */
export const placeholderAlt = (alt: string) => alt.trim() === '' || /, photo \d+$/.test(alt.trim())

/** A sale on the market shows at least this many photos; an upcoming home or a rental at least one. */
export const SALE_PHOTOS = 5

const list = (numbers: number[]) =>
  numbers.length === 1 ? `photo ${numbers[0]}` : `photos ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`

export type ReadinessFields = Pick<
  Listing,
  | 'images'
  | 'price'
  | 'latitude'
  | 'longitude'
  | 'agentId'
  | 'agent'
  | 'type'
  | 'status'
  | 'city'
  | 'exterior'
  | 'hoa'
  | 'rentalFees'
  | 'facts'
>

const item = (key: ReadinessKey, label: string, done: boolean, missing: string): ReadinessItem => ({
  key,
  label,
  done,
  missing: done ? '' : missing,
})

/** The photos a listing of this type and status needs at least. */
export const photosNeeded = (p: Pick<Listing, 'type' | 'status'>) => (p.type === 'sale' && p.status !== 'upcoming' ? SALE_PHOTOS : 1)

export function listingReadiness(p: ReadinessFields, office: OfficeCard): ReadinessItem[] {
  const withoutAlt = p.images.flatMap((img, i) => (placeholderAlt(img.alt) ? [i + 1] : []))
  const needed = photosNeeded(p)
  return [
    needed === 1
      ? item('photos', 'At least one photo', p.images.length > 0, 'at least one photo')
      : item('photos', 'At least five photos', p.images.length >= needed, `at least five photos (${p.images.length} so far)`),
    item('price', p.type === 'rental' ? 'The monthly rent' : 'A price', p.price > 0, p.type === 'rental' ? 'the monthly rent' : 'a price'),
    item(
      'map',
      'The address placed on the map',
      typeof p.latitude === 'number' && typeof p.longitude === 'number',
      'the address placed on the map (drag the pin, or save with a full address)',
    ),
    item(
      'agent',
      'An agent, or the office’s card',
      hasAgentCard(p) || officeCardUsable(office),
      'an agent (or the office’s phone or e-mail in Footer Contact Information)',
    ),
    item(
      'alt',
      'A description (alt text) for each photo',
      p.images.length > 0 && withoutAlt.length === 0,
      p.images.length === 0 ? 'a description (alt text) for each photo' : `a description (alt text) for ${list(withoutAlt)}`,
    ),
    // An upcoming sale states its MLS status; its sale facts are asked for once it is on the market.
    ...(p.type === 'rental' ? rentalFacts(p) : p.status === 'upcoming' ? [] : saleFacts(p)),
    ...(p.status === 'upcoming' ? [mlsItem(p)] : []),
  ]
}

function saleFacts(p: ReadinessFields): ReadinessItem[] {
  const year = p.exterior.yearBuilt
  return [
    item('yearBuilt', 'The year built', year !== null, 'the year built'),
    item('taxes', 'Annual property taxes', p.facts.annualTaxes !== null, 'the annual property taxes'),
    item(
      'hoa',
      'HOA: none, or its fee',
      !p.hoa.hasHOA || (p.hoa.fee !== null && p.hoa.fee > 0),
      'the HOA fee (or untick “This home has a homeowners association”)',
    ),
    ...(year !== null && year < LEAD_PAINT_BEFORE
      ? [
          item(
            'leadPaint',
            `Lead-based paint status (built before ${LEAD_PAINT_BEFORE})`,
            p.facts.leadPaint !== null,
            `the lead-based paint status (built before ${LEAD_PAINT_BEFORE})`,
          ),
        ]
      : []),
  ]
}

/** The City of Omaha registers rentals inside the city; a rental elsewhere has no such number. */
const inOmaha = (city: string) => city.trim().toLowerCase() === 'omaha'

function rentalFacts(p: ReadinessFields): ReadinessItem[] {
  const { deposit } = p.rentalFees
  const { pets, petDeposit } = p.facts
  const cap = depositCap(p.price)
  const petCap = petDepositCap(p.price)
  return [
    item(
      'deposit',
      'A security deposit of at most one month’s rent',
      deposit !== null && deposit <= cap,
      deposit === null ? 'the security deposit' : `a security deposit of at most one month’s rent (${dollars(cap)})`,
    ),
    item('pets', 'A pet policy', pets !== null, 'the pet policy'),
    ...(petsAllowed(pets)
      ? [
          item(
            'petDeposit',
            'A pet deposit of at most a quarter of the rent',
            petDeposit !== null && petDeposit <= petCap,
            petDeposit === null
              ? 'the pet deposit (0 when there is none)'
              : `a pet deposit of at most a quarter of the rent (${dollars(petCap)})`,
          ),
        ]
      : []),
    item('utilities', 'Which utilities the rent includes', p.facts.utilitiesIncluded.length > 0, 'which utilities the rent includes'),
    item('availableOn', 'The date it is available', p.facts.availableOn !== null, 'the date it is available'),
    ...(inOmaha(p.city)
      ? [
          item(
            'registration',
            'The City of Omaha rental registration number',
            p.facts.rentalRegistration.trim() !== '',
            'the City of Omaha rental registration number',
          ),
        ]
      : []),
  ]
}

function mlsItem(p: ReadinessFields): ReadinessItem {
  const { mls } = p.facts
  return item(
    'mls',
    'Its MLS status',
    mlsStatusComplete(mls),
    mls.status === 'in-mls'
      ? 'the MLS number'
      : mls.status === 'delayed-marketing'
        ? 'the date the seller signed the delayed-marketing exemption'
        : 'its MLS status (not listed by a licensee, in the MLS, or a delayed-marketing exemption)',
  )
}

/** The server's plain refusal of an incomplete publish, naming what is missing. */
export function publishRefusal(items: ReadinessItem[]): string | undefined {
  const missing = items.filter((i) => !i.done).map((i) => i.missing)
  if (missing.length === 0) return undefined
  return `This listing can’t be published yet. Still missing: ${missing.join('; ')}.`
}
