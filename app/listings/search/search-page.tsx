import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentProps } from 'react'
import { EnglishOnlyMark } from '#app/content/english-only.tsx'
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router'
import { MAP_SEARCH_ZOOM } from '#core/constants.ts'
import type { Place } from '#core/places/place.ts'
import type { ListingQuery } from '#core/listings/listing.ts'
import type { ListingCard } from '#core/listings/listing-card.ts'
import { nextSearch } from './listing-query.ts'
import { ListingsMap, type MapBounds, type MapFocus } from './listings-map.tsx'
import { SaveSearch } from '#app/leads/save-search.tsx'
import { ListingTile } from '#app/listings/listing-tile.tsx'
import { OWN_CHANGE, SearchFilters } from './search-filters.tsx'
import { Pagination } from '#app/ui/pagination.tsx'
import { call } from '#app/ui/http.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { ListIcon, MapIcon } from '#app/ui/icons.tsx'
import searchCss from './search.css?inline'
import { Options } from '#app/ui/forms/options.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** The sort orders' URL values (the contract); their labels are words of the `search` namespace. */
const SORTS = ['newest', 'price-low', 'price-high'] as const

const PIN_KEYS = ['location', 'minPrice', 'maxPrice', 'bedrooms', 'bathrooms', 'propertyType', 'openHouse'] as const

/** The list's filters as the pins endpoint takes them: everything but the page, the sort and the map area. */
function pinQueryOf(kind: 'sale' | 'rental', q: ListingQuery): string {
  const params = new URLSearchParams({ type: kind })
  for (const key of PIN_KEYS) if (q[key] !== undefined) params.set(key, String(q[key]))
  return params.toString()
}

const sameBounds = (params: URLSearchParams, b: Record<string, string>) => Object.entries(b).every(([k, v]) => params.get(k) === v)
const roundBounds = (b: MapBounds) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, String(Math.round(v * 1e5) / 1e5)])) as Record<keyof MapBounds, string>

/** Phones get the list first and a Map button (search.css uses the same width). */
const PHONE_QUERY = '(max-width: 900px)'

/**
 * When the map may start: on a phone when the visitor first opens it; on wider
 * screens once the list's first photo has arrived (or after 2.5 s), so the
 * photo the visitor sees first does not compete with Leaflet and its tiles.
 */
function useMapStart(view: 'list' | 'map'): { active: boolean; phone: boolean } {
  const phone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  )
  const [photoDone, setPhotoDone] = useState(false)
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    const img = document.querySelector<HTMLImageElement>('.search-list img')
    const pending = img && !img.complete
    const done = () => setPhotoDone(true)
    img?.addEventListener('load', done, { once: true })
    img?.addEventListener('error', done, { once: true })
    const timer = window.setTimeout(done, pending ? 2500 : 0)
    return () => {
      img?.removeEventListener('load', done)
      img?.removeEventListener('error', done)
      window.clearTimeout(timer)
    }
  }, [])
  if (view === 'map' && !opened) setOpened(true)
  return { phone, active: phone ? opened : photoDone }
}

/** The map, started as useMapStart says; its own component, so that what it watches redraws the map alone, not the list. */
function SearchMap({ view, ...props }: Omit<ComponentProps<typeof ListingsMap>, 'active' | 'visible'> & { view: 'list' | 'map' }) {
  const map = useMapStart(view)
  return <ListingsMap {...props} active={map.active} visible={!map.phone || view === 'map'} />
}

