import { z } from 'zod'
// Plain-word messages for every schema (core/plain-messages.ts).
import '#core/plain-messages.ts'
import { cleanText } from '#core/normalize-text.ts'
import { ALERT_FREQUENCIES, ALERT_LOCALES } from './saved-search-names.ts'
import { SEARCH_PAGES } from '#core/listings/search-query.ts'
import { SEARCH_PAGE_PARAMS } from '#core/listings/search-params.ts'

// Saved searches with alerts, and saved homes tied to an address (docs/decisions/0161-saved-searches-and-alerts.md):
// the payloads both the browser and the server read. Their names, frequencies and limits are in saved-search-names.ts,
// which pages load without zod.

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

/** GET /api/admin/saved-searches/demand: "What buyers are asking for", confirmed saved searches by area and type. */
export const BuyerDemandSchema = z.object({
  total: z.number(),
  rows: z.array(z.object({ area: z.string(), type: z.string(), count: z.number() })),
})
export type BuyerDemand = z.infer<typeof BuyerDemandSchema>
