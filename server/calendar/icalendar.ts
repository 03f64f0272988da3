import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { calendarInstant } from '#core/listings/open-house-calendar.ts'

// One iCalendar writer (RFC 5545, RFC 5546) for every event the business sends: open houses, visitors' showings and
// agents' feeds (docs/decisions/0136-showing-mail-and-calendar.md). Times are written in UTC, so no VTIMEZONE is
// needed and a calendar shows each in its reader's zone, right on either side of a daylight-saving change. An event
// keeps its UID for life; a later file with a higher SEQUENCE replaces it, and METHOD:CANCEL removes it.

export interface CalendarEvent {
  /** Stays the same for the life of the thing, so each new file replaces the same event. */
  uid: string
  /** One more at each change the recipient is sent. */
  sequence?: number
  startsAt: string
  endsAt: string
  title: string
  location: string
  description: string
  url?: string
  geo?: { latitude: number; longitude: number }
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  /** Who runs it (the agent, or the office): required by METHOD:REQUEST and CANCEL. */
  organizer?: { name: string; email: string }
  /** Whom it invites (the visitor). */
  attendee?: { name: string; email: string }
}

export interface Calendar {
  /** PUBLISH: a file to add (downloads, feeds); REQUEST: an invitation or its update; CANCEL: remove the event. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL'
  /** What the events are ("Open houses", "Showings"), in the PRODID. */
  product: string
  /** A calendar name for a feed (X-WR-CALNAME). */
  name?: string
  events: readonly CalendarEvent[]
  now: Date
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** A CN parameter: quoted, without the characters a quoted parameter cannot hold. */
const commonName = (name: string) => `"${name.replace(/["\r\n]/g, '')}"`

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

function eventLines(e: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence ?? 0}`,
    `DTSTAMP:${calendarInstant(now.toISOString())}`,
    `DTSTART:${calendarInstant(e.startsAt)}`,
    `DTEND:${calendarInstant(e.endsAt)}`,
    `SUMMARY:${text(e.title)}`,
    `LOCATION:${text(e.location)}`,
    `DESCRIPTION:${text(e.description)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.geo ? [`GEO:${e.geo.latitude};${e.geo.longitude}`] : []),
    ...(e.organizer ? [`ORGANIZER;CN=${commonName(e.organizer.name)}:mailto:${e.organizer.email}`] : []),
    ...(e.attendee ? [`ATTENDEE;CN=${commonName(e.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${e.attendee.email}`] : []),
    `STATUS:${e.status ?? 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ]
}

/** The calendar as the text of an .ics file: lines ended by CRLF and folded at 75 octets. */
export function icalendar(c: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(COMPANY_NAME)}//${c.product}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${c.method}`,
    ...(c.name ? [`X-WR-CALNAME:${text(c.name)}`] : []),
    ...c.events.flatMap((e) => eventLines(e, c.now)),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
