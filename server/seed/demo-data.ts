import type { Property, HomeKind } from '#core/property'
import type { Agent, Partner, TeamMember } from '#core/people'
import type { ContentSections } from '#core/content'
import type { ImageKind } from './house-images.ts'

// The demo business: pure data, deterministic, no I/O.

export type PropertySeed = Omit<Property, '_id' | 'images' | 'thumbnail' | 'createdAt' | 'updatedAt'> & {
  photos: Array<{ kind: ImageKind; seed: number; alt: string }>
  listedDaysAgo: number
}

const DOMAIN = 'heartlandhomepartners.com'

export const demoAgents: Array<Omit<Agent, '_id' | 'photo'> & { portraitSeed: number }> = [
  {
    name: 'Dana Whitfield',
    title: 'Lead Listing Agent',
    bio: 'Dana has sold more than 300 homes across Douglas and Sarpy counties and leads every renovated-home launch.',
    phone: '(402) 555-0110',
    email: `dana@${DOMAIN}`,
    isActive: true,
    portraitSeed: 11,
  },
  {
    name: 'Marcus Ellison',
    title: 'Buyer Specialist',
    bio: 'Marcus helps first-time buyers in Millard, La Vista and Papillion find a home that fits the budget.',
    phone: '(402) 555-0111',
    email: `marcus@${DOMAIN}`,
    isActive: true,
    portraitSeed: 22,
  },
  {
    name: 'Priya Raman',
    title: 'Rental Manager',
    bio: 'Priya manages our rental homes and makes move-in day easy, from application to keys.',
    phone: '(402) 555-0112',
    email: `priya@${DOMAIN}`,
    isActive: true,
    portraitSeed: 33,
  },
  {
    name: 'Tom Kowalski',
    title: 'Acquisitions & Sell-To-Us',
    bio: 'Tom meets homeowners who want a fast, fair cash offer and walks them through every step.',
    phone: '(402) 555-0113',
    email: `tom@${DOMAIN}`,
    isActive: true,
    portraitSeed: 44,
  },
  {
    name: 'Grace Lindqvist',
    title: 'Agent (on leave)',
    bio: 'Grace specialises in Council Bluffs and Carter Lake homes.',
    phone: '(402) 555-0114',
    email: `grace@${DOMAIN}`,
    isActive: false,
    portraitSeed: 55,
  },
]

export const demoTeam: Array<Omit<TeamMember, '_id' | 'photo'> & { portraitSeed: number }> = [
  {
    name: 'Chris Halvorsen',
    title: 'Founder & CEO',
    email: `chris@${DOMAIN}`,
    phone: '(402) 555-0101',
    linkedin: 'https://www.linkedin.com/in/chris-halvorsen-omaha',
    specialties: ['Acquisitions', 'Renovation planning', 'Investor relations'],
    portraitSeed: 101,
    bio: '<p>Chris bought and restored his first Benson bungalow in 2011 while working as a general contractor. Fourteen years and more than four hundred homes later, he still walks every property before we make an offer.</p><p>He leads acquisitions and sets the renovation standard: <strong>permitted work, licensed trades and materials that last</strong>. Chris serves on the board of a local housing nonprofit and coaches youth hockey in Papillion.</p>',
  },
  {
    name: 'Elena Marquez',
    title: 'Chief Operating Officer',
    email: `elena@${DOMAIN}`,
    phone: '(402) 555-0102',
    linkedin: 'https://www.linkedin.com/in/elena-marquez-ops',
    specialties: ['Operations', 'Project management', 'Vendor partnerships'],
    portraitSeed: 102,
    bio: '<p>Elena runs the day-to-day of a company that has dozens of homes under renovation at any time. She built our scheduling and inspection process, so every crew knows what comes next and every buyer gets a home that passes inspection the first time.</p><p>Before joining, Elena managed construction projects for a regional hospital system. She holds a degree in industrial engineering from the University of Nebraska–Lincoln.</p>',
  },
  {
    name: 'Jordan Blake',
    title: 'Director of Sales',
    email: `jordan@${DOMAIN}`,
    phone: '(402) 555-0103',
    linkedin: 'https://www.linkedin.com/in/jordan-blake-realtor',
    specialties: ['Residential sales', 'Pricing strategy', 'Agent coaching'],
    portraitSeed: 103,
    bio: '<p>Jordan leads our sales team and prices every home we list. A licensed Nebraska and Iowa broker, Jordan has closed more than $120 million in residential sales across the metro.</p><p>Jordan believes a good sale starts with honest numbers, and shares the full renovation scope with every buyer.</p>',
  },
  {
    name: 'Aisha Okafor',
    title: 'Director of Property Management',
    email: `aisha@${DOMAIN}`,
    phone: '(402) 555-0104',
    linkedin: 'https://www.linkedin.com/in/aisha-okafor-pm',
    specialties: ['Rental management', 'Tenant relations', 'Maintenance'],
    portraitSeed: 104,
    bio: '<p>Aisha oversees our rental homes, from tenant screening to maintenance requests answered within a day. Under her care our renewal rate has stayed above 80 percent for five years.</p><p>She is a certified residential manager and volunteers with a tenant-education program in North Omaha.</p>',
  },
]

