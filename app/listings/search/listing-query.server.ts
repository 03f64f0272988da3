import { ListingQuerySchema, type ListingQuery } from '#core/listings/listing.ts'
import { SEARCH_BOUNDS_KEYS as BOUNDS_KEYS, SEARCH_FILTER_KEYS as FILTER_KEYS } from '#core/listings/search-params.ts'

// A parameter read here must be listed in core/listings/search-params.ts: the page cache keeps only those.

/** Reads the search page's URL into an API query; bad values are dropped rather than failing the page. */
export function listingQueryFromUrl(url: URL, base: ListingQuery): ListingQuery {
  const p = url.searchParams
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
