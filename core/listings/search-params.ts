// The URL parameters of the search pages (/properties, /rentals, /upcoming): what their loaders read. The page cache
// keeps these, and only these, in a page's key (server/catalog/page-cache.ts), so a parameter added here is read by
// the page and cached apart, and one missing here is never seen by the page.

/** URL keys of a search page that become API filters (the home search card's parameters among them). */
export const SEARCH_FILTER_KEYS = [
  'location',
  'bedrooms',
  'bathrooms',
  'propertyType',
  'minPrice',
  'maxPrice',
  'sort',
  'openHouse',
] as const
/** The visible map area, present only while "Show only in view" (`inView=1`) is on. */
export const SEARCH_BOUNDS_KEYS = ['north', 'south', 'east', 'west'] as const

/** Every parameter /properties and /rentals read: the filters, the home card's quick price range, the map area, the page. */
export const SEARCH_PAGE_PARAMS: readonly string[] = [...SEARCH_FILTER_KEYS, 'priceRange', 'inView', ...SEARCH_BOUNDS_KEYS, 'page']

/** The public pages that read URL parameters, by path; every other public page reads none. */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/properties': SEARCH_PAGE_PARAMS,
  '/rentals': SEARCH_PAGE_PARAMS,
  // Sale or rent (docs/decisions/0023-upcoming-page.md).
  '/upcoming': [...SEARCH_PAGE_PARAMS, 'type'],
}
