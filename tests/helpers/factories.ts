import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { NewListing } from '#server/listings/listing.repository.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { createAgentRepository, createPartnerRepository } from '#server/people/people.repository.ts'
import type { Agent, Partner } from '#core/people/people.ts'
import { newId } from '#server/db/ids.ts'
import { NO_RENTAL_FEES } from '#core/listings/listing.ts'
import type { ListingFacts } from '#core/listings/listing-facts.ts'
import { NO_FACTS } from '#core/listings/listing-fact-rules.ts'
import { emptyListingForm, type ListingFormValues } from '#core/listings/listing-form.ts'

let counter = 0

/** A complete sell-to-us request as the form sends it (POST /api/contact/sell-to-us). */
export const sellToUsBody = (over: object = {}) => ({
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '(402) 555-0177',
  address: '3120 S 95th St, Omaha, NE 68124',
  propertyType: 'single-family',
  timeframe: '3-months',
  message: 'Roof is 20 years old.',
  type: 'sell-to-us',
  subject: 'Sell To Us Inquiry',
  ...over,
})

/**
 * Every fact a listing of either type states before it is published (docs/decisions/0153-required-listing-facts.md): a
 * sale's taxes, a rental's pets, utilities, date and registration, and an upcoming home's MLS status.
 */
export const COMPLETE_FACTS: ListingFacts = {
  ...NO_FACTS,
  annualTaxes: 3400,
  leadPaint: 'disclosed-with-pamphlet',
  pets: 'none',
  utilitiesIncluded: ['water', 'trash'],
  availableOn: '2026-07-01',
  rentalRegistration: 'RR-004512',
  mls: { status: 'not-listed', number: '', exemptionSignedOn: null },
}

/** The editor's empty form with the facts publishing asks for stated (a test's body adds its title, address, price…). */
export function publishableForm(): ListingFormValues {
  const form = emptyListingForm()
  return { ...form, exterior: { ...form.exterior, yearBuilt: 1995 }, facts: structuredClone(COMPLETE_FACTS) }
}

/** A complete property with every detail section; override what the test is about. */
export function makeProperty(overrides: Partial<NewListing> = {}): NewListing {
  counter += 1
  return {
    title: `Renovated Ranch ${counter}`,
    address: `${1000 + counter} S ${100 + counter}th St`,
    city: 'Omaha',
    state: 'NE',
    zip: '68144',
    type: 'sale',
    status: 'available',
    propertyType: 'house',
    price: 250000,
    estimatedPrice: null,
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1600,
    description: 'A fully renovated ranch with a new roof, kitchen and baths.',
    features: ['New roof', 'Quartz counters'],
    latitude: 41.2337,
    longitude: -96.1156,
    location: { city: 'Omaha', neighborhood: 'Millard', county: 'Douglas', schoolDistrict: 'Millard Public Schools', walkScore: 42 },
    agent: { name: 'Dana Whitfield', title: 'Listing Agent', phone: '(402) 555-0110', email: 'dana@example.com', photo: '' },
    exterior: {
      yearBuilt: 1978,
      lotSize: '0.21 acres',
      roofType: 'Asphalt shingle',
      exteriorMaterial: 'Vinyl siding',
      landscaping: 'Mature trees',
    },
    interior: {
      flooring: 'LVP',
      heating: 'Forced air',
      cooling: 'Central air',
      basement: 'Finished',
      laundry: 'Main floor',
      fireplace: 'Gas',
      appliances: ['Range', 'Dishwasher'],
    },
    parking: { type: 'Garage', spaces: 2, garageType: 'Attached', description: 'Two-car attached garage' },
    building: { stories: 1, totalUnits: 1, petPolicy: 'N/A', accessibility: [], utilities: ['City water'], security: ['Smoke detectors'] },
    hoa: { hasHOA: false, fee: null, frequency: 'Monthly', amenities: [], restrictions: '' },
    rentalFees: NO_RENTAL_FEES,
    facts: COMPLETE_FACTS,
    ...overrides,
  }
}

export async function insertProperty(db: Kysely<Database>, overrides: Partial<NewListing> = {}): Promise<string> {
  const id = newId()
  await createListingRepository(db).insert(id, makeProperty(overrides))
  return id
}

export function makeAgent(overrides: Partial<Agent> = {}): Agent {
  counter += 1
  return {
    _id: newId(),
    name: `Agent ${counter}`,
    title: 'Agent',
    bio: 'Knows every street in Omaha.',
    phone: '(402) 555-0100',
    email: `agent${counter}@example.com`,
    photo: '',
    isActive: true,
    ...overrides,
  }
}

export async function insertAgent(db: Kysely<Database>, overrides: Partial<Agent> = {}): Promise<Agent> {
  const agent = makeAgent(overrides)
  await createAgentRepository(db).insert(agent, counter)
  return agent
}

export async function insertPartner(db: Kysely<Database>, overrides: Partial<Partner> = {}): Promise<Partner> {
  counter += 1
  const partner: Partner = {
    _id: newId(),
    title: `Partner ${counter}`,
    description: 'Trusted partner.',
    descriptionEs: '',
    logo: '',
    phone: '',
    email: '',
    website: 'example.com',
    ...overrides,
  }
  await createPartnerRepository(db).insert(partner, counter)
  return partner
}
