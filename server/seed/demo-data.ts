import { NO_FACTS, petDepositCap } from '#core/listings/listing-fact-rules.ts'
import { NO_RENTAL_FEES, type HomeKind, type Listing, type ListingStatus, type ListingType } from '#core/listings/listing.ts'
import { AREAS, type Area } from './demo-areas.ts'
import { demoAgents } from './demo-people.ts'
import { EXTERIOR_STYLES, rng, type ExteriorStyle, type ImageKind } from './image-kinds.ts'

export { demoAgents, demoContent, demoPartners, demoTeam } from './demo-people.ts'

// The demo listings: pure data, deterministic, no I/O.
// Photos name a generated scene by kind and seed; listings share a pool of
// distinct scenes (DEMO_PHOTO_POOL) so seeding stays quick.

export type ListingSeed = Omit<Listing, '_id' | 'images' | 'thumbnail' | 'createdAt' | 'updatedAt'> & {
  photos: Array<{ kind: ImageKind; seed: number; alt: string }>
  listedDaysAgo: number
}

/** Distinct scenes per kind: exterior seeds cover every style three times (seed % 6 is the style). */
export const DEMO_PHOTO_POOL: Record<ImageKind, number> = { exterior: 18, kitchen: 4, living: 4, bedroom: 4, bathroom: 3, backyard: 3 }

const COMBOS: Array<[ListingType, ListingStatus, number]> = [
  ['sale', 'available', 18],
  ['sale', 'pending', 4],
  ['sale', 'sold', 6],
  ['rental', 'available', 10],
  ['rental', 'rented', 4],
  ['sale', 'upcoming', 4],
  ['rental', 'upcoming', 2],
]

const HOUSE_STYLES: Array<{ style: ExteriorStyle; name: string; alt: string; stories: number }> = [
  { style: 'ranch', name: 'Ranch', alt: 'a ranch home with an attached two-car garage', stories: 1 },
  { style: 'two-story', name: 'Two-Story', alt: 'a two-story home with a covered porch', stories: 2 },
  { style: 'craftsman', name: 'Craftsman Bungalow', alt: 'a craftsman bungalow with a full-width front porch', stories: 1 },
  { style: 'split-level', name: 'Split-Level', alt: 'a split-level home with a tuck-under garage', stories: 2 },
]
const KIND_STYLE: Record<Exclude<HomeKind, 'house'>, { style: ExteriorStyle; name: string; alt: string; stories: number }> = {
  townhouse: { style: 'townhouse-row', name: 'Townhome', alt: 'a two-story townhome with an attached garage', stories: 2 },
  condo: { style: 'condo-building', name: 'Condo', alt: 'a four-story condominium building with balconies', stories: 4 },
  apartment: { style: 'condo-building', name: 'Apartment', alt: 'a four-story apartment building with balconies', stories: 4 },
}

// Renovation scopes: the sentence for the description and the feature they add.
const SCOPES = [
  ['tore out the dated kitchen and fitted shaker cabinets, quartz counters and a stainless appliance package', 'Quartz countertops'],
  ['replaced the roof, gutters and downspouts with a 30-year architectural shingle system', 'New roof (2024)'],
  ['installed a high-efficiency furnace, central air and a smart thermostat', 'New 96% furnace and A/C'],
  ['laid waterproof luxury vinyl plank through the main living areas', 'Luxury vinyl plank floors'],
  ['rebuilt both bathrooms down to the studs with tile showers and new vanities', 'Fully remodeled bathrooms'],
  ['upgraded the electrical panel to 200 amps and rewired to current code', 'New 200-amp electrical panel'],
  ['replaced every window with Low-E double-pane units', 'Energy-efficient windows'],
  ['finished the lower level with an egress window, a family room and a third full bath', 'Finished basement'],
  ['refinished the original oak floors and painted the whole interior', 'Refinished hardwood floors'],
  ['added a new cedar privacy fence and a composite deck', 'Fenced backyard with new deck'],
  ['replaced the water heater with a tankless unit and repiped in PEX', 'Tankless water heater'],
  ['poured a new driveway and front walk and regraded the yard for drainage', 'New concrete driveway'],
] as const
const EXTRA_FEATURES = [
  'Open floor plan',
  'Walk-in primary closet',
  'Main-floor laundry',
  'Stainless steel appliances',
  'Mature trees',
  'Covered front porch',
  'Smart thermostat',
  'USB charging outlets',
  'Soft-close cabinets',
  'LED lighting throughout',
  'Video doorbell',
  'Primary suite with private bath',
  'Oversized garage',
  'Walk to parks and trails',
]

