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

export function listingDetailSections(
  p: Pick<Listing, 'exterior' | 'interior' | 'parking' | 'location' | 'building' | 'hoa'>,
): DetailSection[] {
  const { exterior: e, interior: i, parking: k, location: l, building: b, hoa: h } = p
  const sections: DetailSection[] = [
    {
      key: 'exterior',
      title: 'Exterior',
      rows: rows([
        ['Year built', e.yearBuilt],
        ['Lot size', e.lotSize],
        ['Roof', e.roofType],
        ['Exterior material', e.exteriorMaterial],
        ['Landscaping', e.landscaping],
      ]),
    },
    {
      key: 'interior',
      title: 'Interior',
      rows: rows([
        ['Flooring', i.flooring],
        ['Heating', i.heating],
        ['Cooling', i.cooling],
        ['Basement', i.basement],
        ['Laundry', i.laundry],
        ['Fireplace', i.fireplace],
        ['Appliances', i.appliances],
      ]),
    },
    {
      key: 'parking',
      title: 'Parking',
      rows: rows([
        ['Parking type', k.type],
        ['Spaces', k.spaces],
        ['Garage', k.garageType],
        ['Details', k.description],
      ]),
    },
    {
      key: 'location',
      title: 'Location',
      rows: rows([
        ['City', l.city],
        ['Neighborhood', l.neighborhood],
        ['County', l.county],
        ['School district', l.schoolDistrict],
        // Walk score is out of 100.
        ['Walk score', l.walkScore === null ? null : `${l.walkScore} / 100`],
      ]),
    },
    {
      key: 'building',
      title: 'Building',
      rows: rows([
        ['Stories', b.stories],
        ['Total units', b.totalUnits],
        ['Pet policy', b.petPolicy],
        ['Accessibility', b.accessibility],
        ['Utilities', b.utilities],
        ['Security', b.security],
      ]),
    },
    {
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
    },
  ]
  return sections.filter((s) => s.rows.length > 0)
}
