import { Link } from 'react-router'
import type { Listing } from '#core/listings/listing.ts'
import { useT } from '#app/i18n/use-t.ts'

/** The property page's Apply for a rental: the way to the criteria and the application, or why there is none. */
export function ApplyBlock({ property: p }: { property: Pick<Listing, '_id' | 'type' | 'status'> }) {
  const { t, href } = useT('rentals')
  if (p.type !== 'rental' || p.status === 'upcoming') return null
  if (p.status !== 'available')
    return (
      <p className="rent-apply-closed" role="note">
        {p.status === 'pending' ? t('apply.closedLeasing') : t('apply.closedRented')}
      </p>
    )
  return (
    <div className="rent-apply">
      <Link to={href(`/property/${p._id}/apply`)} className="btn btn-accent btn-block">
        {t('apply.button')}
      </Link>
      <p className="rent-apply-note">{t('apply.note')}</p>
    </div>
  )
}
