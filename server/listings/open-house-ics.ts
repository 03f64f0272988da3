import type { Listing } from '#core/listings/listing.ts'
import type { OpenHouse } from '#core/listings/open-house.ts'
import { calendarInstant, openHouseDetails, openHouseLocation, openHouseTitle } from '#core/listings/open-house-calendar.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'

// One open house as an iCalendar file (RFC 5545): times in UTC (no VTIMEZONE needed), a UID that stays the same for
// the open house so a second download updates the same event, lines ended by CRLF and folded at 75 octets.

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Folds a content line into lines of at most 75 octets, continued with a space, never splitting a character. */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

export function openHouseIcs(p: Listing, o: OpenHouse, options: { publicUrl: string; now: Date }): string {
  const host = new URL(options.publicUrl).hostname
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(COMPANY_NAME)}//Open houses//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:open-house-${o._id}@${host}`,
    `DTSTAMP:${calendarInstant(options.now.toISOString())}`,
    `DTSTART:${calendarInstant(o.startsAt)}`,
    `DTEND:${calendarInstant(o.endsAt)}`,
    `SUMMARY:${text(openHouseTitle(p))}`,
    `LOCATION:${text(openHouseLocation(p))}`,
    `DESCRIPTION:${text(openHouseDetails(p, options.publicUrl))}`,
    `URL:${options.publicUrl}/property/${p._id}`,
    ...(p.latitude !== null && p.longitude !== null ? [`GEO:${p.latitude};${p.longitude}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