export const demoPartners: Array<Omit<Partner, '_id' | 'logo'> & { logoSeed: number }> = [
  {
    title: 'Gateway Home Lending',
    description: 'Local mortgage lender offering pre-qualification within one business day and FHA, VA and conventional loans.',
    phone: '(402) 555-0170',
    email: 'loans@gatewayhomelending.com',
    website: 'www.gatewayhomelending.com',
    logoSeed: 201,
  },
  {
    title: 'Platte River Title Co.',
    description: 'Title insurance and closing services with offices in Omaha and Council Bluffs.',
    phone: '(402) 555-0171',
    email: 'closings@platterivertitle.com',
    website: 'platterivertitle.com',
    logoSeed: 202,
  },
  {
    title: 'Cornerstone Home Inspections',
    description: 'Certified inspectors who review every renovated home before it is listed.',
    phone: '(402) 555-0172',
    email: 'book@cornerstoneinspect.com',
    website: 'https://cornerstoneinspect.com',
    logoSeed: 203,
  },
  {
    title: 'Heartland Insurance Agency',
    description: 'Homeowner, landlord and renter insurance from an independent Nebraska agency.',
    phone: '(402) 555-0173',
    email: 'quotes@heartlandins.com',
    website: 'heartlandins.com',
    logoSeed: 204,
  },
  {
    title: 'Summit Roofing & Exteriors',
    description: 'Licensed roofing, siding and gutter contractor on our preferred bidders list since 2016.',
    phone: '(402) 555-0174',
    email: 'office@summitroofingne.com',
    website: 'summitroofingne.com',
    logoSeed: 205,
  },
  {
    title: 'Prairie Electric Services',
    description: 'Master electricians for panel upgrades, rewiring and code corrections.',
    phone: '(402) 555-0175',
    email: 'service@prairieelectric.com',
    website: 'prairieelectric.com',
    logoSeed: 206,
  },
]

interface Area {
  neighborhood: string
  city: string
  state: 'NE' | 'IA'
  zip: string
  county: string
  schoolDistrict: string
  lat: number
  lng: number
  streets: string[]
}

