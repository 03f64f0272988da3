import { PropertyListQuerySchema, type PropertyListQuery } from '#core/property'

/** Reads the search page's URL (the home search card's parameters) into an API query; bad values are dropped. */
export function listingQueryFromUrl(url: URL, base: PropertyListQuery): PropertyListQuery {
  const p = url.searchParams
  const raw: Record<string, string | undefined> = {
    location: p.get('location') ?? undefined,
    bedrooms: p.get('bedrooms') ?? undefined,
    bathrooms: p.get('bathrooms') ?? undefined,
    propertyType: p.get('propertyType') ?? undefined,
    minPrice: p.get('minPrice') ?? undefined,
    maxPrice: p.get('maxPrice') ?? undefined,
    sort: p.get('sort') ?? undefined,
  }
  const range = /^(\d+)-(\d+)$/.exec(p.get('priceRange') ?? '')
  if (range) {
    raw.minPrice ??= range[1]
    raw.maxPrice ??= range[2]
  }
  const query: PropertyListQuery = { ...base }
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value.trim() === '') continue
    const one = PropertyListQuerySchema.safeParse({ [key]: value })
    if (one.success) Object.assign(query, one.data)
  }
  return query
}
