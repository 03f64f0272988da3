import { memo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, RENTAL_PRICE_RANGES, SALE_PRICE_RANGES } from '#core/constants.ts'
import type { Place } from '#core/places/place.ts'
import type { ListingQuery } from '#core/listings/listing.ts'
import { PlaceAutocomplete } from '#app/places/place-autocomplete.tsx'
import { CloseIcon, FilterIcon } from '#app/ui/icons.tsx'
import {
  OWN_CHANGE,
  PriceFields,
  MinimumField,
  useApplyFilters,
  useDebouncedApply,
  useFilterFormKey,
  usePriceFilter,
  FilterActions,
} from './filter-fields.tsx'
import { OpenHouseFilter } from './open-house-filter.tsx'
import { useT } from '#app/i18n/use-t.ts'

export { OWN_CHANGE }

/** Kept while its props are the same: the list page's own state changes do not draw the filters again. */
export const SearchFilters = memo(function SearchFilters(props: Props) {
  return <FilterForm key={useFilterFormKey()} {...props} />
})

interface Props {
  kind: 'sale' | 'rental'
  query: ListingQuery
  onPlace: (place: Place) => void
}

/**
 * The filter bar of /properties and /rentals: min and max price,
 * quick price range, bedrooms, bathrooms, city search, open houses this weekend and Clear. Every filter
 * lives in the URL, so a link reproduces the search and Back undoes a change;
 * without scripts it is a plain GET form.
 */
function FilterForm({ kind, query, onPlace }: Props) {
  const [params, setParams] = useSearchParams()
  const { t } = useT('search')
  const apply = useApplyFilters()
  const ranges = kind === 'rental' ? RENTAL_PRICE_RANGES : SALE_PRICE_RANGES
  const [location, setLocation] = useState(query.location ?? '')
  const price = usePriceFilter(query, apply)
  const { minPrice, maxPrice } = price

  // A pause in typing makes one history entry, so Back steps through the searches the visitor made.
  const applyLocation = useDebouncedApply((text) => apply({ location: text }))
  const [bedrooms, setBedrooms] = useState(query.bedrooms?.toString() ?? '')
  const [bathrooms, setBathrooms] = useState(query.bathrooms?.toString() ?? '')

  const [open, setOpen] = useState(false)
  const activeCount = [minPrice || maxPrice, bedrooms, bathrooms].filter(Boolean).length
  const hasFilters = ['location', 'minPrice', 'maxPrice', 'priceRange', 'bedrooms', 'bathrooms', 'propertyType', 'openHouse'].some((k) =>
    params.has(k),
  )

  const clear = () => {
    setBedrooms('')
    setBathrooms('')
    setLocation('')
    price.reset()
    setParams(
      (current) => {
        const next = new URLSearchParams()
        // Sorting and the map area are not filters: they survive Clear.
        for (const key of ['sort', 'inView', 'north', 'south', 'east', 'west']) {
          const v = current.get(key)
          if (v !== null) next.set(key, v)
        }
        return next
      },
      { preventScrollReset: true, state: OWN_CHANGE },
    )
  }

  return (
    <form
      className="search-filters"
      method="get"
      role="search"
      aria-label={t(`filters.label.${kind}`)}
      onSubmit={(e) => {
        e.preventDefault()
        apply({ location, minPrice, maxPrice })
      }}
    >
      <PlaceAutocomplete
        value={location}
        onChange={(text) => {
          setLocation(text)
          applyLocation(text)
        }}
        onChoose={(place) => {
          applyLocation.cancel()
          setLocation(place.name)
          apply({ location: place.name })
          onPlace(place)
        }}
      />
      <button
        type="button"
        className="btn btn-outline filter-toggle"
        aria-expanded={open}
        aria-controls="filter-more"
        onClick={() => setOpen((o) => !o)}
      >
        <FilterIcon size={18} /> {activeCount > 0 ? t('filters.toggleCount', { count: activeCount }) : t('filters.toggle')}
      </button>
      <div id="filter-more" className={`filter-more${open ? ' is-open' : ''}`}>
        {/* The controls show what the visitor chose at once, while the results load. */}
        <PriceFields ranges={ranges} step={kind === 'rental' ? 50 : 1000} {...price.fieldProps} />
        <MinimumField field="bedrooms" values={BEDROOM_OPTIONS} value={bedrooms} set={setBedrooms} apply={apply} />
        <MinimumField field="bathrooms" values={BATHROOM_OPTIONS} value={bathrooms} set={setBathrooms} apply={apply} />
        <FilterActions onClear={clear} disabled={!hasFilters} label={t('filters.clear')} />
      </div>
      <OpenHouseFilter initial={query.openHouse === 'weekend'} apply={apply} />
      {query.propertyType && (
        <p className="filter-chips">
          <button type="button" className="filter-chip" onClick={() => apply({ propertyType: null })}>
            {t('filters.chip.type', { kind: t(`kinds.${query.propertyType}`) })}
            <CloseIcon size={14} />
            <span className="sr-only">{t('filters.removeChip')}</span>
          </button>
        </p>
      )}
    </form>
  )
}
