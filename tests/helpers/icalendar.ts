// A strict reader of the .ics files the site writes (RFC 5545), for tests: it refuses what a calendar program might
// refuse (a bare LF, a line over 75 octets, an unbalanced BEGIN/END, a property outside the grammar, a VEVENT
// without UID, DTSTAMP, DTSTART or DTEND) and answers the calendar's and each event's properties, TEXT unescaped.

export type IcsProperties = Record<string, string>
export interface ParsedCalendar {
  calendar: IcsProperties
  events: IcsProperties[]
}

const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

export function parseIcs(body: string): ParsedCalendar {
  if (!body.endsWith('\r\n') || /(^|[^\r])\n/.test(body)) throw new Error('lines must end with CRLF')
  const physical = body.slice(0, -2).split('\r\n')
  const long = physical.find((line) => Buffer.byteLength(line) > 75)
  if (long) throw new Error(`line over 75 octets: ${long}`)
  const lines = body
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
  const stack: string[] = []
  const calendar: IcsProperties = {}
  const events: IcsProperties[] = []
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line)
    if (!match) throw new Error(`not a content line: ${line}`)
    const [, name, params, value] = match as unknown as [string, string, string, string]
    if (name === 'BEGIN') stack.push(value)
    else if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} without its BEGIN`)
      if (value === 'VEVENT') {
        const event = events.at(-1)!
        for (const required of ['UID', 'DTSTAMP', 'DTSTART', 'DTEND']) if (!event[required]) throw new Error(`VEVENT without ${required}`)
      }
    } else {
      const into = stack.at(-1) === 'VEVENT' ? events.at(-1)! : calendar
      into[name] = unescape(value)
      if (params) into[`${name}$params`] = params
    }
    if (name === 'BEGIN' && value === 'VEVENT') events.push({})
  }
  if (stack.length > 0) throw new Error(`BEGIN:${stack.at(-1)} without its END`)
  if (calendar.VERSION !== '2.0' || !calendar.PRODID) throw new Error('a calendar needs VERSION:2.0 and a PRODID')
  return { calendar, events }
}

/** 20260307T190000Z as a Date; anything else (a floating or zoned time) throws. */
export function icsInstant(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  if (!m) throw new Error(`not a UTC date-time: ${value}`)
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`)
}
