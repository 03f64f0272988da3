import { memo } from 'react'
import { Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import type { ListingCard } from '#core/listings/listing-card.ts'
import { formatBaths, homeBadge, listStatusLabel, type BadgeTone } from '#core/format.ts'
import { useListingWords } from './listing-words.ts'
import { CardCarousel } from './card-carousel.tsx'
import { ShareButton } from './share-button.tsx'
import { MonthlyCostLine } from './monthly-cost.tsx'
import { SaveHomeButton } from './save-home-button.tsx'
import { AreaIcon, BathIcon, BedIcon, PinIcon } from '#app/ui/icons.tsx'

interface Props {
  property: ListingCard
  /** Extra action beside View Details and Share, e.g. Express Interest on upcoming cards. */
  action?: React.ReactNode
  eager?: boolean
  /** Search lists label by status (Available, Pending, Sold, Rented); the home page by offer (docs/product.md#status-labels-and-badges). */
  labels?: 'home' | 'list'
  sizes?: string
  /** Lets a map highlight this listing's pin while the card is hovered or focused. */
  onHighlight?: (id: string | null) => void
}

const LIST_TONES: Record<string, BadgeTone> = { Available: 'green', Pending: 'yellow', Sold: 'red', Rented: 'red' }

/** The badge's tone, and whether it is the home page's (by offer) or the search list's (by status). */
function cardBadge(p: ListingCard, labels: 'home' | 'list'): { byOffer: boolean; tone: BadgeTone } {
  if (labels === 'home' || p.status === 'upcoming') return { byOffer: true, tone: homeBadge(p).tone }
  return { byOffer: false, tone: LIST_TONES[listStatusLabel(p.status)] }
}

/**
 * One listing card. Kept when its props are the same (decision 0190): a list page's own state (the map's start, the
 * phone check, a hovered pin) changes after it hydrates, and two dozen cards need not be drawn again for it.
 */
export const ListingTile = memo(function ListingTile({
  property: p,
  action,
  eager,
  labels = 'home',
  sizes = '(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw',
  onHighlight,
}: Props) {
  const { t, href, number, lang } = useT('listings')
  const words = useListingWords()
  const badge = cardBadge(p, labels)
  const openHouse = p.openHouse && words.openHouse(p.openHouse)
  const cityLine = [p.city, p.state].filter(Boolean).join(', ')
  const highlight = onHighlight
    ? {
        onMouseEnter: () => onHighlight(p._id),
        onMouseLeave: () => onHighlight(null),
        onFocus: () => onHighlight(p._id),
        onBlur: () => onHighlight(null),
      }
    : {}
  return (
    <article className="property-card" data-reveal data-property-id={p._id} aria-label={p.title} {...highlight}>
      <div className="property-card-media">
        <CardCarousel images={p.images} title={p.title} sizes={sizes} eager={eager} />
        <span className={`badge badge-${badge.tone}`}>{badge.byOffer ? words.badge(p) : words.listStatus(p.status)}</span>
        <SaveHomeButton home={p} className="save-home-card" />
        {openHouse && (
          <span className="badge badge-open-house">
            <span aria-hidden="true">{openHouse.label}</span>
            <span className="sr-only">{openHouse.spoken}</span>
          </span>
        )}
      </div>
      <div className="property-card-body">
        {/* A <div>: a bold price paragraph before the address's reads to checkers as a heading. */}
        <div className="property-card-price">
          {words.price(p)}
          {p.status === 'upcoming' && p.estimatedPrice ? <span className="muted"> {t('card.estimated')}</span> : null}
        </div>
        <MonthlyCostLine listing={p} className="property-card-monthly" />
        {/* Staff write titles in English (docs/decisions/0191-staff-english-marked.md). */}
        <h3 className="property-card-title" lang={lang !== 'en' ? 'en' : undefined}>
          {p.title}
        </h3>
        <p className="property-card-address">
          <PinIcon size={16} />
          <span>
            {p.address}, {cityLine} {p.zip}
          </span>
        </p>
        <ul className="property-card-stats" aria-label={t('card.facts')}>
          <li>
            <BedIcon size={16} /> {t('card.beds', { beds: number(p.bedrooms) })}
          </li>
          <li>
            <BathIcon size={16} /> {t('card.baths', { count: p.bathrooms, baths: formatBaths(p.bathrooms) })}
          </li>
          <li>
            <AreaIcon size={16} /> {t('card.area', { area: number(p.squareFootage) })}
          </li>
        </ul>
        <div className={`property-card-actions${action ? ' has-lead-action' : ''}`}>
          <Link
            to={href(`/property/${p._id}`)}
            prefetch="intent"
            className="btn btn-primary"
            aria-label={t('card.detailsOf', { title: p.title })}
          >
            {t('card.details')}
          </Link>
          {action}
          <ShareButton id={p._id} title={p.title} className="btn btn-outline btn-share" />
        </div>
      </div>
    </article>
  )
})
