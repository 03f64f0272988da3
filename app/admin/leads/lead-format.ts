import { BUSINESS_TIME_ZONE } from '#core/leads/lead-labels.ts'

// Dates in the inbox are Omaha time, like the date filters.

let dateTime: Intl.DateTimeFormat | undefined
let dayOnly: Intl.DateTimeFormat | undefined

export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  return dateTime.format(new Date(iso))
}

/** "Today 2:05 PM"-style for the list: the time today, the date otherwise. */
export function formatListDate(iso: string, now = new Date()): string {
  dayOnly ??= new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE })
  const day = dayOnly.format(new Date(iso))
  if (day === dayOnly.format(now))
    return new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
  return new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, month: 'short', day: 'numeric' }).format(new Date(iso))
}
