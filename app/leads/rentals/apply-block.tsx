import { Link } from 'react-router'
import type { Listing } from '#core/listings/listing.ts'

/** The property page's Apply for a rental: the way to the criteria and the application, or why there is none. */
export function ApplyBlock({ property: p }: { property: Pick<Listing, '_id' | 'type' | 'status'> }) {
  if (p.type !== 'rental' || p.status === 'upcoming') return null
  if (p.status !== 'available')
    return (
      <p className="rent-apply-closed" role="note">
        This home is not taking applications: it is {p.status === 'pending' ? 'being leased' : 'rented'}.
      </p>
    )
  return (
    <div className="rent-apply">
      <Link to={`/property/${p._id}/apply`} className="btn btn-accent btn-block">
        Apply to Rent
      </Link>
      <p className="rent-apply-note">Free to apply. See the screening criteria first; no Social Security number.</p>
    </div>
  )
}
