import { z } from 'zod'
import { cleanText } from '#core/clean-text.ts'
import { SEARCH_PAGES } from '#core/listings/search-query.ts'
import { SEARCH_PAGE_PARAMS } from '#core/listings/search-params.ts'

// Saved searches with alerts, and saved homes tied to an address (docs/decisions/0161-saved-searches-and-alerts.md):
// the payloads both the browser and the server read.

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { instant: 'At once', daily: 'Daily', weekly: 'Weekly' }

/** The languages a search's mails may be written in; the site is English today. */
export const ALERT_LOCALES = ['en', 'es'] as const

/** How many new matches an alert lists; the rest are one link to the search. */
export const ALERT_LIST_LIMIT = 10

/** The hour (business time) of the daily and weekly digests; the weekly one goes on Mondays. */
export const DIGEST_TIME = '08:00'

export { SAVED_SEARCH_MESSAGES } from './saved-search-messages.ts'

const email = z
  .string()
  .transform((v) => cleanText(v))
  .pipe(z.string().max(320, 'must be at most 320 characters'))
  .pipe(z.email('must be an email address such as name@example.com'))
  .transform((s) => s.toLowerCase())

const token = z.string().regex(/^[0-9a-f]{64}$/, 'must be the code from your link')

const name = z
  .string()
  .transform((v) => cleanText(v))
  .pipe(z.string().min(1, 'required').max(120, 'must be at most 120 characters'))

/** Only the parameters the search pages read, without the page number. */
const query = z
  .string()
  .max(2000, 'must be at most 2000 characters')
  .transform((q) => {
    const given = new URLSearchParams(q)
    const kept = new URLSearchParams()
    for (const [k, v] of given) if (k !== 'page' && (SEARCH_PAGE_PARAMS.includes(k) || k === 'type') && v.trim()) kept.append(k, v)
    return kept.toString()
  })

export const SavedHomeRefSchema = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/), title: z.string().max(300) })

/** POST /api/saved-searches: a search to save, by a browser tied to a confirmed address or with an address to confirm. */
export const SaveSearchBodySchema = z.object({
  page: z.enum(SEARCH_PAGES, { error: `page must be one of ${SEARCH_PAGES.join(', ')}` }),
  query,
  name,
  frequency: z.enum(ALERT_FREQUENCIES, { error: `frequency must be one of ${ALERT_FREQUENCIES.join(', ')}` }),
  locale: z.enum(ALERT_LOCALES).default('en'),
  email: email.optional(),
  /** The key this browser keeps once tied to an address. */
  browserKey: token.optional(),
  website: z.string().max(300).optional(),
})
export type SaveSearchBody = z.infer<typeof SaveSearchBodySchema>

/** POST /api/saved-homes/address: "E-mail me my saved homes". */
export const SaveHomesBodySchema = z.object({
  email,
  homes: z.array(SavedHomeRefSchema).max(100),
  locale: z.enum(ALERT_LOCALES).default('en'),
  browserKey: token.optional(),
  website: z.string().max(300).optional(),
})

/** POST /api/saved-homes/sync: a home saved or removed in a browser tied to an address. */
export const SyncHomesBodySchema = z.object({
  browserKey: token,
  add: z.array(SavedHomeRefSchema).max(100).default([]),
  remove: z
    .array(z.string().regex(/^[0-9a-f]{24}$/))
    .max(100)
    .default([]),
})

export const TokenBodySchema = z.object({ token })

export const UpdateSearchBodySchema = z.object({ token, name: name.optional(), frequency: z.enum(ALERT_FREQUENCIES).optional() })

/** What the browser is told after a save: its key, and whether the address is confirmed. */
export const SaveAnswerSchema = z.object({ message: z.string(), browserKey: z.string(), confirmed: z.boolean() })

export const ManagedSearchSchema = z.object({
  _id: z.string(),
  kind: z.enum(['search', 'homes']),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** The search page's address with its filters ('' for the saved homes). */
  url: z.string(),
  createdAt: z.string(),
})

/** GET /api/saved-searches/manage: every search and saved home of the address of a private link. */
export const ManageViewSchema = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  searches: z.array(ManagedSearchSchema),
  homes: z.array(SavedHomeRefSchema.extend({ savedAt: z.string() })),
  /** A key for the browser that opened the private link: it is tied to the address from now on. */
  browserKey: z.string(),
})
export type ManageView = z.infer<typeof ManageViewSchema>

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

/** GET /api/admin/saved-searches/demand: "What buyers are asking for", confirmed saved searches by area and type. */
export const BuyerDemandSchema = z.object({
  total: z.number(),
  rows: z.array(z.object({ area: z.string(), type: z.string(), count: z.number() })),
})
export type BuyerDemand = z.infer<typeof BuyerDemandSchema>

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
