import { useState } from 'react'
import { useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/upcoming'
import type { ListingCard } from '#core/listings/listing-card.ts'
import { loadListings } from '#app/listings/listings.server.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { ListingTile } from '#app/listings/listing-tile.tsx'
import { Pagination } from '#app/ui/pagination.tsx'
import { InterestButton, InterestDialog } from '#app/leads/interest-dialog.tsx'
import { GetNotified } from '#app/leads/get-notified.tsx'
import { SaveSearch } from '#app/leads/save-search.tsx'
import { UpcomingFilters, UPCOMING_FILTER_KEYS, useClearFilters } from '#app/listings/search/upcoming-filters.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import searchCss from '#app/listings/search/search.css?inline'
import upcomingCss from '#app/listings/search/upcoming.css?inline'

/**
 * Sale or rent (docs/decisions/0023-upcoming-page.md); the home search card's price ranges are sale prices, so a range
 * without a type means sales.
 */
function upcomingType(url: URL): 'sale' | 'rental' | undefined {
  const type = url.searchParams.get('type')
  if (type === 'sale' || type === 'rental') return type
  return url.searchParams.has('priceRange') ? 'sale' : undefined
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const type = upcomingType(new URL(request.url))
  const [list, all] = await Promise.all([
    loadListings(context, request, { status: 'upcoming', ...(type ? { type } : {}) }),
    // The header's count of every upcoming listing, whatever the filters.
    context.catalog.listProperties({ status: 'upcoming', limit: 1 }).then(
      (r) => r.total,
      () => 0,
    ),
  ])
  return { ...list, allUpcoming: all }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'search')
  return pageMeta(t('meta.upcoming.title'), t('meta.upcoming.description'))
}

/** Upcoming listings: counts, filters in the URL, a grid of Coming Soon cards with Express Interest, and pages. */
export default function Upcoming({ loaderData }: Route.ComponentProps) {
  const { items, total, query, page, pageSize, allUpcoming } = loaderData
  const { t, number } = useT('search')
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname
  const [interestIn, setInterestIn] = useState<ListingCard | null>(null)
  const clear = useClearFilters()
  const filtered = UPCOMING_FILTER_KEYS.some((k) => new URLSearchParams(search).has(k))
  const first = (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, total)

  return (
    <>
      <InlineStyle name="search" css={searchCss} />
      <InlineStyle name="upcoming" css={upcomingCss} />
      <section className="page-header upcoming-header">
        <div className="container upcoming-header-grid">
          <div>
            <p className="eyebrow">{t('upcoming.eyebrow')}</p>
            <h1>{t('upcoming.title')}</h1>
            <p className="page-intro">{t('upcoming.intro')}</p>
          </div>
          <div className="upcoming-header-side">
            <dl className="upcoming-stats">
              <div>
                <dt>{t('upcoming.title')}</dt>
                <dd id="upcoming-count">{allUpcoming}</dd>
              </div>
              <div>
                <dt>{filtered ? t('upcoming.comingSoonFiltered') : t('upcoming.comingSoon')}</dt>
                <dd id="coming-soon-count">{total}</dd>
              </div>
            </dl>
            <GetNotified />
          </div>
        </div>
      </section>

      <div className="container">
        <UpcomingFilters query={query} />
      </div>

      <section
        className="section upcoming-results"
        id="upcoming-results"
        aria-labelledby="upcoming-results-title"
        aria-busy={busy}
        // The search these results belong to: the browser's URL changes as soon as a change starts.
        data-search={search}
      >
        <div className="container">
          <h2 id="upcoming-results-title" className="sr-only">
            {t('upcoming.results')}
          </h2>
          <div className="upcoming-list-head">
            <p className="result-count" role="status">
              {total > 0 ? t('upcoming.showing', { count: total, first: number(first), last: number(last), total: number(total) }) : ''}
            </p>
            <SaveSearch />
          </div>
          {busy && (
            <div className="search-loading upcoming-loading" role="status">
              <span className="spinner" aria-hidden="true" />
              {t('upcoming.loading')}
            </div>
          )}
          {items.length > 0 ? (
            <div className={`card-grid${busy ? ' is-busy' : ''}`}>
              {items.map((p, i) => (
                <ListingTile
                  key={p._id}
                  property={p}
                  eager={i === 0}
                  action={<InterestButton title={p.title} onClick={() => setInterestIn(p)} />}
                />
              ))}
            </div>
          ) : (
            !busy && (
              <div className="empty-state upcoming-empty">
                <h2>{t('upcoming.emptyTitle')}</h2>
                <p>{t('upcoming.empty')}</p>
                {filtered && (
                  <button type="button" className="btn btn-primary" onClick={clear}>
                    {t('filters.clearAll')}
                  </button>
                )}
              </div>
            )
          )}
          <Pagination page={page} pageSize={pageSize} total={total} label={t('upcoming.pages')} />
        </div>
      </section>
      <InterestDialog property={interestIn} onClose={() => setInterestIn(null)} />
    </>
  )
}