const AREAS: Area[] = [
  {
    neighborhood: 'Millard',
    city: 'Omaha',
    state: 'NE',
    zip: '68137',
    county: 'Douglas',
    schoolDistrict: 'Millard Public Schools',
    lat: 41.2036,
    lng: -96.1234,
    streets: ['S 144th St', 'Harrison St', 'Millard Ave', 'S 132nd Ave'],
  },
  {
    neighborhood: 'Papillion',
    city: 'Papillion',
    state: 'NE',
    zip: '68046',
    county: 'Sarpy',
    schoolDistrict: 'Papillion La Vista Community Schools',
    lat: 41.1544,
    lng: -96.0422,
    streets: ['Lincoln Rd', 'Shadow Lake Dr', 'Cedar Dale Rd', 'Hogan Dr'],
  },
  {
    neighborhood: 'Bellevue',
    city: 'Bellevue',
    state: 'NE',
    zip: '68005',
    county: 'Sarpy',
    schoolDistrict: 'Bellevue Public Schools',
    lat: 41.1367,
    lng: -95.8908,
    streets: ['Franklin St', 'Mission Ave', 'Galvin Rd', 'Lloyd St'],
  },
  {
    neighborhood: 'La Vista',
    city: 'La Vista',
    state: 'NE',
    zip: '68128',
    county: 'Sarpy',
    schoolDistrict: 'Papillion La Vista Community Schools',
    lat: 41.1839,
    lng: -96.0311,
    streets: ['Edgewood Blvd', 'Giles Rd', 'Park View Blvd'],
  },
  {
    neighborhood: 'Elkhorn',
    city: 'Omaha',
    state: 'NE',
    zip: '68022',
    county: 'Douglas',
    schoolDistrict: 'Elkhorn Public Schools',
    lat: 41.2858,
    lng: -96.2364,
    streets: ['Hopper St', 'S 204th St', 'Glenn St', 'Main St'],
  },
  {
    neighborhood: 'Gretna',
    city: 'Gretna',
    state: 'NE',
    zip: '68028',
    county: 'Sarpy',
    schoolDistrict: 'Gretna Public Schools',
    lat: 41.1408,
    lng: -96.2397,
    streets: ['Angus St', 'McKenna Ave', 'Enterprise Dr'],
  },
  {
    neighborhood: 'Benson',
    city: 'Omaha',
    state: 'NE',
    zip: '68104',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    lat: 41.2847,
    lng: -96.0061,
    streets: ['Maple St', 'N 60th St', 'Military Ave', 'Binney St'],
  },
  {
    neighborhood: 'Council Bluffs',
    city: 'Council Bluffs',
    state: 'IA',
    zip: '51503',
    county: 'Pottawattamie',
    schoolDistrict: 'Council Bluffs Community Schools',
    lat: 41.2619,
    lng: -95.8608,
    streets: ['Madison Ave', 'Oakland Ave', 'Franklin Ave'],
  },
  {
    neighborhood: 'Dundee',
    city: 'Omaha',
    state: 'NE',
    zip: '68132',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    lat: 41.2626,
    lng: -95.9885,
    streets: ['Underwood Ave', 'Happy Hollow Blvd', 'Cass St'],
  },
  {
    neighborhood: 'Ralston',
    city: 'Ralston',
    state: 'NE',
    zip: '68127',
    county: 'Douglas',
    schoolDistrict: 'Ralston Public Schools',
    lat: 41.205,
    lng: -96.042,
    streets: ['Main St', 'Hickory St', 'S 77th St'],
  },
  {
    neighborhood: 'Florence',
    city: 'Omaha',
    state: 'NE',
    zip: '68112',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    lat: 41.3386,
    lng: -95.9625,
    streets: ['N 30th St', 'Bondesson St', 'Willit St'],
  },
  {
    neighborhood: 'Bennington',
    city: 'Bennington',
    state: 'NE',
    zip: '68007',
    county: 'Douglas',
    schoolDistrict: 'Bennington Public Schools',
    lat: 41.3644,
    lng: -96.1578,
    streets: ['Stone Creek Dr', 'N 156th St'],
  },
  {
    neighborhood: 'Midtown',
    city: 'Omaha',
    state: 'NE',
    zip: '68131',
    county: 'Douglas',
    schoolDistrict: 'Omaha Public Schools',
    lat: 41.2598,
    lng: -95.9609,
    streets: ['Dodge St', 'Farnam St', 'Harney St'],
  },
  {
    neighborhood: 'West Omaha',
    city: 'Omaha',
    state: 'NE',
    zip: '68154',
    county: 'Douglas',
    schoolDistrict: 'Millard Public Schools',
    lat: 41.2649,
    lng: -96.1286,
    streets: ['Pacific St', 'W Center Rd', 'Blondo St'],
  },
]

type Combo = { type: 'sale' | 'rental'; status: Property['status'] }
// Every combination the spec uses, weighted like a real portfolio.
const COMBOS: Combo[] = [
  ...Array<Combo>(16).fill({ type: 'sale', status: 'available' }),
  ...Array<Combo>(4).fill({ type: 'sale', status: 'pending' }),
  ...Array<Combo>(6).fill({ type: 'sale', status: 'sold' }),
  ...Array<Combo>(10).fill({ type: 'rental', status: 'available' }),
  ...Array<Combo>(4).fill({ type: 'rental', status: 'rented' }),
  ...Array<Combo>(5).fill({ type: 'sale', status: 'upcoming' }),
  ...Array<Combo>(2).fill({ type: 'rental', status: 'upcoming' }),
]

