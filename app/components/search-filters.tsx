import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router'
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, LOCATION_TYPING_DEBOUNCE_MS, RENTAL_PRICE_RANGES, SALE_PRICE_RANGES } from '#core/constants'
import type { Place } from '#core/place'
import type { PropertyListQuery } from '#core/property'
import { nextSearch } from '~/lib/listing-query'
import { PlaceAutocomplete } from './place-autocomplete'
import { CloseIcon, FilterIcon } from './icons'

const HOME_KIND_LABELS: Record<string, string> = { house: 'House', condo: 'Condo', townhouse: 'Townhouse', apartment: 'Apartment' }

/** Typed text waits for a pause before it searches; selects apply at once (spec 1 §9 location typing 500 ms). */
function useDebouncedApply(apply: (value: string) => void) {
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const schedule = (value: string) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => apply(value), LOCATION_TYPING_DEBOUNCE_MS)
  }
  /** Drops a pending apply: a suggestion chosen within the pause wins over the text typed before it. */
  schedule.cancel = () => window.clearTimeout(timer.current)
  return schedule
}

/** Marks the search page's own URL changes; any other (Back, a link) resets the inputs from the URL. */
export const OWN_CHANGE = { searchPageChange: true }

export function SearchFilters(props: Props) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const [formKey, setFormKey] = useState(location.key)
  const [seenKey, setSeenKey] = useState(location.key)
  if (location.key !== seenKey) {
    setSeenKey(location.key)
    // Back and Forward bring back the state stored with the entry, so they always reset.
    const own = navigationType !== 'POP' && (location.state as typeof OWN_CHANGE | null)?.searchPageChange === true
    if (!own) setFormKey(location.key)
  }
  return <FilterForm key={formKey} {...props} />
}

interface Props {
  kind: 'sale' | 'rental'
  query: PropertyListQuery
  onPlace: (place: Place) => void
}

/**
 * The filter bar of /properties and /rentals (spec 1 §2): min and max price,
 * quick price range, bedrooms, bathrooms, city search and Clear. Every filter
 * lives in the URL, so a link reproduces the search and Back undoes a change;
 * without scripts it is a plain GET form.
 */
function FilterForm({ kind, query, onPlace }: Props) {
  const [params, setParams] = useSearchParams()
  const ranges = kind === 'rental' ? RENTAL_PRICE_RANGES : SALE_PRICE_RANGES
  const [location, setLocation] = useState(query.location ?? '')
  const [minPrice, setMinPrice] = useState(query.minPrice?.toString() ?? '')
  const [maxPrice, setMaxPrice] = useState(query.maxPrice?.toString() ?? '')

  const apply = (changes: Record<string, string | null>, replace = false) =>
    setParams((current) => nextSearch(current, changes), { replace, preventScrollReset: true, state: OWN_CHANGE })

  // A pause in typing makes one history entry, so Back steps through the searches the visitor made.
  const applyLocation = useDebouncedApply((text) => apply({ location: text }))
  // Both prices go together so that a quick range from the home search card keeps its other end.
  const applyMin = useDebouncedApply((v) => apply({ minPrice: v, maxPrice }))
  const applyMax = useDebouncedApply((v) => apply({ minPrice, maxPrice: v }))
  const [bedrooms, setBedrooms] = useState(query.bedrooms?.toString() ?? '')
  const [bathrooms, setBathrooms] = useState(query.bathrooms?.toString() ?? '')

  // The controls show what the visitor chose at once, while the results load.
  const rangeValue =
    ranges.find((r) => String(r.min) === minPrice && String(r.max) === maxPrice)?.value ?? (minPrice || maxPrice ? 'custom' : '')

  const [open, setOpen] = useState(false)
  const activeCount = [minPrice || maxPrice, bedrooms, bathrooms].filter(Boolean).length
  const hasFilters = ['location', 'minPrice', 'maxPrice', 'priceRange', 'bedrooms', 'bathrooms', 'propertyType'].some((k) => params.has(k))

  const clear = () => {
    setBedrooms('')
    setBathrooms('')
    setLocation('')
    setMinPrice('')
    setMaxPrice('')
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
      aria-label={kind === 'rental' ? 'Filter rentals' : 'Filter homes for sale'}
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
        <FilterIcon size={18} /> Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <div id="filter-more" className={`filter-more${open ? ' is-open' : ''}`}>
        <div className="filter-field">
          <label htmlFor="filter-min">Min price</label>
          <input
            id="filter-min"
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={kind === 'rental' ? 50 : 1000}
            placeholder="No min"
            value={minPrice}
            onChange={(e) => {
              setMinPrice(e.target.value)
              applyMin(e.target.value)
            }}
          />
        </div>
        <div className="filter-field">
          <label htmlFor="filter-max">Max price</label>
          <input
            id="filter-max"
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={kind === 'rental' ? 50 : 1000}
            placeholder="No max"
            value={maxPrice}
            onChange={(e) => {
              setMaxPrice(e.target.value)
              applyMax(e.target.value)
            }}
          />
        </div>
        <div className="filter-field">
          <label htmlFor="filter-range">Price range</label>
          <select
            id="filter-range"
            name="priceRange"
            value={rangeValue}
            onChange={(e) => {
              const range = ranges.find((r) => r.value === e.target.value)
              setMinPrice(range ? String(range.min) : '')
              setMaxPrice(range ? String(range.max) : '')
              apply({ minPrice: range ? String(range.min) : null, maxPrice: range ? String(range.max) : null })
            }}
          >
            <option value="">Any price</option>
            {rangeValue === 'custom' && (
              <option value="custom" disabled>
                Custom
              </option>
            )}
            {ranges.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor="filter-beds">Bedrooms</label>
          <select
            id="filter-beds"
            name="bedrooms"
            value={bedrooms}
            onChange={(e) => {
              setBedrooms(e.target.value)
              apply({ bedrooms: e.target.value })
            }}
          >
            <option value="">Any</option>
            {BEDROOM_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </select>
        </div>
        <div className="filter-field">
          <label htmlFor="filter-baths">Bathrooms</label>
          <select
            id="filter-baths"
            name="bathrooms"
            value={bathrooms}
            onChange={(e) => {
              setBathrooms(e.target.value)
              apply({ bathrooms: e.target.value })
            }}
          >
            <option value="">Any</option>
            {BATHROOM_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}+
              </option>
            ))}
          </select>
        </div>
        <div className="filter-actions">
          <noscript>
            <button type="submit" className="btn btn-primary">
              Search
            </button>
          </noscript>
          <button type="button" className="btn btn-outline" onClick={clear} disabled={!hasFilters}>
            Clear
          </button>
        </div>
      </div>
      {query.propertyType && (
        <p className="filter-chips">
          <button type="button" className="filter-chip" onClick={() => apply({ propertyType: null })}>
            Type: {HOME_KIND_LABELS[query.propertyType]}
            <CloseIcon size={14} />
            <span className="sr-only">Remove this filter</span>
          </button>
        </p>
      )}
    </form>
  )
}
