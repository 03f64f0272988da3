import { z } from 'zod'
import { IdSchema } from '#core/ids.ts'
import { LeadIdSchema, LeadSummarySchema } from './lead-inbox.ts'
export { emailKey, phoneKey } from './person-keys.ts'

// One person behind several leads (docs/decisions/0126-one-person-behind-many-leads.md): leads of the same e-mail,
// else of the same phone number, belong to one person; staff merge two persons and split leads off into a new one.

export const TIMELINE_KINDS = ['lead', 'note', 'status', 'stage', 'assign', 'archive', 'mail'] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

export const TimelineItemSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** The lead it belongs to (every item belongs to one). */
  leadId: z.string(),
  title: z.string(),
  text: z.string(),
  /** Where staff open it: the lead in the inbox. */
  href: z.string(),
})
export type TimelineItem = z.infer<typeof TimelineItemSchema>

/** A lead of the person: who sent it and when, as the inbox shows it, with its kind and the words that name it. */
export const PersonLeadSchema = LeadSummarySchema.pick({ _id: true, name: true, email: true, phone: true, createdAt: true }).extend({
  kind: z.string(),
  title: z.string(),
})
export type PersonLead = z.infer<typeof PersonLeadSchema>

export const PersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  leads: z.array(PersonLeadSchema),
  /** Newest first: every lead, note, stage or status change and mail of the person's leads. */
  timeline: z.array(TimelineItemSchema),
})
export type Person = z.infer<typeof PersonSchema>

export const PersonMatchSchema = z.object({ _id: z.string(), name: z.string(), emails: z.array(z.string()), leads: z.number() })
export type PersonMatch = z.infer<typeof PersonMatchSchema>

export const PersonSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200).meta({ title: 'Search' }) })
export const PersonMergeBodySchema = z.object({ otherId: IdSchema.meta({ title: 'Other person' }) })
export const PersonSplitBodySchema = z.object({
  leadIds: z.array(LeadIdSchema).min(1, 'Tick at least one lead').max(100).meta({ title: 'Leads' }),
})
