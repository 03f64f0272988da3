// Saved searches' frequencies, limits and names (docs/decisions/0161-saved-searches-and-alerts.md), apart from their
// payloads' schemas (saved-searches.ts) so that the list pages' "Save this search" loads without zod.

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'At once', daily: 'Daily', weekly: 'Weekly' }

/** The languages a search's mails may be written in; the site is English today. */
export const ALERT_LOCALES = ['en', 'es'] as const

/** How many new matches an alert lists; the rest are one link to the search. */
export const ALERT_LIST_LIMIT = 10

/** The hour (business time) of the daily and weekly digests; the weekly one goes on Mondays. */
export const DIGEST_TIME = '08:00'

const PAGE_NAMES: Record<string, string> = { '/properties': 'Homes for sale', '/rentals': 'Rentals', '/upcoming': 'Upcoming homes' }

/** The words of a suggested search name; English here, the page's words on a Spanish page (app/leads/save-search.tsx). */
export interface SearchNameWords {
  page: (page: string) => string
  in: (name: string, place: string) => string
  beds: (n: string) => string
  baths: (n: string) => string
  from: (min: string) => string
  upTo: (max: string) => string
}

export const ENGLISH_SEARCH_NAME_WORDS: SearchNameWords = {
  page: (page) => PAGE_NAMES[page] ?? 'Homes',
  in: (name, place) => `${name} in ${place}`,
  beds: (n) => `${n}+ bd`,
  baths: (n) => `${n}+ ba`,
  from: (min) => `from ${min}`,
  upTo: (max) => `up to ${max}`,
}

/** A search's suggested name from its page and filters ("Homes for sale in Millard, 3+ bd, up to $350,000"). */
export function suggestedSearchName(page: string, search: string, words: SearchNameWords = ENGLISH_SEARCH_NAME_WORDS): string {
  const p = new URLSearchParams(search)
  const money = (v: string | null) => (v && /^\d+$/.test(v) ? `$${Number(v).toLocaleString('en-US')}` : '')
  const range = /^(\d+)-(\d+)$/.exec(p.get('priceRange') ?? '')
  const min = money(p.get('minPrice') ?? range?.[1] ?? null)
  const max = money(p.get('maxPrice') ?? range?.[2] ?? null)
  const bedrooms = p.get('bedrooms')
  const bathrooms = p.get('bathrooms')
  const parts = [
    bedrooms && words.beds(bedrooms),
    bathrooms && words.baths(bathrooms),
    min && max ? `${min}–${max}` : min ? words.from(min) : max ? words.upTo(max) : '',
  ].filter(Boolean)
  const location = p.get('location')?.trim()
  const name = `${location ? words.in(words.page(page), location) : words.page(page)}${parts.length ? `, ${parts.join(', ')}` : ''}`
  return name.slice(0, 120)
}

const capitalised = (s: string) => s.replace(/^./, (c) => c.toUpperCase())

/** The area and type a saved search asks for, as the dashboard groups them ("Millard", "For sale · House"). */
export function searchDemandKey(page: string, query: string): { area: string; type: string } {
  const p = new URLSearchParams(query)
  const location = p.get('location')?.trim().replace(/\s+/g, ' ')
  const listed = page === '/rentals' ? 'Rentals' : page === '/upcoming' ? 'Upcoming' : 'For sale'
  const kind = p.get('propertyType')?.trim()
  return {
    area: location ? capitalised(location.toLowerCase()).replace(/\b\w/g, (c) => c.toUpperCase()) : 'Any area',
    type: kind ? `${listed} · ${capitalised(kind.replace(/-/g, ' '))}` : listed,
  }
}
