import type { Listing } from './listing.ts'
import { formatPrice } from '#core/format.ts'

// "Complete details" of the property page (docs/product.md#property-page): exterior, interior,
// parking, location, building and HOA. Empty fields are left out, and so is a
// section with nothing left, so a sparse listing never shows blank rows.

export interface DetailRow {
  label: string
  /** Plain text, or a list shown as one item per line. */
  value: string | string[]
}
export interface DetailSection {
  key: 'exterior' | 'interior' | 'parking' | 'location' | 'building' | 'hoa'
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

type Sections = Pick<Listing, 'exterior' | 'interior' | 'parking' | 'location' | 'building' | 'hoa'>

/** Each section's title and its fields (key → label), in their order; the HOA's rows are worked out below. */
const FIELDS: { [K in Exclude<DetailSection['key'], 'hoa'>]: [string, Partial<Record<keyof Sections[K], string>>] } = {
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
  return sections.filter((s) => s.rows.length > 0)
}