const ROOM_ALTS: Record<Exclude<ImageKind, 'exterior'>, (where: string) => string> = {
  kitchen: (w) => `Renovated kitchen of ${w} with new cabinets, counters and pendant lights`,
  living: (w) => `Living room of ${w} with large windows and new flooring`,
  bedroom: (w) => `Bedroom of ${w} with natural light`,
  bathroom: (w) => `Updated bathroom of ${w} with a glass shower and new vanity`,
  backyard: (w) => `Backyard of ${w} with a deck and privacy fence`,
}
const ROOM_ORDER: Array<Exclude<ImageKind, 'exterior'>> = ['living', 'kitchen', 'bedroom', 'bathroom', 'backyard', 'bedroom', 'living']

function makeProperty(i: number, type: ListingType, status: ListingStatus): ListingSeed {
  const r = rng(i + 101)
  const int = (min: number, max: number) => min + Math.floor(r() * (max - min + 1))
  const area: Area = AREAS[(i * 7) % AREAS.length]
  const place = area.zips[i % area.zips.length]
  const rental = type === 'rental'
  const kind: HomeKind = rental
    ? (['house', 'apartment', 'townhouse', 'house', 'condo'] as const)[i % 5]
    : (['house', 'house', 'house', 'townhouse', 'house', 'condo'] as const)[i % 6]
  const look = kind === 'house' ? HOUSE_STYLES[i % HOUSE_STYLES.length] : KIND_STYLE[kind]
  const multiUnit = kind === 'condo' || kind === 'apartment'
  const bedrooms = multiUnit ? int(1, 3) : kind === 'townhouse' ? int(2, 3) : int(2, 5)
  const bathrooms = Math.min(4, Math.max(1, bedrooms - 1 + [0, 0.5, 1][i % 3]))
  const luxury = kind === 'house' && !rental && i % 9 === 4
  const squareFootage = Math.round(((multiUnit ? 520 + bedrooms * 260 : 700 + bedrooms * 360) + (luxury ? 1500 : 0) + r() * 420) / 10) * 10
  const yearBuilt =
    area.neighborhood === 'Dundee' || area.neighborhood === 'Benson' || area.neighborhood === 'Florence' || area.neighborhood === 'Midtown'
      ? int(1912, 1950)
      : multiUnit
        ? int(1978, 2008)
        : int(1962, 2006)
  const price = rental
    ? Math.round((650 + bedrooms * 330 + (area.pricePerSqft - 130) * 5 + (kind === 'house' ? 150 : 0)) / 25) * 25
    : Math.min(
        925000,
        Math.max(152000, Math.round((squareFootage * area.pricePerSqft * (luxury ? 1.25 : 1) * (0.92 + r() * 0.16)) / 1000) * 1000),
      )
  const [streetName, range] = place.streets[i % place.streets.length].split(':')
  const [from, to] = range.split('-').map(Number)
  const unit = multiUnit ? ` Unit ${int(1, 4)}${String(int(1, 12)).padStart(2, '0')}` : kind === 'townhouse' ? ` #${int(1, 8)}` : ''
  const address = `${from + Math.floor((r() * (to - from)) / 2) * 2} ${streetName}${unit}`
  const agent = rental ? demoAgents[2] : status === 'upcoming' ? demoAgents[3] : demoAgents[i % 2]
  // Only homes old enough for oak floors get them refinished; condos keep their roof to the association.
  const fitting = SCOPES.filter(
    ([text]) => (yearBuilt < 1970 || !text.includes('oak')) && (!multiUnit || !/roof|fence|driveway|lower level/.test(text)),
  )
  const scopes = [0, 1, 2].map((k) => fitting[(i * 5 + k * 4) % fitting.length])
  const features = [
    ...new Set([...scopes.map((s) => s[1]), ...EXTRA_FEATURES.map((_, k) => EXTRA_FEATURES[(i * 3 + k * 5) % EXTRA_FEATURES.length])]),
  ].slice(0, 6 + (i % 5))
  const hasHOA = kind === 'condo' || kind === 'townhouse'
  const title = `${['Renovated', 'Updated', 'Move-In Ready', 'Fully Remodeled', 'Bright', 'Spacious', 'Charming', 'Modern'][i % 8]} ${bedrooms}-Bed ${look.name} in ${area.neighborhood}`
  const where = `${address}, ${area.city}`
  const styleSeeds = EXTERIOR_STYLES.indexOf(look.style)
  // At least five photos: what a sale on the market needs to be published (core/listings/listing-readiness.ts).
  const photoCount = 5 + (i % 4)
  const photos: ListingSeed['photos'] = [
    { kind: 'exterior', seed: styleSeeds + 6 * (i % 3), alt: `Front exterior of ${address}, ${look.alt}` },
    ...ROOM_ORDER.filter((k) => !(multiUnit && k === 'backyard'))
      .slice(0, photoCount - 1)
      .map((k) => ({ kind: k, seed: (i + ROOM_ORDER.indexOf(k)) % DEMO_PHOTO_POOL[k], alt: ROOM_ALTS[k](where) })),
  ]
  const opener = status === 'upcoming' ? `Coming soon to ${area.neighborhood}: this` : `This`
  const closer =
    status === 'upcoming'
      ? `Work wraps up in the coming weeks; ask ${agent.name.split(' ')[0]} to be first in line for a showing.`
      : rental
        ? `Lawn care is included${hasHOA ? ' through the association' : ''}, and maintenance requests are answered within one business day.`
        : status === 'sold'
          ? 'Sold after its first weekend on the market; similar homes are coming soon.'
          : `Every system was inspected after the work, and the permits and inspection report are available on request.`
  const description = `${opener} ${yearBuilt} ${look.name.toLowerCase()} on ${streetName} offers ${bedrooms} bedrooms and ${bathrooms} baths in ${squareFootage.toLocaleString('en-US')} square feet. Our crews ${scopes[0][0]}, ${scopes[1][0]}, and ${scopes[2][0]}. ${closer}`
  return {
    title,
    address,
    city: area.city,
    state: area.state,
    zip: place.zip,
    type,
    status,
    propertyType: kind,
    price,
    estimatedPrice: status === 'upcoming' ? Math.round((price * (1.02 + r() * 0.06)) / (rental ? 25 : 1000)) * (rental ? 25 : 1000) : null,
    bedrooms,
    bathrooms,
    squareFootage,
    description,
    features,
    latitude: Math.round((place.lat + (r() - 0.5) * 0.018) * 1e6) / 1e6,
    longitude: Math.round((place.lng + (r() - 0.5) * 0.024) * 1e6) / 1e6,
    location: {
      city: area.city,
      neighborhood: area.neighborhood,
      county: area.county,
      schoolDistrict: area.schoolDistrict,
      walkScore: int(...area.walkScore),
    },
    agent: { name: agent.name, title: agent.title, phone: agent.phone, email: agent.email, photo: '' },
    exterior: {
      yearBuilt,
      lotSize: multiUnit
        ? 'Shared grounds'
        : kind === 'townhouse'
          ? `${(0.04 + r() * 0.04).toFixed(2)} acres`
          : `${(0.16 + r() * 0.3).toFixed(2)} acres`,
      roofType: multiUnit
        ? 'Flat membrane (TPO)'
        : ['Architectural asphalt shingle', 'Asphalt shingle', 'Class 4 impact-resistant shingle'][i % 3],
      exteriorMaterial: multiUnit
        ? 'Brick and fiber-cement panels'
        : ['Vinyl siding with brick front', 'Fiber-cement lap siding', 'Brick and vinyl siding', 'Cedar lap siding'][i % 4],
      landscaping: multiUnit
        ? 'Professionally maintained common grounds'
        : ['Sodded lawn with new shrub beds', 'Mature trees and perennial beds', 'Low-maintenance rock beds and new sod'][i % 3],
    },
    interior: {
      flooring: ['Luxury vinyl plank, carpet in bedrooms', 'Refinished oak hardwood', 'Tile and luxury vinyl plank'][i % 3],
      heating: ['Forced air, natural gas (new 2024)', 'Forced air, natural gas', 'Electric heat pump'][i % 3],
      cooling: multiUnit ? 'Central air (in-unit)' : 'Central air (new 2024)',
      basement:
        kind === 'house'
          ? ['Finished, with egress window', 'Partially finished', 'Unfinished, dry and sealed'][i % 3]
          : kind === 'townhouse'
            ? 'Unfinished storage level'
            : 'None',
      laundry: multiUnit
        ? 'In-unit washer and dryer'
        : ['Main-floor laundry room', 'Lower-level laundry', 'Second-floor laundry closet'][i % 3],
      fireplace:
        i % 3 === 0 ? 'Gas fireplace in living room' : kind === 'house' && yearBuilt < 1950 ? 'Decorative wood-burning fireplace' : 'None',
      appliances: [
        'Range',
        'Refrigerator',
        'Dishwasher',
        'Microwave',
        ...(i % 2 || multiUnit ? ['Washer', 'Dryer'] : []),
        ...(i % 4 === 0 ? ['Garbage disposal'] : []),
      ],
    },
    parking: multiUnit
      ? {
          type: 'Assigned',
          spaces: 1,
          garageType: i % 2 ? 'Surface lot' : 'Detached carport',
          description: 'One assigned space plus guest parking',
        }
      : {
          type: 'Garage',
          spaces: kind === 'townhouse' ? 1 : 1 + (i % 3),
          garageType: yearBuilt < 1950 ? 'Detached' : 'Attached',
          description: `${kind === 'townhouse' ? 1 : 1 + (i % 3)}-car ${yearBuilt < 1950 ? 'detached' : 'attached'} garage with opener and driveway parking`,
        },
    building: {
      stories: look.stories,
      totalUnits: kind === 'house' ? 1 : kind === 'townhouse' ? 4 : 24 + (i % 4) * 8,
      petPolicy: rental
        ? ['Cats and dogs under 40 lb, $300 deposit', 'Cats only, $250 deposit', 'Pets considered case by case'][i % 3]
        : hasHOA
          ? 'Two pets per unit per association rules'
          : 'No restrictions',
      accessibility: multiUnit
        ? ['Elevator', 'Zero-step entry']
        : kind === 'house' && look.stories === 1
          ? ['Main-floor bedroom', 'Wide doorways']
          : ['Main-floor half bath'],
      utilities: ['City water and sewer', 'Natural gas (MUD)', 'OPPD electric', 'Fiber internet available'].map((u) =>
        area.state === 'IA' ? u.replace('(MUD)', '(Black Hills Energy)').replace('OPPD', 'MidAmerican') : u,
      ),
      security: [
        'Smoke and CO detectors',
        ...(multiUnit ? ['Secured entry', 'Video intercom'] : ['Deadbolts rekeyed', ...(i % 2 ? ['Video doorbell'] : [])]),
      ],
    },
    hoa: hasHOA
      ? {
          hasHOA: true,
          fee: multiUnit ? 210 + (i % 5) * 30 : 135 + (i % 4) * 20,
          frequency: 'Monthly',
          amenities: multiUnit
            ? ['Fitness room', 'Snow removal', 'Trash and water', 'Exterior maintenance']
            : ['Snow removal', 'Lawn care', ...(i % 2 ? ['Community pool'] : ['Walking trails'])],
          restrictions: 'No short-term rentals; exterior changes need board approval',
        }
      : { hasHOA: false, fee: null, frequency: 'Monthly', amenities: [], restrictions: '' },
    // A month's rent as deposit; pet rent where pets are welcome; a flat utilities charge in the apartments.
    rentalFees: rental ? { deposit: price, petRent: i % 2 ? 35 : null, utilities: multiUnit ? 85 : null } : NO_RENTAL_FEES,
    facts: demoFacts(i, { rental, multiUnit, price, yearBuilt, status, city: area.city }),
    photos,
    listedDaysAgo: status === 'sold' ? 60 + ((i * 13) % 90) : status === 'upcoming' ? 1 + (i % 7) : 2 + ((i * 11) % 55),
  }
}

