import { useEffect, useState } from 'react'
import { langOfPath } from '#core/i18n/locale.ts'
import { Link } from 'react-router'
import type { Route } from './+types/saved'
import type { Listing } from '#core/listings/listing.ts'
import { toListingCard } from '#core/listings/listing-card.ts'
import { changeList, seenOf, type Change, type SavedHome } from '#core/listings/saved-homes.ts'
import { openHouseDay, openHouseHours } from '#core/listings/open-house-times.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { pageSeo } from '#app/ui/page-seo.ts'
import { CompanyPage } from '#app/content/company-page.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { ListingTile } from '#app/listings/listing-tile.tsx'
import { savedHomes, useSavedHomes } from '#app/listings/saved-homes-store.ts'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { EmailSavedHomes, useOpenSavedHomesLink } from '#app/leads/email-saved-homes.tsx'
import css from '#app/listings/saved-homes.css?inline'

// This browser's saved homes (docs/decisions/0160-saved-homes-in-the-browser.md): each home as it is now, read from
// the public API, with what changed since the visitor last looked. Tied to an address, the list is kept by the server
// too (docs/decisions/0161-saved-searches-and-alerts.md).

export const loader = ({ context }: Route.LoaderArgs) => ({ publicUrl: context.publicConfig.publicUrl })

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaT(matches, 'saved')
  return [
    ...pageSeo({
      lang: langOfPath(location.pathname),
      title: t('homes.title'),
      description: t('homes.description'),
      path: '/saved',
      publicUrl: loaderData?.publicUrl,
    }),
    { name: 'robots', content: 'noindex, follow' },
  ]
}

/** A change since the visitor last looked, in the page's language. */
function useChangeWords(): (c: Change) => string {
  const { t, price, number, lang } = useT('saved')
  return (c) => {
    switch (c.kind) {
      case 'price': {
        const vars = { amount: price(Math.abs(c.before - c.after)), before: price(c.before), after: price(c.after) }
        return c.after < c.before ? t('news.priceDropped', vars) : t('news.priceRose', vars)
      }
      case 'status':
        return t(`news.status.${['available', 'pending', 'sold', 'rented', 'upcoming'].includes(c.status) ? c.status : 'available'}`)
      case 'photos':
        return t('news.photos', { count: c.count, n: number(c.count) })
      case 'openHouse':
        // "Sun, Dec 14, 1–3 PM" / "dom, 14 de dic, 1:00–3:00 p.m.": from its times when known, else the English words kept.
        return t('news.openHouse', {
          when: c.at ? `${openHouseDay(c.at.startsAt, lang)}, ${openHouseHours(c.at.startsAt, c.at.endsAt, lang)}` : c.when,
        })
    }
  }
}

type Current = Record<string, Listing | 'gone'>

/** Each saved home as the public API has it now; a home no longer public is "gone". */
function useCurrent(saved: SavedHome[]): { current: Current; failed: boolean } {
  const [current, setCurrent] = useState<Current>({})
  const [failed, setFailed] = useState(false)
  const ids = saved.map((h) => h.id).join(',')
  useEffect(() => {
    let live = true
    const missing = ids.split(',').filter((id) => id && !(id in current))
    if (missing.length === 0) return
    void Promise.all(
      missing.map(async (id): Promise<[string, Listing | 'gone']> => {
        const res = await fetch(`/api/properties/${id}`)
        if (res.status === 404 || res.status === 410) return [id, 'gone']
        if (!res.ok) throw new Error(`status ${res.status}`)
        return [id, (await res.json()) as Listing]
      }),
    ).then(
      (found) => live && setCurrent((c) => ({ ...c, ...Object.fromEntries(found) })),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
    // `current` is read to skip what is known; a new list of ids is what asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids])
  return { current, failed }
}

export default function SavedHomesPage() {
  const { t, href } = useT('saved')
  const say = useChangeWords()
  const hydrated = useHydrated()
  const saved = useSavedHomes()
  const { current, failed } = useCurrent(saved)
  const loading = !hydrated || (!failed && saved.some((h) => !(h.id in current)))
  const news = (h: SavedHome) => {
    const now = current[h.id]
    return now && now !== 'gone' ? changeList(h.seen, seenOf(now)).map(say) : []
  }
  const changed = saved.filter((h) => news(h).length > 0)
  const opened = useOpenSavedHomesLink()
  return (
    <CompanyPage title={t('homes.title')} intro={t('homes.intro')} style={{ name: 'saved-homes', css }}>
      <PageSection hiddenHeading={t('homes.yours')}>
        {opened && (
          <p role="status" className="saved-opened">
            {opened}
          </p>
        )}
        {loading && saved.length > 0 ? (
          <p role="status" className="saved-status">
            {t('homes.loading')}
          </p>
        ) : failed ? (
          <p role="alert" className="saved-status">
            {t('homes.failed')}
          </p>
        ) : saved.length === 0 ? (
          <div className="saved-empty">
            <h3 className="saved-empty-title">{hydrated ? t('homes.emptyTitle') : t('homes.loading')}</h3>
            <p>{t('homes.empty')}</p>
            <p className="saved-empty-actions">
              <Link to={href('/properties')} className="btn btn-primary">
                {t('homes.browseSales')}
              </Link>
              <Link to={href('/rentals')} className="btn btn-outline">
                {t('homes.browseRentals')}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <div className="saved-head">
              <p role="status">
                {changed.length > 0
                  ? t('homes.countWithNews', { count: saved.length, news: t('homes.news', { count: changed.length }) })
                  : t('homes.count', { count: saved.length })}
              </p>
              {changed.length > 0 && (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() =>
                    savedHomes.seen(
                      changed.flatMap((h) =>
                        current[h.id] && current[h.id] !== 'gone' ? [{ ...(current[h.id] as Listing), id: h.id }] : [],
                      ),
                    )
                  }
                >
                  {t('homes.markSeen')}
                </button>
              )}
              <EmailSavedHomes />
            </div>
            <ul className="saved-list">
              {saved.map((h) => {
                const now = current[h.id]
                const changes = news(h)
                return (
                  <li key={h.id} className="saved-item" data-testid="saved-home">
                    {now === 'gone' ? (
                      <div className="saved-gone">
                        <p>
                          <strong>{h.title}</strong> {t('homes.gone')}
                        </p>
                        <button type="button" className="btn btn-outline btn-sm" onClick={() => savedHomes.remove(h.id)}>
                          {t('homes.remove', { title: h.title })}
                        </button>
                      </div>
                    ) : now ? (
                      <>
                        {changes.length > 0 && (
                          <ul className="saved-news" aria-label={t('homes.changed', { title: h.title })}>
                            {changes.map((c) => (
                              <li key={c}>{c}</li>
                            ))}
                          </ul>
                        )}
                        <ListingTile property={toListingCard(now)} labels="list" />
                      </>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </PageSection>
    </CompanyPage>
  )
}
