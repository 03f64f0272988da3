import type { AppLoadContext } from 'react-router'
import { resolveListingQuery, type ListingQuery } from '#core/listings/listing.ts'
import { toListingCard } from '#core/listings/listing-card.ts'
import { langOfPath } from '#core/i18n/locale.ts'
import type { PageBanner } from '#app/listings/search/search-page.tsx'
import { listingQueryFromUrl } from '#app/listings/search/listing-query.server.ts'

export const SEARCH_PAGE_SIZE = 24

/** The page number of a search URL: 1 when absent or not a positive whole number. */
export function pageFromUrl(url: URL): number {
  const n = Number(url.searchParams.get('page'))
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}

/** A search page's listings; a failed read shows the empty state rather than an error. */
export async function loadListings(context: AppLoadContext, request: Request, base: ListingQuery, pageSize = SEARCH_PAGE_SIZE) {
  const url = new URL(request.url)
  const page = pageFromUrl(url)
  const query = listingQueryFromUrl(url, { limit: pageSize, offset: (page - 1) * pageSize, ...base })
  try {
    // "This weekend" becomes instants before the cached catalog is asked (docs/decisions/0112-open-houses.md).
    const list = await context.catalog.listProperties(resolveListingQuery(query, new Date()))
    return { items: list.items.map(toListingCard), total: list.total, query, page, pageSize }
  } catch (err) {
    console.warn('listings could not be read', err)
    return { items: [], total: 0, query, page, pageSize }
  }
}

/**
 * The page's banner in the page's language: on a Spanish page its Spanish, or its English marked while staff have not
 * written one (docs/decisions/0186-spanish-people-banners-and-footer.md).
 */
export async function loadBanner(
  context: AppLoadContext,
  request: Request,
  key: 'properties' | 'rentals',
  fallback: string,
): Promise<PageBanner> {
  const english = await context.catalog.bannerText(key).catch(() => fallback)
  if (langOfPath(new URL(request.url).pathname) === 'en') return { text: english, inEnglish: false }
  const spanish = await context.catalog.bannerSpanish(key).catch(() => '')
  return spanish ? { text: spanish, inEnglish: false } : { text: english, inEnglish: true }
}
