import type { Listing } from './listing.ts'
import { formatPrice } from '#core/format.ts'
import {
  INCLUDED_UTILITY_OPTIONS,
  LEAD_PAINT_OPTIONS,
  labelOf,
  PET_POLICY_OPTIONS,
  petsAllowed,
  type ListingFacts,
} from './listing-facts.ts'

// "Complete details" of the property page (docs/product.md#property-page): exterior, interior,
// parking, location, building and HOA. Empty fields are left out, and so is a
// section with nothing left, so a sparse listing never shows blank rows.

export interface DetailRow {
  label: string
  /** Plain text, or a list shown as one item per line. */
  value: string | string[]
}
export interface DetailSection {
  key: 'exterior' | 'interior' | 'parking' | 'location' | 'building' | 'hoa' | 'terms'
  title: string
  rows: DetailRow[]
}

type Value = string | number | null | undefined | string[]

function rows(pairs: Array<[string, Value]>): DetailRow[] {
  const out: DetailRow[] = []
  for (const [label, raw] of pairs) {
    if (raw === null || raw === undefined) continue
    if (Array.isArray(raw)) {
      const items = raw.map((s) => s.trim()).filter(Boolean)
      if (items.length > 0) out.push({ label, value: items })
    } else {
      const text = String(raw).trim()
      if (text) out.push({ label, value: text })
    }
  }
  return out
}

type Sections = Pick<Listing, 'exterior' | 'interior' | 'parking' | 'location' | 'building' | 'hoa'> &
  Partial<Pick<Listing, 'type' | 'facts'>>

/** Each section's title and its fields (key → label), in their order; the HOA's rows are worked out below. */
const FIELDS: { [K in Exclude<DetailSection['key'], 'hoa' | 'terms'>]: [string, Partial<Record<keyof Sections[K], string>>] } = {
  exterior: [
    'Exterior',
    { yearBuilt: 'Year built', lotSize: 'Lot size', roofType: 'Roof', exteriorMaterial: 'Exterior material', landscaping: 'Landscaping' },
  ],
  interior: [
    'Interior',
    {
      flooring: 'Flooring',
      heating: 'Heating',
      cooling: 'Cooling',
      basement: 'Basement',
      laundry: 'Laundry',
      fireplace: 'Fireplace',
      appliances: 'Appliances',
    },
  ],
  parking: ['Parking', { type: 'Parking type', spaces: 'Spaces', garageType: 'Garage', description: 'Details' }],
  location: [
    'Location',
    { city: 'City', neighborhood: 'Neighborhood', county: 'County', schoolDistrict: 'School district', walkScore: 'Walk score' },
  ],
  building: [
    'Building',
    {
      stories: 'Stories',
      totalUnits: 'Total units',
      petPolicy: 'Pet policy',
      accessibility: 'Accessibility',
      utilities: 'Utilities',
      security: 'Security',
    },
  ],
}

/** A field's value as shown: the walk score is out of 100. */
const shown = (key: string, value: unknown): Value =>
  key === 'walkScore' && value !== null ? `${value as number} / 100` : (value as Value)

export function listingDetailSections(p: Sections): DetailSection[] {
  const h = p.hoa
  const sections: DetailSection[] = Object.entries(FIELDS).map(([key, [title, labels]]) => {
    const values = p[key as keyof typeof FIELDS] as unknown as Record<string, unknown>
    const pairs = Object.entries(labels).map(([field, label]): [string, Value] => [label as string, shown(field, values[field])])
    return { key: key as DetailSection['key'], title, rows: rows(pairs) }
  })
  sections.push({
    key: 'hoa',
    title: 'HOA',
    rows: h.hasHOA
      ? rows([
          // An association without a known fee is still worth knowing about.
          ['HOA fee', h.fee === null ? 'Yes, fee on request' : `${formatPrice(h.fee)} (${h.frequency.trim() || 'Monthly'})`],
          ['Amenities', h.amenities],
          ['Restrictions', h.restrictions],
        ])
      : [],
  })
  if (p.facts && p.type) sections.push(termsSection(p.type, p.facts))
  return sections.filter((s) => s.rows.length > 0)
}

/** "August 1, 2026" of a date written 2026-08-01. */
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** The facts a listing states before it is published (docs/decisions/0153-required-listing-facts.md), where a visitor looks for them. */
function termsSection(type: Listing['type'], f: ListingFacts): DetailSection {
  if (type === 'sale')
    return {
      key: 'terms',
      title: 'Taxes and disclosures',
      rows: rows([
        ['Annual property taxes', f.annualTaxes === null ? null : `${formatPrice(f.annualTaxes)} a year`],
        ['Lead-based paint', labelOf(LEAD_PAINT_OPTIONS, f.leadPaint)],
        ['MLS number', f.mls.status === 'in-mls' ? f.mls.number : null],
      ]),
    }
  return {
    key: 'terms',
    title: 'Rental terms',
    rows: rows([
      ['Available', f.availableOn && longDate(f.availableOn)],
      ['Pets', labelOf(PET_POLICY_OPTIONS, f.pets)],
      ['Pet deposit', petsAllowed(f.pets) && f.petDeposit !== null ? formatPrice(f.petDeposit) : null],
      ['Utilities included', f.utilitiesIncluded.map((u) => labelOf(INCLUDED_UTILITY_OPTIONS, u))],
      ['Rental registration', f.rentalRegistration],
    ]),
  }
}
