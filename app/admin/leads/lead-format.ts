import { businessDate, formatBusinessClock, formatBusinessMonthDay, formatBusinessTime } from '#core/business-time.ts'

// Dates in the inbox are in the business's time zone (core/business-time.ts), like the date filters.

export const formatDateTime = (iso: string): string => formatBusinessTime(iso)

/** "Today 2:05 PM"-style for the list: the time today, the date otherwise. */
export function formatListDate(iso: string, now = new Date()): string {
  return businessDate(iso) === businessDate(now) ? formatBusinessClock(iso) : formatBusinessMonthDay(iso)
}