const dayFromNow = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10)

/** The facts each demo listing states, so that every one of them is complete (docs/decisions/0153-required-listing-facts.md). */
function demoFacts(
  i: number,
  p: { rental: boolean; multiUnit: boolean; price: number; yearBuilt: number; status: ListingStatus; city: string },
): Listing['facts'] {
  const pets = (['cats-and-dogs', 'cats', 'case-by-case'] as const)[i % 3]
  return {
    ...NO_FACTS,
    // Douglas County's levy is close to 2.1% of the value a year.
    annualTaxes: p.rental ? null : Math.round((p.price * 0.021) / 10) * 10,
    leadPaint: p.yearBuilt < 1978 ? (['disclosed-with-pamphlet', 'no-known-lead'] as const)[i % 2] : null,
    ...(p.rental && {
      pets,
      petDeposit: Math.min(300, Math.floor(petDepositCap(p.price) / 25) * 25),
      utilitiesIncluded: p.multiUnit ? ['water', 'sewer', 'trash'] : ['lawn-care'],
      availableOn: dayFromNow(30 + (i % 6) * 14),
      rentalRegistration: p.city === 'Omaha' ? `RR-${String(24001 + i * 37).padStart(6, '0')}` : '',
    }),
    mls:
      p.status !== 'upcoming'
        ? NO_FACTS.mls
        : i % 2
          ? { status: 'delayed-marketing', number: '', exemptionSignedOn: dayFromNow(i % 20) }
          : { status: p.rental ? 'not-listed' : 'in-mls', number: p.rental ? '' : `22${String(41000 + i * 13)}`, exemptionSignedOn: null },
  }
}

export const demoListings: ListingSeed[] = COMBOS.flatMap(([type, status, n]) => Array.from({ length: n }, () => ({ type, status }))).map(
  (c, i) => makeProperty(i, c.type, c.status),
)
