import type { Listing } from './listing.ts'
import type { OpenHouse } from './open-house.ts'
import { businessTimeZone } from '#core/business-time.ts'

// What a visitor's calendar gets for an open house (docs/decisions/0112-open-houses.md): the same title, place and
// words in the .ics file (server/listings/open-house-ics.ts) and the Google Calendar link.

type Place = Pick<Listing, '_id' | 'title' | 'address' | 'city' | 'state' | 'zip'>

export const openHouseTitle = (p: Place) => `Open house: ${p.title}`
export const openHouseLocation = (p: Place) => `${p.address}, ${p.city}, ${p.state} ${p.zip}`.trim()
export const openHouseDetails = (p: Place, publicUrl: string) => `Tour ${p.address} with our agent. Details: ${publicUrl}/property/${p._id}`

/** The public .ics route of one open house. */
export const openHouseIcsPath = (p: Pick<Listing, '_id'>, o: Pick<OpenHouse, '_id'>) =>
  `/api/properties/${p._id}/open-houses/${o._id}/calendar.ics`

/** 20260307T190000Z: an instant in iCalendar's and Google Calendar's UTC form. */
export const calendarInstant = (iso: string) => `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`

/** A link that opens Google Calendar's new-event page filled in. */
export function googleCalendarUrl(p: Place, o: OpenHouse, publicUrl: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: openHouseTitle(p),
    dates: `${calendarInstant(o.startsAt)}/${calendarInstant(o.endsAt)}`,
    details: openHouseDetails(p, publicUrl),
    location: openHouseLocation(p),
    ctz: businessTimeZone(),
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