const STYLES: Record<HomeKind, string[]> = {
  house: ['Ranch', 'Two-Story', 'Craftsman Bungalow', 'Split-Level', 'Cape Cod', 'Tudor'],
  townhouse: ['Townhome', 'End-Unit Townhome'],
  condo: ['Condo', 'Loft Condo'],
  apartment: ['Apartment', 'Garden Apartment'],
}
const ADJECTIVES = ['Renovated', 'Updated', 'Move-In Ready', 'Fully Remodeled', 'Sunny', 'Spacious', 'Charming', 'Modern']
const FEATURES = [
  'New roof (2024)',
  'Quartz countertops',
  'Stainless steel appliances',
  'Luxury vinyl plank floors',
  'New HVAC system',
  'Fenced backyard',
  'Finished basement',
  'Walk-in closet',
  'Updated electrical panel',
  'Energy-efficient windows',
  'Covered front porch',
  'Primary suite with bath',
  'Open floor plan',
  'Tankless water heater',
  'Smart thermostat',
  'New garage door',
  'Tile shower surround',
  'Mature trees',
]
const INTERIOR_KINDS: ImageKind[] = ['kitchen', 'living', 'bedroom', 'bathroom', 'backyard', 'bedroom', 'living']

function seeded(n: number) {
  let s = n * 9301 + 49297
  return () => {
    s = (s * 9301 + 49297) % 233280
    return s / 233280
  }
}

