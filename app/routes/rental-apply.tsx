import { data, Link } from 'react-router'
import type { Route } from './+types/rental-apply'
import { ID_PATTERN } from '#core/ids.ts'
import { formatListingPrice } from '#core/format.ts'
import { RENTAL_MESSAGES } from '#core/leads/rental-messages.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { ScreeningCriteriaView } from '#app/leads/rentals/screening-criteria.tsx'
import { RentalApplicationForm } from '#app/leads/rentals/rental-application-form.tsx'
import { LeadPaintNotice } from '#app/listings/lead-paint-notice.tsx'
import biddersCss from '#app/leads/bidders/bidders.css?inline'
import rentalsCss from '#app/leads/rentals/rentals.css?inline'

// A rental's criteria page and application (docs/decisions/0130-rental-applications.md): the listing's screening
// criteria and how screening is done, then the form while the home is available; otherwise the page says the home
// takes no applications. Read fresh for each request (server/catalog/page-cache.ts): a change of the criteria or of
// the listing's status shows at once.

export async function loader({ context, params }: Route.LoaderArgs) {
  const found = ID_PATTERN.test(params.id) ? await context.actions.rentalCriteria(params.id) : undefined
  if (!found) return data({ found: null }, { status: 404 })
  const { listing, takesApplications, criteria } = found
  return {
    found: {
      listing: {
        _id: listing._id,
        title: listing.title,
        address: `${listing.address}, ${listing.city}, ${listing.state} ${listing.zip}`,
        price: listing.price,
        rent: formatListingPrice(listing),
        yearBuilt: listing.exterior.yearBuilt,
      },
      takesApplications,
      criteria,
    },
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const t = metaT(matches, 'rentals')
  return [
    ...pageMeta(loaded?.found ? t('page.title', { title: loaded.found.listing.title }) : t('page.notFound'), t('page.description')),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function RentalApplyPage({ loaderData: { found } }: Route.ComponentProps) {
  const { t, href } = useT('rentals')
  const say = useKnownMessage()
  if (!found)
    return (
      <section className="section">
        <div className="container narrow empty-state">
          <h1>{t('page.notFound')}</h1>
          <p>{say(RENTAL_MESSAGES.notFound)}</p>
          <Link to={href('/rentals')} className="btn btn-primary">
            {t('page.seeRentals')}
          </Link>
        </div>
      </section>
    )
  const { listing, criteria, takesApplications } = found
  return (
    <>
      <InlineStyle name="bidders" css={biddersCss} />
      <InlineStyle name="rentals" css={rentalsCss} />
      <section className="page-header">
        <div className="container">
          <p className="eyebrow">
            <Link to={href(`/property/${listing._id}`)}>{t('page.back')}</Link>
          </p>
          <h1>{t('page.title', { title: listing.title })}</h1>
          <p className="rent-home">
            <span>{listing.address}</span>
            <span>{listing.rent}</span>
          </p>
        </div>
      </section>
      <section className="section section-alt">
        <div className="container rent-layout">
          {/* Closed: the reason comes first, even on a phone, where the criteria would push it down. */}
          {!takesApplications && (
            <div className="bidder-form rent-form">
              <h2>{t('page.closed')}</h2>
              <p role="status">{say(RENTAL_MESSAGES.notAvailable)}</p>
              <Link to={href('/rentals')} className="btn btn-primary">
                {t('page.seeRentals')}
              </Link>
            </div>
          )}
          <aside>
            <ScreeningCriteriaView criteria={criteria} rent={listing.price} />
            <LeadPaintNotice yearBuilt={listing.yearBuilt} />
          </aside>
          {takesApplications && <RentalApplicationForm listingId={listing._id} yearBuilt={listing.yearBuilt} />}
        </div>
      </section>
    </>
  )
}
