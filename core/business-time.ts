// The business's time zone (docs/decisions/0106-one-business-time-zone.md): every date staff or visitors read (the
// dashboard, the inbox, the activity log, CSV exports, mails, public pages) and every "today" the forms count
// from. Set once where the code runs: by the server from BUSINESS_TIME_ZONE at boot (server/app.ts), by each
// rendered page from the root loader's answer (app/root.tsx). No zod here: every page loads it at once.

/** Omaha's zone: the default when BUSINESS_TIME_ZONE is unset. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Chicago'

let zone = DEFAULT_BUSINESS_TIME_ZONE
const formats = new Map<string, Intl.DateTimeFormat>()

/** Whether `name` is an IANA time zone this runtime knows ("America/Chicago", "Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

export const businessTimeZone = (): string => zone

/** Makes `name` the zone every formatter below uses (a valid zone; the configuration checks it at boot). */
export function setBusinessTimeZone(name: string): void {
  if (name === zone) return
  zone = name
  formats.clear()
}

/** A formatter in the business's zone, made once per zone and `name` (a module must not keep its own: the zone is set at boot). */
export function businessFormat(name: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${zone}|${name}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone })
    formats.set(key, found)
  }
  return found
}

const at = (when: string | Date | number) => new Date(when)

/** "Nov 25, 2026, 10:49 AM": a moment with its year (notes, mails, sessions, conflicts, saves). */
export const formatBusinessTime = (when: string | Date | number): string =>
  businessFormat('time', { dateStyle: 'medium', timeStyle: 'short' }).format(at(when))

/** "Nov 25, 10:49 AM": a recent moment in a feed (dashboard, activity log, staff users). */
export const formatBusinessMoment = (when: string | Date | number): string =>
  businessFormat('moment', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at(when))

/** "November 25, 2026": a day in a sentence (public pages). */
export const formatBusinessLongDate = (when: string | Date | number): string =>
  businessFormat('long', { dateStyle: 'long' }).format(at(when))

/** "Nov 25, 2026": a day in a list. */
export const formatBusinessDay = (when: string | Date | number): string =>
  businessFormat('day', { month: 'short', day: 'numeric', year: 'numeric' }).format(at(when))

/** "10:49 AM". */
export const formatBusinessClock = (when: string | Date | number): string =>
  businessFormat('clock', { hour: 'numeric', minute: '2-digit' }).format(at(when))

/** "Nov 25". */
export const formatBusinessMonthDay = (when: string | Date | number): string =>
  businessFormat('month-day', { month: 'short', day: 'numeric' }).format(at(when))

/** How a sentence names the zone: "Omaha time" by default, else its generic name ("Central European Time"). */
export function businessZoneName(): string {
  if (zone === DEFAULT_BUSINESS_TIME_ZONE) return 'Omaha time'
  const part = businessFormat('zone-name', { timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? zone
}

/** The calendar date (YYYY-MM-DD) in the business's zone at `when`. */
export const businessDate = (when: string | Date | number = new Date()): string =>
  businessFormat('date', { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(at(when))

/** "2026-11-24 14:05": sorts as text in a spreadsheet (the CSV export). */
export function formatBusinessStamp(when: string | Date | number): string {
  const parts = businessFormat('stamp', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(at(when))
    .map((p) => [p.type, p.value])
  const p = Object.fromEntries(parts) as Record<string, string>
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}

/**
 * The instant the business's clocks read `date` (YYYY-MM-DD) at `time` (HH:MM). Two guesses settle the offset, also
 * on the days daylight saving time starts or ends; a time the clocks skip in spring reads as the hour before it.
 */
export function businessInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const guess = Date.UTC(y, m - 1, d, hour, minute)
  let instant = guess - offsetMs(guess)
  // Near a daylight-saving change the offset at the guess can differ from the one at the instant.
  instant = guess - offsetMs(instant)
  return new Date(instant)
}

/** The UTC instant (ISO) a calendar day (YYYY-MM-DD) begins in the business's zone, as stored timestamps are written. */
export const startOfBusinessDay = (date: string): string => businessInstant(date).toISOString()

function offsetMs(instant: number): number {
  const options: Intl.DateTimeFormatOptions = {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }
  const parts = Object.fromEntries(
    businessFormat('offset', options)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  return local - Math.floor(instant / 1000) * 1000
}
