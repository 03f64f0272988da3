import type { Listing } from '#core/listings/listing.ts'
import type { OpenHouse } from '#core/listings/open-house.ts'
import { openHouseDetails, openHouseLocation, openHouseTitle } from '#core/listings/open-house-calendar.ts'
import { icalendar } from '#server/calendar/icalendar.ts'

// One open house as an iCalendar file (server/calendar/icalendar.ts): a UID that stays the same for the open house,
// so a second download updates the same event.

export function openHouseIcs(p: Listing, o: OpenHouse, options: { publicUrl: string; now: Date }): string {
  const host = new URL(options.publicUrl).hostname
  const event = {
    uid: `open-house-${o._id}@${host}`,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    title: openHouseTitle(p),
    location: openHouseLocation(p),
    description: openHouseDetails(p, options.publicUrl),
    url: `${options.publicUrl}/property/${p._id}`,
    geo: p.latitude !== null && p.longitude !== null ? { latitude: p.latitude, longitude: p.longitude } : undefined,
  }
  return icalendar({ method: 'PUBLISH', product: 'Open houses', events: [event], now: options.now })
}
