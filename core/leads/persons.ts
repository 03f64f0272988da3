import { z } from 'zod'
import { IdSchema } from '#core/ids.ts'
import { LeadIdSchema, LeadSummarySchema } from './lead-inbox.ts'
export { emailKey, phoneKey } from './person-keys.ts'

// One person behind several leads (docs/decisions/0126-one-person-behind-many-leads.md): leads of the same e-mail,
// else of the same phone number, belong to one person; staff merge two persons and split leads off into a new one.

export const TIMELINE_KINDS = [
  'lead',
  'note',
  'status',
  'stage',
  'assign',
  'archive',
  'mail',
  'consent',
  'opt-out',
  'rename',
  'saved-search',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

export const TimelineItemSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** The lead it belongs to; null for what belongs to the person (an opt-out, a new name). */
  leadId: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  /** Where staff open it: the lead in the inbox (null with the lead). */
  href: z.string().nullable(),
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
  /** The person's addresses that said no to every marketing mail (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md). */
  optOuts: z.array(z.object({ email: z.string(), at: z.string(), by: z.string() })),
  /** Newest first: every lead, note, stage or status change, mail and consent of the person's leads, their opt-outs and new names. */
  timeline: z.array(TimelineItemSchema),
})
export type Person = z.infer<typeof PersonSchema>

export const PersonMatchSchema = z.object({ _id: z.string(), name: z.string(), emails: z.array(z.string()), leads: z.number() })
export type PersonMatch = z.infer<typeof PersonMatchSchema>

export const PersonSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200).meta({ title: 'Search' }) })
export const PersonMergeBodySchema = z.object({ otherId: IdSchema.meta({ title: 'Other person' }) })
export type PersonMergeBody = z.infer<typeof PersonMergeBodySchema>
export const PersonSplitBodySchema = z.object({
  leadIds: z.array(LeadIdSchema).min(1, 'Tick at least one lead').max(100).meta({ title: 'Leads' }),
})

export const PersonRenameBodySchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name').max(200, 'Use at most 200 characters').meta({ title: 'Name' }),
})
export type PersonRenameBody = z.infer<typeof PersonRenameBodySchema>
