import { businessInstant, businessDate } from '#core/business-time.ts'

// Office time (docs/decisions/0123-first-response-timer.md): the minutes the office is open between two moments, by
// the business's clocks (BUSINESS_TIME_ZONE), so a lead that came in on Friday evening has waited nothing until
// Monday's opening. Pure, without zod, so the portal's screens count with it too.

/** One weekday's hours as the office's clocks read them ("09:00" to "17:00"; "24:00" closes at midnight); null: closed. */
export type OfficeDay = { open: string; close: string } | null

/** Sunday first, as Date#getUTCDay counts. */
export type OfficeWeek = readonly OfficeDay[]

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** Monday to Friday, 9 to 5: the hours before owners set any. */
export const DEFAULT_OFFICE_WEEK: OfficeWeek = [null, ...Array.from({ length: 5 }, () => ({ open: '09:00', close: '17:00' })), null]

/** The dashboard's window for each person's response times (days). */
export const RESPONSE_TIME_DAYS = 30

const MINUTE = 60_000
const DAY_MS = 86_400_000
/** Beyond this many days, whole weeks are counted at once (a lead left for years is counted in a few steps). */
const WEEK_STEP_AFTER = 21

const nextDate = (date: string, days = 1): string => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay()

/** The instants a day's office hours start and end, or undefined on a closed day. */
function openSpan(week: OfficeWeek, date: string): [number, number] | undefined {
  const day = week[weekdayOf(date)]
  if (!day) return undefined
  const open = businessInstant(date, day.open).getTime()
  const close = day.close === '24:00' ? businessInstant(nextDate(date)).getTime() : businessInstant(date, day.close).getTime()
  return close > open ? [open, close] : undefined
}

const overlap = (span: [number, number] | undefined, from: number, to: number): number =>
  span ? Math.max(0, Math.min(span[1], to) - Math.max(span[0], from)) : 0

/** The office's open minutes in one ordinary week (the step for long waits). */
function weekMs(week: OfficeWeek, date: string): number {
  let total = 0
  for (let d = 0; d < 7; d++) {
    const span = openSpan(week, nextDate(date, d))
    total += span ? span[1] - span[0] : 0
  }
  return total
}

/**
 * The whole office minutes between `from` and `to` (0 when `to` is not after `from`): each day's open hours are
 * placed by the business's clocks on that day, so a daylight-saving change moves them as the office's clocks move.
 */
export function officeMinutesBetween(from: string | Date | number, to: string | Date | number, week: OfficeWeek): number {
  const start = new Date(from).getTime()
  const end = new Date(to).getTime()
  if (!(end > start)) return 0
  let date = businessDate(start)
  const last = businessDate(end)
  let total = 0
  // The days around `from` one by one, then whole weeks while more than three remain, then the rest day by day.
  for (let i = 0; date <= last; i++) {
    const daysLeft = Math.round((Date.parse(`${last}T12:00:00Z`) - Date.parse(`${date}T12:00:00Z`)) / DAY_MS)
    if (i > 0 && daysLeft > WEEK_STEP_AFTER) {
      total += weekMs(week, date)
      date = nextDate(date, 7)
      continue
    }
    total += overlap(openSpan(week, date), start, end)
    date = nextDate(date)
  }
  return Math.floor(total / MINUTE)
}

/** "45 min", "2 h", "3 h 20 min": office time as the inbox and the dashboard show it. */
export function formatOfficeMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes))
  const hours = Math.floor(m / 60)
  const rest = m % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** "4 office hours", "90 office minutes": a limit in a sentence (the reassignment note, the mails). */
export const officeLimitWords = (minutes: number): string =>
  minutes % 60 === 0
    ? `${minutes / 60} office ${minutes === 60 ? 'hour' : 'hours'}`
    : `${minutes} office ${minutes === 1 ? 'minute' : 'minutes'}`
