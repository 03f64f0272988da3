import { useState } from 'react'
import { useNavigate } from 'react-router'
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, HOME_KINDS, HOME_SEARCH_PRICE_RANGES } from '#core/constants.ts'
import { FilterIcon, SearchIcon } from '#app/ui/icons.tsx'
import { Options } from '#app/ui/forms/options.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { priceRangeLabel } from './filter-fields.tsx'

const TARGETS = { all: '/properties', buy: '/properties', rent: '/rentals', upcoming: '/upcoming' } as const
type SearchType = keyof typeof TARGETS

/**
 * Home search card (docs/product.md#home-search-card). A real GET form, so it works before the
 * scripts load; with scripts, only filled and trimmed parameters are sent.
 */
export function SearchCard() {
  const navigate = useNavigate()
  const { t, href } = useT('search')
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
    navigate(qs ? `${href(TARGETS[type])}?${qs}` : href(TARGETS[type]))
  }

  return (
    <form
      className="search-card"
      method="get"
      action={href(TARGETS[type])}
      onSubmit={onSubmit}
      role="search"
      aria-labelledby="search-title"
    >
      <h2 id="search-title">{t('card.title')}</h2>
      <div className="search-row">
        <label className="sr-only" htmlFor="search-location">
          {t('card.location')}
        </label>
        <div className="input-with-icon">
          <SearchIcon size={18} />
          <input id="search-location" name="location" type="text" placeholder={t('card.placeholder')} autoComplete="off" />
        </div>
        <label className="sr-only" htmlFor="search-type">
          {t('card.type')}
        </label>
        <select id="search-type" name="searchType" value={type} onChange={(e) => setType(e.target.value as SearchType)}>
          {(Object.keys(TARGETS) as SearchType[]).map((value) => (
            <option key={value} value={value}>
              {t(`card.types.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-accent">
          <SearchIcon size={18} /> {t('filters.search')}
        </button>
      </div>
      <button
        type="button"
        className="link-button"
        aria-expanded={advanced}
        aria-controls="advanced-filters"
        onClick={() => setAdvanced((a) => !a)}
      >
        <FilterIcon size={16} /> {advanced ? t('card.hideAdvanced') : t('card.advanced')}
      </button>
      <div id="advanced-filters" className="advanced-filters" hidden={!advanced}>
        <label>
          {t('filters.priceRange')}
          <select name="priceRange" defaultValue="">
            <option value="">{t('filters.any')}</option>
            <Options items={HOME_SEARCH_PRICE_RANGES} label={(range) => priceRangeLabel(range, t)} />
          </select>
        </label>
        <label>
          {t('filters.bedrooms')}
          <select name="bedrooms" defaultValue="">
            <option value="">{t('filters.any')}</option>
            <Options items={BEDROOM_OPTIONS} label={(n) => `${n}+`} />
          </select>
        </label>
        <label>
          {t('filters.bathrooms')}
          <select name="bathrooms" defaultValue="">
            <option value="">{t('filters.any')}</option>
            <Options items={BATHROOM_OPTIONS} label={(n) => `${n}+`} />
          </select>
        </label>
        <label>
          {t('card.homeType')}
          <select name="propertyType" defaultValue="">
            <option value="">{t('filters.any')}</option>
            <Options items={HOME_KINDS} label={(kind) => t(`kinds.${kind}`)} />
          </select>
        </label>
      </div>
    </form>
  )
}
