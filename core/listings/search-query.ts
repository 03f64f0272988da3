import { ListingQuerySchema, type ListingQuery } from './listing.ts'
import { SEARCH_BOUNDS_KEYS as BOUNDS_KEYS, SEARCH_FILTER_KEYS as FILTER_KEYS } from './search-params.ts'

// A search page's URL parameters as an API query: what the pages' loaders read, and what a saved search's alerts
// match (docs/decisions/0161-saved-searches-and-alerts.md). A parameter read here must be listed in
// core/listings/search-params.ts: the page cache keeps only those.

/** Reads a search page's parameters into an API query; bad values are dropped rather than failing the page. */
export function listingQueryFromParams(p: URLSearchParams, base: ListingQuery): ListingQuery {
  const raw: Record<string, string | undefined> = {}
  for (const key of FILTER_KEYS) raw[key] = p.get(key) ?? undefined
  if (p.get('inView') === '1') for (const key of BOUNDS_KEYS) raw[key] = p.get(key) ?? undefined
  const range = /^(\d+)-(\d+)$/.exec(p.get('priceRange') ?? '')
  if (range) {
    raw.minPrice ??= range[1]
    raw.maxPrice ??= range[2]
  }
  const query: ListingQuery = { ...base }
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value.trim() === '') continue
    const one = ListingQuerySchema.safeParse({ [key]: value })
    if (one.success) Object.assign(query, one.data)
  }
  return query
}

/** The search pages a search can be saved on. */
export const SEARCH_PAGES = ['/properties', '/rentals', '/upcoming'] as const
export type SearchPage = (typeof SEARCH_PAGES)[number]

/**
 * What a search page lists for these parameters, without its paging: sales on /properties, rentals on /rentals,
 * upcoming homes of either type on /upcoming (a quick price range from the home card means sales).
 */
export function searchPageQuery(page: SearchPage, params: URLSearchParams): ListingQuery {
  if (page === '/properties') return listingQueryFromParams(params, { type: 'sale' })
  if (page === '/rentals') return listingQueryFromParams(params, { type: 'rental' })
  const given = params.get('type')
  const type = given === 'sale' || given === 'rental' ? given : params.has('priceRange') ? 'sale' : undefined
  return listingQueryFromParams(params, { status: 'upcoming', ...(type ? { type } : {}) })
}
