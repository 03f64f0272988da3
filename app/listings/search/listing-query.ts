// Search URLs in the browser. Reading a URL into an API query is the server's
// job (listing-query.server.ts), so the page does not load the query rules.

/**
 * The next URL search of a filter change: a changed filter starts again at
 * page 1, and explicit prices replace a quick range that came from the home
 * search card.
 */
export function nextSearch(current: URLSearchParams, changes: Record<string, string | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value.trim() === '') next.delete(key)
    else next.set(key, value.trim())
  }
  if (!('page' in changes)) next.delete('page')
  if ('minPrice' in changes || 'maxPrice' in changes) next.delete('priceRange')
  return next
}
