import areas from './demo-areas.json' with { type: 'json' }

// Neighborhoods of the demo listings (docs/product.md#neighbourhood-names): real ZIP codes with
// a point near the middle of each, and real streets with plausible house numbers.

export interface Area {
  neighborhood: string
  city: string
  state: 'NE' | 'IA'
  county: 'Douglas' | 'Sarpy' | 'Pottawattamie'
  schoolDistrict: string
  /** Sale price per finished square foot after renovation, 2025. */
  pricePerSqft: number
  walkScore: [number, number]
  zips: Array<{ zip: string; lat: number; lng: number; streets: string[] }>
}

// Streets are "name:from-to" (house-number range). The areas are data, kept in demo-areas.json.
export const AREAS = areas as Area[]
