import { businessFormat, businessInstant, businessTimeZone } from '#core/business-time.ts'
import { INTL_LOCALE, type Lang } from '#core/i18n/locale.ts'

// Open house times (docs/decisions/0112-open-houses.md): staff type a day and times in Omaha's
// time zone; they are stored as UTC instants, and shown again in Omaha's time zone whatever the
// visitor's own. No zod here: the public cards and the portal panel load it at once. English keeps the site's own short
// forms ("Sun, Dec 14", "1–3 PM"); Spanish says the day and hours as es-US writes them ("dom, 14 de dic", "1:00–3:00 p.m.")
// (docs/decisions/0187-spanish-open-houses-answers-and-evidence.md).

interface LocalParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number
}

const partsFormat = () =>
  businessFormat('open-house-parts', {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  })
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The wall-clock reading in Omaha at an instant. */
export function omahaParts(at: Date): LocalParts {
  const parts = Object.fromEntries(
    partsFormat()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  }
}

/**
 * The instant Omaha's clocks show `date` (YYYY-MM-DD) at `time` (HH:MM); undefined for a day or time that does
 * not exist (February 30th, 25:00, or the hour skipped when daylight saving time starts).
 */
export function omahaInstant(date: string, time: string): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})$/.exec(time)
  if (!d || !t) return undefined
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number]
  const at = businessInstant(date, time)
  const back = omahaParts(at)
  if (back.year !== year || back.month !== month || back.day !== day || back.hour !== hour || back.minute !== minute) return undefined
  return at
}

/** The Omaha day (YYYY-MM-DD) and time (HH:MM) of an instant, as the panel's inputs take them. */
export function omahaDateAndTime(at: Date): { date: string; time: string } {
  const p = omahaParts(at)
  const two = (n: number) => String(n).padStart(2, '0')
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` }
}

/** "1 PM", "1:30 PM"; with `withPeriod` false, "1" (when the end time names the period). */
function clock(p: LocalParts, withPeriod = true): string {
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12
  const minutes = p.minute ? `:${String(p.minute).padStart(2, '0')}` : ''
  return `${hour}${minutes}${withPeriod ? (p.hour < 12 ? ' AM' : ' PM') : ''}`
}

/** "1–3 PM", "11 AM–1 PM" (Spanish "1:00–3:00 p.m."): the hours of an open house in Omaha time. */
export function openHouseHours(startsAt: string, endsAt: string, lang: Lang = 'en'): string {
  // Plain spaces: runtimes differ in the thin and narrow no-break spaces of a range, and the page is drawn by both.
  if (lang !== 'en')
    return businessFormat(`open-house-hours-${lang}`, { hour: 'numeric', minute: '2-digit' }, INTL_LOCALE[lang])
      .formatRange(new Date(startsAt), new Date(endsAt))
      .replace(/[\u2009\u202f\u00a0]/g, ' ')
  const start = omahaParts(new Date(startsAt))
  const end = omahaParts(new Date(endsAt))
  const samePeriod = start.hour < 12 === end.hour < 12
  return `${clock(start, !samePeriod)}–${clock(end)}`
}

/** "Sun, Dec 14" (Spanish "dom, 14 de dic"): the day of an open house in Omaha. */
export function openHouseDay(startsAt: string, lang: Lang = 'en'): string {
  if (lang !== 'en')
    return businessFormat(`open-house-day-${lang}`, { weekday: 'short', month: 'short', day: 'numeric' }, INTL_LOCALE[lang]).format(
      new Date(startsAt),
    )
  const p = omahaParts(new Date(startsAt))
  return `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month - 1]} ${p.day}`
}

/** "Sunday, December 14, 2026" ("domingo, 14 de diciembre de 2026"): the day spelled out, for screen readers and the sign-in page. */
export function openHouseLongDay(startsAt: string, lang: Lang = 'en'): string {
  return new Date(startsAt).toLocaleDateString(INTL_LOCALE[lang], { timeZone: businessTimeZone(), dateStyle: 'full' })
}

/** "Open Sun, Dec 14, 1–3 PM": the card's badge in English (the API's and the English mails'; the site says it as `listings:card.openHouse`). */
export function openHouseBadge(startsAt: string, endsAt: string): string {
  return `Open ${openHouseDay(startsAt)}, ${openHouseHours(startsAt, endsAt)}`
}

/**
 * "This weekend" in Omaha: from Saturday 00:00 to Monday 00:00 of the weekend under way, or of the next one from
 * Monday to Friday. Resolved from the clock before any cached answer is looked up, so the cache key carries it.
 */
export function weekendWindow(now: Date): { from: string; to: string } {
  const today = omahaParts(now)
  // Days from today to Saturday: 0 on Saturday, −1 on Sunday (the weekend under way), else ahead.
  const toSaturday = today.weekday === 0 ? -1 : 6 - today.weekday
  const noon = new Date(Date.UTC(today.year, today.month - 1, today.day + toSaturday, 12))
  const saturday = noon.toISOString().slice(0, 10)
  noon.setUTCDate(noon.getUTCDate() + 2)
  const monday = noon.toISOString().slice(0, 10)
  return { from: omahaInstant(saturday, '00:00')!.toISOString(), to: omahaInstant(monday, '00:00')!.toISOString() }
}
