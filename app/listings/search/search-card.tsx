import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, HOME_KINDS, HOME_SEARCH_PRICE_RANGES } from '#core/constants.ts'
import { FilterIcon, SearchIcon } from '#app/ui/icons.tsx'
import { Options, capitalized } from '#app/ui/forms/options.tsx'

const TARGETS = { all: '/properties', buy: '/properties', rent: '/rentals', upcoming: '/upcoming' } as const
type SearchType = keyof typeof TARGETS

/**
 * Home search card (docs/product.md#home-search-card). A real GET form, so it works before the
 * scripts load; with scripts, only filled and trimmed parameters are sent.
 */
export function SearchCard() {
  const navigate = useNavigate()
  const [type, setType] = useState<SearchType>('all')
  const [advanced, setAdvanced] = useState(false)

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(e.currentTarget)) {
      if (key === 'searchType') continue
      const v = String(value).trim()
      if (v) params.append(key, v)
    }
    const qs = params.toString()
    navigate(qs ? `${TARGETS[type]}?${qs}` : TARGETS[type])
  }

  return (
    <form className="search-card" method="get" action={TARGETS[type]} onSubmit={onSubmit} role="search" aria-labelledby="search-title">
      <h2 id="search-title">Find Your Perfect Home</h2>
      <div className="search-row">
        <label className="sr-only" htmlFor="search-location">
          Location
        </label>
        <div className="input-with-icon">
          <SearchIcon size={18} />
          <input
            id="search-location"
            name="location"
            type="text"
            placeholder="City, zipcode, school district or address"
            autoComplete="off"
          />
        </div>
        <label className="sr-only" htmlFor="search-type">
          Property type
        </label>
        <select id="search-type" name="searchType" value={type} onChange={(e) => setType(e.target.value as SearchType)}>
          <option value="all">All Properties</option>
          <option value="buy">Buy</option>
          <option value="rent">Rent</option>
          <option value="upcoming">Upcoming</option>
        </select>
        <button type="submit" className="btn btn-accent">
          <SearchIcon size={18} /> Search
        </button>
      </div>
      <button
        type="button"
        className="link-button"
        aria-expanded={advanced}
        aria-controls="advanced-filters"
        onClick={() => setAdvanced((a) => !a)}
      >
        <FilterIcon size={16} /> {advanced ? 'Hide advanced filters' : 'Advanced filters'}
      </button>
      <div id="advanced-filters" className="advanced-filters" hidden={!advanced}>
        <label>
          Price range
          <select name="priceRange" defaultValue="">
            <option value="">Any</option>
            <Options items={HOME_SEARCH_PRICE_RANGES} />
          </select>
        </label>
        <label>
          Bedrooms
          <select name="bedrooms" defaultValue="">
            <option value="">Any</option>
            <Options items={BEDROOM_OPTIONS} label={(n) => `${n}+`} />
          </select>
        </label>
        <label>
          Bathrooms
          <select name="bathrooms" defaultValue="">
            <option value="">Any</option>
            <Options items={BATHROOM_OPTIONS} label={(n) => `${n}+`} />
          </select>
        </label>
        <label>
          Home type
          <select name="propertyType" defaultValue="">
            <option value="">Any</option>
            <Options items={HOME_KINDS} label={capitalized} />
          </select>
        </label>
      </div>
    </form>
  )
}
