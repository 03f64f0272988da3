import { z } from 'zod'
import { cleanBlock } from '#core/clean-text.ts'
import { ID_PATTERN, IdSchema } from '#core/ids.ts'
import { FILE_WARNING_NAMES } from '#core/file-kinds.ts'
import { APPLICATION_ID_PATTERN } from './bidder-rules.ts'
import { APPLICATION_STATUSES, LEAD_KINDS, LEAD_STATUSES } from './lead-labels.ts'
import { LEAD_STAGES } from './lead-stages.ts'

export * from './lead-labels.ts'
export * from './lead-stages.ts'

// The staff lead inbox: every lead the public site takes in,
// one list. Inquiries, preferred-bidder applications and Get Notified sign-ups
// live in their own tables; the inbox reads them as one.

/** A lead's id: 24 hex characters, or an application's PB-<ms>-<random>. */
export const LeadIdSchema = z
  .string()
  .refine((v) => ID_PATTERN.test(v) || APPLICATION_ID_PATTERN.test(v), 'must be a lead id (24 hexadecimal characters or PB-…)')

const DATE = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((d) => {
    const time = Date.parse(`${d}T00:00:00Z`)
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === d
  }, 'must be a real calendar date')

export const LeadFilterSchema = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  /** Where the lead is in the pipeline (core/leads/lead-stages.ts). */
  stage: z.enum(LEAD_STAGES).optional(),
  propertyId: IdSchema.optional(),
  /** First and last day (inclusive), in the business's time zone. */
  from: DATE.optional(),
  to: DATE.optional(),
  /** Part of a name, e-mail address or phone number. */
  q: z.string().trim().max(200).optional(),
  /** Whose leads: "me" (the signed-in staff user), "none" (unassigned) or a staff user's id. */
  assignee: z.union([z.enum(['me', 'none']), IdSchema]).optional(),
  /** Archived leads are left out unless asked for: "only" the archived ones, or "all". */
  archived: z.enum(['only', 'all']).optional(),
})
export type LeadFilter = z.infer<typeof LeadFilterSchema>

export const LEAD_PAGE_SIZE = 25
export const LeadListQuerySchema = LeadFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LEAD_PAGE_SIZE),
})
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>

export const LeadSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  propertyId: z.string().nullable(),
  propertyTitle: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** Applications only: received, under-review, approved or declined. */
  applicationStatus: z.enum(APPLICATION_STATUSES).nullable(),
  /** Where the lead is in the pipeline, apart from its status (docs/decisions/0116-lead-stages.md). */
  stage: z.enum(LEAD_STAGES),
  /** The first words of the message, or the company of an application. */
  preview: z.string(),
  /** The message may contain offensive language: a flag for staff (the lead was stored and mailed as any other). */
  offensiveLanguage: z.boolean(),
  /** The staff user working on the lead, or null. */
  assignee: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Archived: out of the inbox unless asked for, restorable. */
  archived: z.boolean(),
  /** The id of the newest change of its status, assignee or archive (FIRST_STATUS_VERSION before any): sent back with a change. */
  statusVersion: z.string(),
  /** On a page of the inbox: how many other leads of the same person the staff member may see (core/leads/persons.ts). */
  otherLeads: z.number().optional(),
  /**
   * Office minutes it has waited for its first response since it came in (docs/decisions/0123-first-response-timer.md);
   * null once answered, and for leads not timed (archived, past New, Get Notified sign-ups).
   */
  waitingMinutes: z.number().int().nullable(),
  /** Waiting past the first-response target. */
  overdue: z.boolean(),
})
export type LeadSummary = z.infer<typeof LeadSummarySchema>

export const LeadListSchema = z.object({
  items: z.array(LeadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type LeadList = z.infer<typeof LeadListSchema>

export const LeadCountsSchema = z.object({
  /** New leads of every kind together (the number beside the Contacts link). */
  totalNew: z.number().int(),
  newByKind: z.record(z.enum(LEAD_KINDS), z.number().int()),
})
export type LeadCounts = z.infer<typeof LeadCountsSchema>

export const MAIL_STATUSES = ['queued', 'sent', 'retrying', 'failed'] as const
export const MailStateSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
})
export type MailState = z.infer<typeof MailStateSchema>

/**
 * A lead's history: staff notes, and the changes of its status, assignee (body: the assignee's name, '' for none),
 * archive (body: archived or restored) and stage (body: the stage). The newest change is the lead's status version.
 */
export const LEAD_NOTE_KINDS = ['note', 'status', 'assign', 'archive', 'stage'] as const
export type LeadNoteKind = (typeof LEAD_NOTE_KINDS)[number]
export const VERSIONED_NOTE_KINDS: readonly LeadNoteKind[] = ['status', 'assign', 'archive', 'stage']

export const LeadNoteSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_NOTE_KINDS),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
})
export type LeadNote = z.infer<typeof LeadNoteSchema>

