import { businessDate } from '#core/business-time.ts'

// Which days a showing can be asked for: today up to 90 days ahead,
// counted in the business's time zone (core/business-time.ts) so the office and the visitor agree on "today".
// No zod here: the tour form's page loads it at once.

export const TOUR_DAYS_AHEAD = 90
export const TOUR_DATE_MESSAGE = `Please choose a tour date from today up to ${TOUR_DAYS_AHEAD} days ahead.`

/** The first and last date a tour may be requested for, as the date input's min and max. */
export function tourDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = businessDate(now)
  const last = new Date(`${min}T12:00:00Z`)
  last.setUTCDate(last.getUTCDate() + TOUR_DAYS_AHEAD)
  return { min, max: last.toISOString().slice(0, 10) }
}

/** Whether `date` is a real YYYY-MM-DD day within the range. */
export function isTourDate(date: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const parsed = new Date(`${date}T12:00:00Z`)
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return false
  const { min, max } = tourDateRange(now)
  return date >= min && date <= max
}
