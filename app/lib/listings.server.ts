import type { AppLoadContext } from 'react-router'
import type { PropertyListQuery } from '#core/property'
import { listingQueryFromUrl } from './listing-query'

/** A search page's listings; a failed read shows the empty state rather than an error (spec 1 §8). */
export async function loadListings(context: AppLoadContext, request: Request, base: PropertyListQuery) {
  try {
    return await context.catalog.listProperties(listingQueryFromUrl(new URL(request.url), { limit: 60, ...base }))
  } catch (err) {
    console.warn('listings could not be read', err)
    return { items: [], total: 0 }
  }
}

export async function loadBanner(context: AppLoadContext, key: 'properties' | 'rentals', fallback: string): Promise<string> {
  try {
    return await context.catalog.bannerText(key)
  } catch {
    return fallback
  }
}
