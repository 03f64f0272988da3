import type { ListingQuery } from '#core/listings/listing.ts'
import { listingQueryFromParams } from '#core/listings/search-query.ts'

/** Reads the search page's URL into an API query; bad values are dropped rather than failing the page. */
export const listingQueryFromUrl = (url: URL, base: ListingQuery): ListingQuery => listingQueryFromParams(url.searchParams, base)
