import { z } from 'zod'
import { wordList } from '#core/word-list.ts'

// The portal header's one search box (docs/decisions/0108-one-portal-search.md): what it asks and what it is answered.

export const PORTAL_SEARCH_GROUP = wordList(
  {
    listings: 'Listings',
    leads: 'Leads',
    agents: 'Agents',
    partners: 'Partners',
    staff: 'Staff users',
    content: 'Website content',
  },
  'content',
)
export type PortalSearchGroup = (typeof PORTAL_SEARCH_GROUP.values)[number]
export const { values: PORTAL_SEARCH_GROUPS, words: PORTAL_SEARCH_LABELS } = PORTAL_SEARCH_GROUP

/** Results per group: enough to find a record, few enough to read at a glance. */
export const PORTAL_SEARCH_LIMIT = 5
export const PORTAL_SEARCH_MIN_CHARS = 2

export const PortalSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(PORTAL_SEARCH_MIN_CHARS, `Search: type at least ${PORTAL_SEARCH_MIN_CHARS} characters`)
    .max(100, 'Search: use at most 100 characters'),
})

export const PortalSearchResultSchema = z.object({
  groups: z.array(
    z.object({
      group: z.enum(PORTAL_SEARCH_GROUPS),
      label: z.string(),
      items: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          /** One line that tells two results apart: an address, a kind of lead, an e-mail. */
          detail: z.string(),
          /** The portal screen that opens the record. */
          href: z.string(),
        }),
      ),
    }),
  ),
})
export type PortalSearchResult = z.infer<typeof PortalSearchResultSchema>
