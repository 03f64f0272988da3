import { z } from 'zod'
import { LEAD_KINDS } from './lead-labels.ts'
import { DEFAULT_OFFICE_WEEK, RESPONSE_TIME_DAYS, WEEKDAY_NAMES, type OfficeWeek } from './office-hours.ts'

// The first-response timer (docs/decisions/0123-first-response-timer.md): owners set the office hours, the target
// a new lead's owner should answer within (reminded once past it) and the limit after which the lead moves to the
// next person, both in office minutes. The dashboard shows the leads waiting longest and each person's response times.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

const OfficeDaySchema = z
  .object({
    /** 0 Sunday … 6 Saturday. */
    day: z.number().int().min(0).max(6),
    closed: z.boolean(),
    open: z.string().regex(TIME, 'Use a time such as 09:00').meta({ title: 'Opens' }),
    close: z.string().regex(TIME, 'Use a time such as 17:00').meta({ title: 'Closes' }),
  })
  .refine((d) => d.closed || d.close > d.open, { message: 'Closes after it opens', path: ['close'] })

const minutes = (title: string, max: number) =>
  z.number('Enter a number of minutes').int('Enter whole minutes').min(5, 'At least 5 minutes').max(max).meta({ title })

export const ResponseTimerBodySchema = z
  .object({
    days: z
      .array(OfficeDaySchema)
      .length(7)
      .refine((days) => days.every((d, i) => d.day === i), 'One entry per weekday, Sunday first'),
    targetMinutes: minutes('First response target', 7 * 24 * 60),
    /** null: a lead is never moved on. */
    limitMinutes: minutes('Reassign after', 30 * 24 * 60).nullable(),
  })
  .refine((s) => s.limitMinutes === null || s.limitMinutes > s.targetMinutes, {
    message: 'Reassign after more minutes than the target',
    path: ['limitMinutes'],
  })
export type ResponseTimerBody = z.infer<typeof ResponseTimerBodySchema>

export const ResponseTimerSchema = z.object({
  days: z.array(z.object({ day: z.number().int(), closed: z.boolean(), open: z.string(), close: z.string() })),
  targetMinutes: z.number().int(),
  limitMinutes: z.number().int().nullable(),
  /** The newest save ('initial' before any): sent back as If-Match. */
  version: z.string(),
})
export type ResponseTimer = z.infer<typeof ResponseTimerSchema>

/** The settings before owners save any: Monday to Friday 9 to 5, an office hour to answer, nobody moved on. */
export const DEFAULT_RESPONSE_TIMER: ResponseTimerBody = {
  days: DEFAULT_OFFICE_WEEK.map((d, day) => ({ day, closed: d === null, open: d?.open ?? '09:00', close: d?.close ?? '17:00' })),
  targetMinutes: 60,
  limitMinutes: null,
}

/** The settings' days as the office-minute arithmetic reads them. */
export const officeWeekOf = (days: ResponseTimerBody['days']): OfficeWeek =>
  days.map((d) => (d.closed ? null : { open: d.open, close: d.close }))

export { WEEKDAY_NAMES, RESPONSE_TIME_DAYS }

/** An unanswered lead on the dashboard: how long it has waited in office time, and whose it is. */
export const WaitingLeadSchema = z.object({
  _id: z.string(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  createdAt: z.string(),
  owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Office minutes since it came in. */
  waitingMinutes: z.number().int(),
  /** Past the first-response target. */
  overdue: z.boolean(),
})
export type WaitingLead = z.infer<typeof WaitingLeadSchema>

export const ResponseTimesSchema = z.object({
  waiting: z.array(WaitingLeadSchema),
  /** Per person who answered a lead first in the last RESPONSE_TIME_DAYS days: the median office minutes, and how many. */
  people: z.array(z.object({ _id: z.string(), name: z.string(), medianMinutes: z.number().int(), count: z.number().int() })),
  targetMinutes: z.number().int(),
})
export type ResponseTimes = z.infer<typeof ResponseTimesSchema>

/** How many waiting leads the dashboard lists. */
export const WAITING_LIST_SIZE = 8

/** Who writes the notes and activity entries of the timer. */
export const RESPONSE_TIMER_AUTHOR = 'Response timer'

export const RESPONSE_TIMER_MESSAGES = {
  /** The note on a lead the timer moved on. */
  reassigned: (from: string, to: string, limit: string) => `Reassigned from ${from} to ${to}: no first response within ${limit}.`,
} as const