function subscribePhone(onChange: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** A page banner as a page shows it: `inEnglish` when a Spanish page shows its English. */
export interface PageBanner {
  text: string
  inEnglish: boolean
}

export interface SearchPageProps {
  kind: 'sale' | 'rental'
  /** The page's banner (content 'properties-banner' or 'rentals-banner') in the page's language, or its English marked. */
  banner: PageBanner
  intro: string
  items: ListingCard[]
  total: number
  query: ListingQuery
  page: number
  pageSize: number
  tileUrl: string
}

/** /properties and /rentals: filter bar, a map on the left two thirds and the list beside it. */
export function SearchPage({ kind, banner, intro, items, total, query, page, pageSize, tileUrl }: SearchPageProps) {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const [focus, setFocus] = useState<MapFocus | null>(null)
  const [highlightId, setHighlightId] = useState<string | null>(null)
  const lastBounds = useRef<MapBounds | null>(null)
  // While a change loads, the controls already show it.
  const pending = navigation.location?.pathname === pathname ? new URLSearchParams(navigation.location.search) : params
  const inView = pending.get('inView') === '1'
  // The box ticks at once; the URL (and so the list) follows when the map area is known.
  const [inViewChecked, setInViewChecked] = useState(inView)
  const [seenInView, setSeenInView] = useState(inView)
  if (inView !== seenInView) {
    setSeenInView(inView)
    setInViewChecked(inView)
  }
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname
  const [view, setView] = useState<'list' | 'map'>('list')
  const pinQuery = useMemo(() => pinQueryOf(kind, query), [kind, query])

  const initialBounds = useMemo<MapBounds | null>(() => {
    if (!inView || query.north === undefined || query.south === undefined || query.east === undefined || query.west === undefined)
      return null
    return { north: query.north, south: query.south, east: query.east, west: query.west }
    // Only the first render places the map; later URL changes come from the map itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A location that arrives in the URL (the home search card, a shared link) moves the map there too.
  useEffect(() => {
    const q = query.location
    if (!q || initialBounds) return
    const controller = new AbortController()
    call<Place[]>(`/api/places?${new URLSearchParams({ q, limit: '1' })}`, { signal: controller.signal })
      .then((answer) => (answer.ok ? answer.body : []))
      .then(([place]) => place && setFocus({ latitude: place.latitude, longitude: place.longitude, zoom: MAP_SEARCH_ZOOM }))
      .catch(() => undefined)
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onBoundsChange = (b: MapBounds) => {
    lastBounds.current = b
    if (!inView) return
    const rounded = roundBounds(b)
    if (sameBounds(params, rounded) || params.get('inView') !== '1') return
    setParams((current) => nextSearch(current, rounded), { replace: true, preventScrollReset: true, state: OWN_CHANGE })
  }

  const toggleInView = (on: boolean) => {
    const b = lastBounds.current
    const changes: Record<string, string | null> =
      on && b ? { inView: '1', ...roundBounds(b) } : { inView: null, north: null, south: null, east: null, west: null }
    setParams((current) => nextSearch(current, changes), { preventScrollReset: true, state: OWN_CHANGE })
  }

  const onPlace = useCallback(
    (place: Place) => setFocus({ latitude: place.latitude, longitude: place.longitude, zoom: MAP_SEARCH_ZOOM }),
    [],
  )
  const { t, href, number } = useT('search')
  return (
    <div className="search-page">
      <InlineStyle name="search" css={searchCss} />
      <header className="search-header">
        <div className="container-wide">
          <h1 lang={banner.inEnglish ? 'en' : undefined}>{banner.text}</h1>
          <p>{intro}</p>
          {banner.inEnglish && <EnglishOnlyMark />}
        </div>
      </header>
      <div className="container-wide">
        <SearchFilters kind={kind} query={query} onPlace={onPlace} />
      </div>
      <div className="container-wide search-body" data-view={view}>
        {/* Shown on phones only, floating at the bottom; first in the tab order so the keyboard reaches it before the list. */}
        <button
          type="button"
          className="map-toggle"
          aria-controls={view === 'list' ? 'search-map' : 'search-results'}
          onClick={() => {
            setView(view === 'list' ? 'map' : 'list')
            document.querySelector('.search-body')?.scrollIntoView({ block: 'start' })
          }}
        >
          {view === 'list' ? <MapIcon /> : <ListIcon />} {view === 'list' ? t('page.map') : t('page.list')}
        </button>
        <div className="search-map-col" id="search-map">
          <a className="skip-map" href="#search-results">
            {t(`page.skipMap.${kind}`)}
          </a>
          <SearchMap
            view={view}
            label={t(`page.mapOf.${kind}`)}
            tileUrl={tileUrl}
            pinQuery={pinQuery}
            initialBounds={initialBounds}
            focus={focus}
            highlightId={highlightId}
            onBoundsChange={onBoundsChange}
            onOpen={(id) => navigate(href(`/property/${id}`))}
          />
        </div>
        <section
          className="search-list-col"
          id="search-results"
          tabIndex={-1}
          aria-labelledby="search-count"
          aria-busy={busy}
          // The search these results belong to: the browser's URL changes as soon as a change starts.
          data-search={search}
        >
          <h2 className="sr-only">{t('page.listings')}</h2>
          <div className="search-list-head">
            <p id="search-count" className="result-count" role="status">
              {t('page.found', { count: total, total: number(total) })}
            </p>
            <SaveSearch />
            <label className="sort-field">
              <span>{t('page.sort')}</span>
              <select
                value={pending.get('sort') ?? 'newest'}
                onChange={(e) =>
                  setParams((current) => nextSearch(current, { sort: e.target.value === 'newest' ? null : e.target.value }), {
                    preventScrollReset: true,
                    state: OWN_CHANGE,
                  })
                }
              >
                <Options items={SORTS} label={(value) => t(`sort.${value}`)} />
              </select>
            </label>
          </div>
          {kind === 'rental' && (
            <label className="check-field in-view-field">
              <input
                type="checkbox"
                checked={inViewChecked}
                onChange={(e) => {
                  setInViewChecked(e.target.checked)
                  toggleInView(e.target.checked)
                }}
              />
              {t('page.inView')}
            </label>
          )}
          {busy && (
            <div className="search-loading" role="status">
              <span className="spinner" aria-hidden="true" />
              {t(`page.loading.${kind}`)}
            </div>
          )}
          {items.length > 0 ? (
            <div className={`search-list${busy ? ' is-busy' : ''}`}>
              {items.map((p, i) => (
                <ListingTile
                  key={p._id}
                  property={p}
                  labels="list"
                  eager={i === 0}
                  sizes="(min-width: 1500px) 300px, (min-width: 1000px) 30vw, (min-width: 700px) 45vw, 92vw"
                  onHighlight={setHighlightId}
                />
              ))}
            </div>
          ) : (
            !busy && (
              <div className="empty-state">
                <p>{t('page.empty')}</p>
              </div>
            )
          )}
          <Pagination page={page} pageSize={pageSize} total={total} label={t(`page.pages.${kind}`)} />
        </section>
      </div>
    </div>
  )
}
