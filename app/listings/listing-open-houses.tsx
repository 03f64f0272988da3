import type { Listing } from '#core/listings/listing.ts'
import { googleCalendarUrl, openHouseIcsPath } from '#core/listings/open-house-calendar.ts'
import { openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { ClockIcon } from '#app/ui/icons.tsx'

// The listing page's open houses (docs/decisions/0112-open-houses.md): the ones not ended, soonest first, each with
// "Add to calendar" as a calendar file or a Google Calendar link. Times are Omaha's, said so once.

export function ListingOpenHouses({ property: p, publicUrl }: { property: Listing; publicUrl: string }) {
  const openHouses = p.openHouses ?? []
  if (openHouses.length === 0) return null
  return (
    <section className="property-block listing-open-houses" aria-labelledby="open-houses-title">
      <h2 id="open-houses-title">Open houses</h2>
      <p className="muted">Come by, no appointment needed. Times are Omaha (Central) time.</p>
      <ul className="open-house-list">
        {openHouses.map((o) => {
          const day = openHouseLongDay(o.startsAt)
          const hours = openHouseHours(o.startsAt, o.endsAt)
          return (
            <li key={o._id} className="open-house-item">
              <p className="open-house-when">
                <ClockIcon size={18} />
                <span>
                  <strong>{day}</strong> <span>{hours}</span>
                </span>
              </p>
              <p className="open-house-calendar">
                <span className="sr-only">
                  Add the open house on {day}, {hours} to your calendar:
                </span>
                <a className="btn btn-outline btn-sm" href={openHouseIcsPath(p, o)} download>
                  Add to calendar (.ics)
                </a>
                <a className="btn btn-outline btn-sm" href={googleCalendarUrl(p, o, publicUrl)} target="_blank" rel="noopener noreferrer">
                  Google Calendar<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
