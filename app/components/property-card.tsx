import { Link } from 'react-router'
import type { Property } from '#core/property'
import { formatBaths, formatListingPrice, homeBadge } from '#core/format'
import { ListingImage } from './listing-image'
import { AreaIcon, BathIcon, BedIcon, PinIcon } from './icons'

interface Props {
  property: Property
  /** Extra action under the details, e.g. Express Interest on upcoming cards. */
  action?: React.ReactNode
  eager?: boolean
}

export function PropertyCard({ property: p, action, eager }: Props) {
  const badge = homeBadge(p)
  const cityLine = [p.city, p.state].filter(Boolean).join(', ')
  return (
    <article className="property-card" data-reveal>
      <div className="property-card-media">
        <ListingImage image={p.images[0]} sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw" eager={eager} />
        <span className={`badge badge-${badge.tone}`}>{badge.label}</span>
      </div>
      <div className="property-card-body">
        <p className="property-card-price">
          {formatListingPrice(p)}
          {p.status === 'upcoming' && p.estimatedPrice ? <span className="muted"> est.</span> : null}
        </p>
        <h3 className="property-card-title">{p.title}</h3>
        <p className="property-card-address">
          <PinIcon size={16} />
          <span>
            {p.address}, {cityLine} {p.zip}
          </span>
        </p>
        <ul className="property-card-stats" aria-label="Home facts">
          <li>
            <BedIcon size={16} /> {p.bedrooms} bd
          </li>
          <li>
            <BathIcon size={16} /> {formatBaths(p.bathrooms)} ba
          </li>
          <li>
            <AreaIcon size={16} /> {p.squareFootage.toLocaleString('en-US')} sq ft
          </li>
        </ul>
        <div className="property-card-actions">
          <Link to={`/property/${p._id}`} className="btn btn-primary" aria-label={`View Details: ${p.title}`}>
            View Details
          </Link>
          {action}
        </div>
      </div>
    </article>
  )
}
