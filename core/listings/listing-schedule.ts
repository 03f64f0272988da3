import { z } from 'zod'
import { businessFormat, businessInstant } from '#core/business-time.ts'
import { PROPERTY_STATUSES } from '#core/constants.ts'
import { READINESS_KEYS } from './listing-readiness.ts'
import { ListingHealthSchema } from './listing-health.ts'

// Changes of a listing that happen by themselves at a time staff choose (docs/decisions/0098-scheduled-listing-changes.md):
// publish a draft, or give it another status (a rental that becomes available on its available date). Staff write
// the time as Omaha's office reads it; it is stored in UTC.

export const SCHEDULE_KINDS = ['publish', 'status'] as const
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number]

/** A time as a date-and-time field writes it: 2026-12-01T09:00. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

export const ScheduleChangeSchema = z
  .object({
    kind: z.enum(SCHEDULE_KINDS, { error: 'Choose what should happen: publish, or a new status' }),
    /** In Omaha's time zone. */
    at: z.string({ error: 'Choose a date and time' }).regex(LOCAL_TIME, 'Choose a date and time'),
    status: z.enum(PROPERTY_STATUSES, { error: 'Choose the new status' }).optional(),
  })
  .refine((v) => v.kind !== 'status' || v.status !== undefined, { message: 'Choose the new status', path: ['status'] })
export type ScheduleChangeBody = z.infer<typeof ScheduleChangeSchema>

export const ScheduledChangeSchema = z.object({
  _id: z.string(),
  kind: z.enum(SCHEDULE_KINDS),
  status: z.enum(PROPERTY_STATUSES).nullable(),
  /** UTC. */
  dueAt: z.string(),
  createdBy: z.string(),
  /** When it was carried out or refused; null while it waits. */
  doneAt: z.string().nullable(),
  /** Why it did not happen (the listing was incomplete at its time, say). */
  error: z.string().nullable(),
})
export type ScheduledChange = z.infer<typeof ScheduledChangeSchema>

/** Omaha's clock reading of an instant in the date-and-time field's form (Swedish dates are written 2026-12-01 09:00). */
const omahaClock = () => businessFormat('sv-clock', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }, 'sv-SE')

/** Omaha's wall-clock reading of an instant, as a date-and-time field shows it. */
export const omahaLocalTime = (at: Date): string => omahaClock().format(at).replace(' ', 'T')

/** The instant Omaha's clocks read `local` (2026-12-01T09:00), as a date-and-time field gives it (core/business-time.ts). */
export const omahaInstant = (local: string): Date => businessInstant(local.slice(0, 10), local.slice(11, 16))

export const ReadinessItemSchema = z.object({
  key: z.enum(READINESS_KEYS),
  label: z.string(),
  done: z.boolean(),
  missing: z.string(),
})

/** GET /api/admin/properties/{id}/publishing: whether the listing is public, what it still needs, what is scheduled. */
export const PublishingStateSchema = z.object({
  /** When it went public; null while it is a draft. */
  publishedAt: z.string().nullable(),
  checklist: z.array(ReadinessItemSchema),
  /** Its health score and the reasons it needs attention (docs/decisions/0154-listing-health-score.md). */
  health: ListingHealthSchema,
  /** Waiting changes first (soonest first), then the last few carried out or refused. */
  scheduled: z.array(ScheduledChangeSchema),
})
export type PublishingState = z.infer<typeof PublishingStateSchema>
