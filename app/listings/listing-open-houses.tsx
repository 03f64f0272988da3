import type { Listing } from '#core/listings/listing.ts'
import { googleCalendarUrl, openHouseIcsPath } from '#core/listings/open-house-calendar.ts'
import { openHouseHours } from '#core/listings/open-house-times.ts'
import { ClockIcon } from '#app/ui/icons.tsx'
import { useT } from '#app/i18n/use-t.ts'

// The listing page's open houses (docs/decisions/0112-open-houses.md): the ones not ended, soonest first, each with
// "Add to calendar" as a calendar file or a Google Calendar link. Times are Omaha's, said so once.

const FULL_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'full' }

export function ListingOpenHouses({ property: p, publicUrl }: { property: Listing; publicUrl: string }) {
  const { t, date, lang } = useT('property')
  const openHouses = p.openHouses ?? []
  if (openHouses.length === 0) return null
  return (
    <section className="property-block listing-open-houses" aria-labelledby="open-houses-title">
      <h2 id="open-houses-title">{t('openHouses.title')}</h2>
      <p className="muted">{t('openHouses.intro')}</p>
      <ul className="open-house-list">
        {openHouses.map((o) => {
          const day = date(o.startsAt, FULL_DAY)
          const hours = openHouseHours(o.startsAt, o.endsAt, lang)
          return (
            <li key={o._id} className="open-house-item">
              <p className="open-house-when">
                <ClockIcon size={18} />
                <span>
                  <strong>{day}</strong> <span>{hours}</span>
                </span>
              </p>
              <p className="open-house-calendar">
                <span className="sr-only">{t('openHouses.addSpoken', { day, hours })}</span>
                <a className="btn btn-outline btn-sm" href={openHouseIcsPath(p, o)} download>
                  {t('openHouses.ics')}
                </a>
                <a className="btn btn-outline btn-sm" href={googleCalendarUrl(p, o, publicUrl)} target="_blank" rel="noopener noreferrer">
                  {t('openHouses.google')}
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
