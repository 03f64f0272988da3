// Business constants, kept exactly as docs/product.md#business-constants gives them.

import { groupDigits } from './digits.ts'

export const PROPERTY_TYPES = ['sale', 'rental'] as const
export const PROPERTY_STATUSES = ['available', 'pending', 'sold', 'rented', 'upcoming'] as const
export const HOME_KINDS = ['house', 'condo', 'townhouse', 'apartment'] as const
export const SORT_OPTIONS = ['newest', 'price-low', 'price-high', 'bedrooms'] as const

export const HOME_FEATURED_REQUEST_LIMIT = 6
export const HOME_FEATURED_KEEP = 3
export const HOME_STRIP_RENDER_MAX = 5
export const HOME_UPCOMING_REQUEST_LIMIT = 3

export const CAROUSEL_INTERVAL_MS = 5000
export const CAROUSEL_LOCK_MS = 300
export const THUMBNAIL_GRID_MAX = 5

export const MAP_DEFAULT_CENTER = { lat: 41.2524, lng: -95.998 } as const
export const MAP_DEFAULT_ZOOM = 11
export const MAP_SEARCH_ZOOM = 13
export const MAP_BOUNDS_DEBOUNCE_MS = 300
export const LOCATION_TYPING_DEBOUNCE_MS = 500
/** Above this many matching listings the map's pins are grouped on the server. */
export const MAP_PINS_MAX = 400
export const AUTOCOMPLETE_BIAS_BOX = { minLat: 40.5, maxLat: 42.5, minLng: -97, maxLng: -94 } as const

export interface PriceRange {
  label: string
  value: string
  min: number
  max: number
}

/**
 * The ranges between `bounds` in order: "Under" the second, each pair of neighbours, and the last "and up" (to
 * `ceiling`), each amount written by `money`.
 */
function priceRanges(bounds: number[], ceiling: number, money: (amount: number) => string): PriceRange[] {
  return bounds.map((min, i) => {
    const max = bounds[i + 1] ?? ceiling
    const label = i === 0 ? `Under ${money(max)}` : i === bounds.length - 1 ? `${money(min)}+` : `${money(min)} - ${money(max)}`
    return { label, value: `${min}-${max}`, min, max }
  })
}
/** $200K, $1M (or $200k with a small k). */
const thousands =
  (k: 'K' | 'k') =>
  (amount: number): string =>
    amount >= 1_000_000 ? `$${amount / 1_000_000}M` : `$${amount / 1000}${k}`
// Grouped by hand, not with toLocaleString: these lists are made when the module loads (core/digits.ts).
const dollars = (amount: number): string => `$${groupDigits(amount)}`

export const SALE_PRICE_RANGES = priceRanges([0, 200000, 400000, 600000, 800000], 999999, thousands('K'))
export const RENTAL_PRICE_RANGES = priceRanges([0, 1000, 1500, 2000, 2500, 3000], 99999, dollars)
export const HOME_SEARCH_PRICE_RANGES = priceRanges([0, 200000, 400000, 600000, 800000, 1000000], 99999999, thousands('K'))
export const UPCOMING_PRICE_RANGES = priceRanges([0, 200000, 400000, 600000], 999999, thousands('k'))

export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const
export const UPCOMING_BEDROOM_OPTIONS = [1, 2, 3, 4] as const
export const BATHROOM_OPTIONS = [1, 1.5, 2, 2.5, 3, 4] as const

export const TOUR_TIME_SLOTS = ['8-10 AM', '10-12 PM', '12-2 PM', '2-4 PM', '4-6 PM'] as const
export const PREFERRED_CONTACT_OPTIONS = ['email', 'phone', 'either'] as const

export const MORTGAGE_DEFAULTS = {
  interestRate: 6.5,
  termYears: 30,
  downPaymentPercent: 20,
} as const

export const STANDALONE_CALCULATOR_DEFAULTS = {
  homePrice: 350000,
  downPayment: 70000,
  interestRate: 6.5,
  termYears: 30,
  annualPropertyTax: 4200,
  annualInsurance: 1200,
} as const

export const QUICK_TERMS = [15, 20, 25, 30] as const
export const TERM_MIN_YEARS = 1
export const TERM_MAX_YEARS = 50

export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm', 'm4v'] as const

// Upload limits (hero gallery 15728640 / 104857600 bytes) live with the file kinds: core/file-kinds.ts.

export const PROPERTY_LIST_MAX_LIMIT = 500
export const COPYRIGHT_YEAR = 2025

/** The demo lender's pre-qualification page, opened in a new tab from the calculators. */
export const PREQUALIFICATION_URL = 'https://www.gatewayhomelending.com/prequalify'

/** Public pages of the route table (docs/product.md#route-table), as listed in /sitemap.xml. */
export const PUBLIC_PAGES = [
  '/',
  '/properties',
  '/rentals',
  '/upcoming',
  '/agents',
  '/about-us',
  '/about',
  '/our-partners',
  '/our-vision',
  '/mortgage-calculator',
  '/preferred-bidders',
  '/sell-to-us',
  '/contact',
  '/sitemap',
  '/verify',
  '/privacy',
  '/terms',
] as const