export const LeadFileSchema = z.object({
  _id: z.string(),
  label: z.string(),
  /** The sender's name with the extension of the kind the server read from the bytes. */
  name: z.string(),
  bytes: z.number(),
  mimeType: z.string(),
  /** What staff should know before opening it (core/file-kinds.ts FILE_WARNINGS). */
  warnings: z.array(z.enum(FILE_WARNING_NAMES)),
})

export const LeadReferenceSchema = z.object({
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  project: z.string(),
})

export const LeadDetailSchema = LeadSummarySchema.extend({
  /** Everything the visitor sent, labelled, in the form's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  message: z.string(),
  property: z.object({ _id: z.string(), title: z.string(), address: z.string() }).nullable(),
  mails: z.array(MailStateSchema),
  notes: z.array(LeadNoteSchema),
  files: z.array(LeadFileSchema),
  references: z.array(LeadReferenceSchema),
  /** Get Notified sign-ups: whether the address was confirmed (double opt-in). */
  confirmed: z.boolean().nullable(),
  /** The subject a staff reply starts with. */
  replySubject: z.string(),
  /** The person behind the lead (core/leads/persons.ts): their other leads and timeline are read from /api/admin/persons/:id. */
  personId: z.string().nullable().optional(),
  /** A rental application's lead: the application staff review (/admin/rental-applications?open=:id). */
  rentalApplicationId: z.string().optional(),
})
/** The status version of a lead whose status staff never changed. */
export const FIRST_STATUS_VERSION = 'initial'
export type LeadDetail = z.infer<typeof LeadDetailSchema>

export const LeadStatusBodySchema = z.object({ status: z.enum([...LEAD_STATUSES, ...APPLICATION_STATUSES]) })
export const LeadStageBodySchema = z.object({ stage: z.enum(LEAD_STAGES) })
/** The most leads one bulk action changes: a page of the inbox at its largest. */
export const BULK_LEAD_LIMIT = 100

const BulkLeadsSchema = z
  .array(z.object({ id: LeadIdSchema, statusVersion: z.string().max(64).optional() }))
  .min(1, 'Select at least one lead')
  .max(BULK_LEAD_LIMIT, `Select at most ${BULK_LEAD_LIMIT} leads at a time`)

/**
 * One action on the selected leads (POST /api/admin/leads/bulk): each lead with the status version the screen showed,
 * so a lead someone else changed since is left as it is and named in the answer.
 */
export const LeadBulkBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('status'), leads: BulkLeadsSchema, status: z.enum(LEAD_STATUSES) }),
  z.object({ action: z.literal('assign'), leads: BulkLeadsSchema, assigneeId: IdSchema.nullable() }),
  z.object({ action: z.literal('archive'), leads: BulkLeadsSchema, archived: z.boolean() }),
  z.object({ action: z.literal('stage'), leads: BulkLeadsSchema, stage: z.enum(LEAD_STAGES) }),
])
export type LeadBulkBody = z.infer<typeof LeadBulkBodySchema>

export const LeadBulkResultSchema = z.object({
  /** The leads the action changed. */
  changed: z.array(z.string()),
  /** Already as asked (nothing to do). */
  unchanged: z.array(z.string()),
  /** Changed by someone else since the screen read them: left as they are. */
  stale: z.array(z.object({ _id: z.string(), name: z.string(), changedBy: z.string(), changedAt: z.string() })),
  /** No longer there (a removed sign-up). */
  missing: z.array(z.string()),
})
export type LeadBulkResult = z.infer<typeof LeadBulkResultSchema>

/** Staff a lead can be assigned to (the bulk bar's and the filter's list). */
export const LeadAssigneeSchema = z.object({ _id: z.string(), name: z.string() })
export type LeadAssignee = z.infer<typeof LeadAssigneeSchema>

export const LeadNoteBodySchema = z.object({ body: cleanBlock(5000).pipe(z.string().min(1, 'Write a note first')) })

export const LeadListingSchema = z.object({ _id: z.string(), title: z.string(), address: z.string(), leads: z.number().int() })

export const SubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  confirmed: z.boolean(),
  status: z.enum(LEAD_STATUSES),
})
export type Subscriber = z.infer<typeof SubscriberSchema>

export const SubscriberListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LEAD_PAGE_SIZE),
})
export const SubscriberListSchema = z.object({ items: z.array(SubscriberSchema), total: z.number().int() })
