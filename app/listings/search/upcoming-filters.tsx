import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { RENTAL_PRICE_RANGES, UPCOMING_BEDROOM_OPTIONS, UPCOMING_PRICE_RANGES } from '#core/constants.ts'
import type { ListingQuery } from '#core/listings/listing.ts'
import { CloseIcon } from '#app/ui/icons.tsx'
import {
  OWN_CHANGE,
  PriceFields,
  SelectField,
  MinimumField,
  useApplyFilters,
  useFilterFormKey,
  usePriceFilter,
  FilterActions,
} from './filter-fields.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** The sort orders' URL values (the contract); their labels are words of the `search` namespace. */
export const UPCOMING_SORTS = ['newest', 'price-low', 'price-high', 'bedrooms'] as const

/** URL keys that narrow the list; sort only orders it and survives Clear Filters. */
export const UPCOMING_FILTER_KEYS = [
  'type',
  'location',
  'minPrice',
  'maxPrice',
  'priceRange',
  'bedrooms',
  'bathrooms',
  'propertyType',
] as const

/** The listing types' URL values, "" for both. */
const LISTING_TYPES = ['', 'sale', 'rental'] as const

/** Clears every filter and keeps the sort, as one history entry (Back brings the filters back). */
export function useClearFilters() {
  const [, setParams] = useSearchParams()
  return () =>
    setParams(
      (current) => {
        const next = new URLSearchParams()
        const sort = current.get('sort')
        if (sort) next.set('sort', sort)
        return next
      },
      { preventScrollReset: true, state: { ...OWN_CHANGE, searchPageChange: false } },
    )
}

export function UpcomingFilters(props: { query: ListingQuery }) {
  return <FilterForm key={useFilterFormKey()} {...props} />
}

/**
 * The filter bar of /upcoming: min and max price, the upcoming
 * page's own quick price ranges, bedrooms 1+ to 4+, sort and Clear
 * Filters. Filters the home search card sends that have no control here
 * (location, bathrooms, home type) show as chips that remove them.
 */
function FilterForm({ query }: { query: ListingQuery }) {
  const [params] = useSearchParams()
  const { t } = useT('search')
  const apply = useApplyFilters()
  const clear = useClearFilters()
  // Upcoming homes are for sale or for rent: the quick ranges are monthly rents for rentals and sale prices
  // otherwise, and a sale range picked with "Sale & rent" narrows the list to sales (docs/decisions/0023-upcoming-page.md).
  const [type, setType] = useState<string>(query.type ?? '')
  const price = usePriceFilter(query, apply, (range): Record<string, string | null> => {
    if (!range || type !== '') return {}
    setType('sale')
    return { type: 'sale' }
  })
  const { minPrice, maxPrice } = price
  const [bedrooms, setBedrooms] = useState(query.bedrooms?.toString() ?? '')
  const [sort, setSort] = useState(query.sort ?? 'newest')
  const hasFilters = UPCOMING_FILTER_KEYS.some((k) => params.has(k))

  const chips = [
    query.location && { key: 'location', label: t('filters.chip.location', { location: query.location }) },
    query.bathrooms !== undefined && { key: 'bathrooms', label: t('filters.chip.baths', { baths: query.bathrooms }) },
    query.propertyType && { key: 'propertyType', label: t('filters.chip.type', { kind: t(`kinds.${query.propertyType}`) }) },
  ].filter((c): c is { key: string; label: string } => Boolean(c))

  return (
    <form
      className="search-filters upcoming-filters"
      method="get"
      role="search"
      aria-label={t('filters.label.upcoming')}
      onSubmit={(e) => {
        e.preventDefault()
        apply({ minPrice, maxPrice })
      }}
    >
      <SelectField
        id="filter-type"
        label={t('filters.listingType')}
        name="type"
        value={type}
        options={LISTING_TYPES.map((value) => ({ value, label: t(`filters.types.${value || 'both'}`) }))}
        onChange={(v) => {
          setType(v)
          price.reset()
          // Sale prices and monthly rents do not mix: a new type starts without a price filter.
          apply({ type: v, minPrice: null, maxPrice: null })
        }}
      />
      <PriceFields
        ranges={type === 'rental' ? RENTAL_PRICE_RANGES : UPCOMING_PRICE_RANGES}
        step={type === 'rental' ? 50 : 1000}
        {...price.fieldProps}
      />
      <MinimumField field="bedrooms" values={UPCOMING_BEDROOM_OPTIONS} value={bedrooms} set={setBedrooms} apply={apply} />
      <SelectField
        id="filter-sort"
        label={t('filters.sortBy')}
        name="sort"
        value={sort}
        options={UPCOMING_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        onChange={(v) => {
          setSort(v as typeof sort)
          // A new order starts again at page 1 (nextSearch drops the page).
          apply({ sort: v === 'newest' ? null : v })
        }}
      />
      <FilterActions onClear={clear} disabled={!hasFilters} label={t('filters.clearAll')} />
      {chips.length > 0 && (
        <p className="filter-chips">
          {chips.map((c) => (
            <button key={c.key} type="button" className="filter-chip" onClick={() => apply({ [c.key]: null })}>
              {c.label}
              <CloseIcon size={14} />
              <span className="sr-only">{t('filters.removeChip')}</span>
            </button>
          ))}
        </p>
      )}
    </form>
  )
}
