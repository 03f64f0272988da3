import { z } from 'zod'
import { TOUR_TIME_SLOTS } from '#core/constants.ts'

// A showing's private page (docs/decisions/0137-showing-private-link.md): what the visitor sees of their showing, and
// what they may send: cancel it, or move it to another free slot of the tour form.

export const SHOWING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled', 'no-show'] as const
export type ShowingStatus = (typeof SHOWING_STATUSES)[number]

/** Each status in plain words, as the visitor's page and staff's calendar show it. */
export const SHOWING_STATUS_LABELS: Record<ShowingStatus, string> = {
  requested: 'Waiting for the agent to confirm',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  'no-show': 'Visitor did not come',
}

/** A showing the visitor may still change: it stands and has not started. */
export const changeable = (s: { status: ShowingStatus; startsAt: string }, now: Date): boolean =>
  (s.status === 'requested' || s.status === 'confirmed') && Date.parse(s.startsAt) > now.getTime()

export const ShowingTokenSchema = z.object({ token: z.string().max(64).meta({ title: 'Link' }) })

export const ShowingMoveSchema = ShowingTokenSchema.extend({
  selectedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
    .meta({ title: 'Preferred date' }),
  selectedTime: z.enum(TOUR_TIME_SLOTS, 'Choose a time').meta({ title: 'Preferred time' }),
})
export type ShowingMove = z.infer<typeof ShowingMoveSchema>

export const ShowingViewSchema = z.object({
  status: z.enum(SHOWING_STATUSES),
  statusLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** "Wednesday, December 2, 2026, 10–10:30 AM (Omaha time)". */
  when: z.string(),
  listing: z.object({ _id: z.string(), title: z.string(), address: z.string() }),
  agent: z.object({ name: z.string(), phone: z.string() }),
  canChange: z.boolean(),
})
export type ShowingView = z.infer<typeof ShowingViewSchema>

/** One showing on staff's calendar (docs/decisions/0138-showings-for-staff.md). */
export const StaffShowingSchema = z.object({
  _id: z.string(),
  inquiryId: z.string(),
  status: z.enum(SHOWING_STATUSES),
  statusLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  slotDate: z.string(),
  listing: z.object({ _id: z.string(), title: z.string(), address: z.string() }),
  agent: z.object({ _id: z.string().nullable(), name: z.string() }),
  visitor: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
})
export type StaffShowing = z.infer<typeof StaffShowingSchema>

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-12-02')

export const StaffShowingsQuerySchema = z.object({
  from: DAY.meta({ title: 'From' }),
  to: DAY.meta({ title: 'To' }),
  agentId: z.string().max(64).optional().meta({ title: 'Agent' }),
  propertyId: z.string().max(64).optional().meta({ title: 'Listing' }),
})

/** What staff may do to a showing, and from which status. */
export const SHOWING_DECISIONS = {
  confirm: { from: ['requested'], to: 'confirmed' },
  decline: { from: ['requested'], to: 'declined' },
  'no-show': { from: ['confirmed'], to: 'no-show' },
} as const satisfies Record<string, { from: readonly ShowingStatus[]; to: ShowingStatus }>
export type ShowingDecision = keyof typeof SHOWING_DECISIONS