function makeProperty(i: number): PropertySeed {
  const r = seeded(i + 7)
  const area = AREAS[i % AREAS.length]
  const combo = COMBOS[i]
  const rental = combo.type === 'rental'
  const kind: HomeKind = rental
    ? (['house', 'apartment', 'townhouse', 'condo', 'house'] as const)[i % 5]
    : (['house', 'house', 'house', 'townhouse', 'condo'] as const)[i % 5]
  const style = STYLES[kind][i % STYLES[kind].length]
  const bedrooms = kind === 'apartment' || kind === 'condo' ? 1 + (i % 3) : 2 + (i % 4)
  const bathrooms = [1, 1.5, 2, 2.5, 3, 3.5][Math.min(5, bedrooms - 1 + (i % 2))]
  const sqft = Math.round((650 + bedrooms * 380 + r() * 500) / 10) * 10
  const price = rental
    ? Math.round((700 + bedrooms * 380 + r() * 500) / 25) * 25
    : Math.round((95000 + sqft * (115 + r() * 90)) / 1000) * 1000
  const number = 1200 + ((i * 397) % 18000)
  const street = area.streets[i % area.streets.length]
  const unit = kind === 'apartment' || kind === 'condo' ? ` #${100 + (i % 9) * 101}` : ''
  const address = `${number} ${street}${unit}`
  const title = `${ADJECTIVES[i % ADJECTIVES.length]} ${style} in ${area.neighborhood}`
  const agent = demoAgents[rental ? 2 : i % 2 === 0 ? 0 : 1]
  const features = Array.from(new Set(Array.from({ length: 6 + (i % 4) }, (_, k) => FEATURES[(i * 5 + k * 7) % FEATURES.length])))
  const yearBuilt = 1925 + ((i * 13) % 95)
  const hasHOA = kind === 'condo' || kind === 'townhouse'
  const photoCount = 4 + (i % 5)
  const full = `${address}, ${area.city}`
  const photos: PropertySeed['photos'] = [
    { kind: 'exterior', seed: i, alt: `Front exterior of ${full}, a ${style.toLowerCase()} ${kind === 'house' ? 'home' : kind}` },
    ...INTERIOR_KINDS.slice(0, photoCount - 1).map((k, n) => ({
      kind: k,
      seed: i + n,
      alt: `${k === 'living' ? 'Living room' : k === 'backyard' ? 'Backyard' : k[0].toUpperCase() + k.slice(1)} of ${full}`,
    })),
  ]
  const upcoming = combo.status === 'upcoming'
  return {
    title,
    address,
    city: area.city,
    state: area.state,
    zip: area.zip,
    type: combo.type,
    status: combo.status,
    propertyType: kind,
    price,
    estimatedPrice: upcoming ? Math.round((price * 1.04) / (rental ? 25 : 1000)) * (rental ? 25 : 1000) : null,
    bedrooms,
    bathrooms,
    squareFootage: sqft,
    description: `${upcoming ? 'Coming soon: this' : 'This'} ${yearBuilt < 1960 ? 'classic' : 'well-built'} ${yearBuilt} ${style.toLowerCase()} in ${area.neighborhood} has been taken down to the studs where it mattered: ${features.slice(0, 3).join(', ').toLowerCase()}. ${bedrooms} bedrooms and ${bathrooms} baths across ${sqft.toLocaleString('en-US')} square feet, close to ${area.schoolDistrict} and everyday shopping. ${rental ? 'Lawn care and appliance repairs are included in the rent.' : 'Every system was inspected after the renovation; the report is available on request.'}`,
    features,
    latitude: Math.round((area.lat + (r() - 0.5) * 0.03) * 1e6) / 1e6,
    longitude: Math.round((area.lng + (r() - 0.5) * 0.04) * 1e6) / 1e6,
    location: {
      city: area.city,
      neighborhood: area.neighborhood,
      county: area.county,
      schoolDistrict: area.schoolDistrict,
      walkScore: 20 + ((i * 17) % 70),
    },
    agent: { name: agent.name, title: agent.title, phone: agent.phone, email: agent.email, photo: '' },
    exterior: {
      yearBuilt,
      lotSize: kind === 'house' ? `${(0.14 + r() * 0.3).toFixed(2)} acres` : 'Shared grounds',
      roofType: ['Architectural asphalt shingle', 'Asphalt shingle', 'Standing-seam metal'][i % 3],
      exteriorMaterial: ['Vinyl siding', 'Brick and fiber-cement siding', 'Stucco', 'Cedar lap siding'][i % 4],
      landscaping: ['Sodded lawn with new shrubs', 'Mature trees and perennial beds', 'Low-maintenance rock beds'][i % 3],
    },
    interior: {
      flooring: ['Luxury vinyl plank and carpet in bedrooms', 'Refinished hardwood', 'Tile and hardwood'][i % 3],
      heating: ['Forced air, natural gas (new 2024)', 'Forced air, natural gas', 'Heat pump'][i % 3],
      cooling: 'Central air',
      basement: kind === 'house' ? ['Finished, with egress window', 'Partially finished', 'Unfinished, dry'][i % 3] : 'None',
      laundry: ['Main-floor laundry room', 'In-unit washer and dryer', 'Lower-level laundry'][i % 3],
      fireplace: i % 3 === 0 ? 'Gas fireplace in living room' : 'None',
      appliances: ['Range', 'Refrigerator', 'Dishwasher', 'Microwave', ...(i % 2 ? ['Washer', 'Dryer'] : [])],
    },
    parking: {
      type: kind === 'house' ? 'Garage' : 'Assigned',
      spaces: kind === 'house' ? 1 + (i % 3) : 1,
      garageType: kind === 'house' ? 'Attached' : kind === 'townhouse' ? 'Attached' : 'Surface lot',
      description: kind === 'house' ? `${1 + (i % 3)}-car attached garage with opener` : 'One assigned space plus guest parking',
    },
    building: {
      stories: kind === 'house' ? (style === 'Two-Story' ? 2 : 1) : kind === 'townhouse' ? 2 : 3,
      totalUnits: kind === 'house' ? 1 : 12 + (i % 30),
      petPolicy: rental ? 'Cats and dogs under 40 lb with deposit' : 'No restrictions',
      accessibility: i % 4 === 0 ? ['Zero-step entry', 'Wide doorways'] : ['Main-floor bedroom'],
      utilities: ['City water and sewer', 'Natural gas', 'Fiber internet available'],
      security: ['Smoke and CO detectors', ...(i % 2 ? ['Video doorbell'] : ['Deadbolts rekeyed'])],
    },
    hoa: hasHOA
      ? {
          hasHOA: true,
          fee: 120 + (i % 5) * 35,
          frequency: 'Monthly',
          amenities: ['Snow removal', 'Lawn care', ...(i % 2 ? ['Pool'] : ['Clubhouse'])],
          restrictions: 'No short-term rentals; exterior changes need board approval',
        }
      : { hasHOA: false, fee: null, frequency: 'Monthly', amenities: [], restrictions: '' },
    photos,
    listedDaysAgo: 2 + ((i * 11) % 120),
  }
}

export const demoProperties: PropertySeed[] = COMBOS.map((_, i) => makeProperty(i))

export const demoContent: Partial<ContentSections> & { propertiesBanner?: string; rentalsBanner?: string } = {
  footer: {
    phone: '(402) 555-0142',
    email: `info@${DOMAIN}`,
    chrisEmail: `chris@${DOMAIN}`,
    address: '1200 Harney St, Suite 300, Omaha, NE 68102',
    officeHours: 'Mon-Fri: 9AM-6PM, Sat: 10AM-4PM',
    socialMedia: {
      facebook: 'https://www.facebook.com/heartlandhomepartners',
      instagram: 'https://www.instagram.com/heartlandhomepartners',
      linkedin: 'https://www.linkedin.com/company/heartland-home-partners',
    },
  },
  propertiesBanner: 'Renovated Homes for Sale Across the Omaha Metro',
  rentalsBanner: 'Quality Rental Homes, Professionally Managed',
}
