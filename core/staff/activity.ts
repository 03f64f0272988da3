import { z } from 'zod'
import { wordList } from '#core/word-list.ts'

// The activity log's kinds and filters (docs/decisions/0101-activity-log-filters.md): what an entry is about, who
// made it and when (days in the business's time zone), paged by position in the log rather than by page number, so
// a page is as fast on the millionth entry as on the first.

export const ACTIVITY_KIND = wordList(
  {
    content: 'Content',
    listing: 'Listing',
    agent: 'Agent',
    partner: 'Partner',
    'staff-user': 'Staff user',
    lead: 'Lead',
    'sign-in': 'Sign-in',
    account: 'Own account',
    other: 'Other',
  },
  'other',
)
export type ActivityKind = (typeof ACTIVITY_KIND.values)[number]
export const { values: ACTIVITY_KINDS, words: ACTIVITY_KIND_LABELS } = ACTIVITY_KIND

/** How an entry's action starts ("property.update") or the admin path a generic entry names ("PUT /api/admin/agents/:id"). */
const KIND_OF: Array<[ActivityKind, string[], string[]]> = [
  ['content', ['content.'], ['content']],
  ['listing', ['property.'], ['properties']],
  ['agent', ['agent.'], ['agents']],
  ['partner', ['partner.'], ['partners']],
  ['staff-user', ['user.'], ['users']],
  ['lead', ['lead.', 'subscriber.'], ['leads', 'subscribers']],
  ['sign-in', ['auth.'], ['sign-in', 'sign-out']],
  ['account', ['account.'], ['account']],
]

/** The kind of an entry from its action (migration 0021 filled in the entries before it with it). */
export function activityKindOf(action: string): ActivityKind {
  const path = / \/api\/admin\/([^/?]+)/.exec(action)?.[1]
  for (const [kind, prefixes, paths] of KIND_OF) {
    if (prefixes.some((p) => action.startsWith(p)) || (path !== undefined && paths.some((p) => path.startsWith(p)))) return kind
  }
  return 'other'
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A place in the log: an entry's time and id ("2026-11-25T15:04:05.000Z~abc123"). */
const CURSOR = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[A-Za-z0-9_-]{1,64}$/

const day = (label: string) =>
  z
    .string()
    .trim()
    .transform((s) => s || undefined)
    .pipe(z.string().regex(DAY, `${label} is a date such as 2026-11-25`).optional())
    .optional()
const cursor = (label: string) => z.string().regex(CURSOR, `${label} is not a place in the activity log`).optional()

export const ActivityFilterSchema = z
  .object({
    /** The username of who made the entries. */
    user: z
      .string()
      .trim()
      .max(100, 'Person is at most 100 characters')
      .transform((s) => s || undefined)
      .optional(),
    kind: z.enum(ACTIVITY_KINDS, { error: `Kind must be one of ${ACTIVITY_KINDS.join(', ')}` }).optional(),
    /** First and last day shown, in the business's time zone (Omaha). */
    from: day('From'),
    to: day('To'),
    /** Entries older than this place (the next page), or newer (the page before). */
    before: cursor('Older than'),
    after: cursor('Newer than'),
  })
  .refine((f) => !(f.from && f.to && f.from > f.to), { path: ['to'], message: 'To is before From' })
  .refine((f) => !(f.before && f.after), { path: ['after'], message: 'Give Older than or Newer than, not both' })
export type ActivityFilter = z.infer<typeof ActivityFilterSchema>

export const ActivityQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Kept for callers that page by count; the portal pages with before/after. */
    offset: z.coerce.number().int().min(0).default(0),
  })
  .and(ActivityFilterSchema)

export const cursorOf = (entry: { createdAt: string; _id: string }): string => `${entry.createdAt}~${entry._id}`
export function parseCursor(cursor: string): { at: string; id: string } {
  const [at, id] = cursor.split('~')
  return { at, id }
}

/** The filters as URL parameters, in one order (the screen's address and the CSV link). */
export function activitySearch(filter: Partial<Record<'user' | 'kind' | 'from' | 'to' | 'before' | 'after', string | undefined>>): string {
  const params = new URLSearchParams()
  for (const key of ['user', 'kind', 'from', 'to', 'before', 'after'] as const) {
    const value = filter[key]
    if (value) params.set(key, value)
  }
  return params.toString()
}
