import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router'
import { LOCATION_TYPING_DEBOUNCE_MS, type PriceRange } from '#core/constants.ts'
import { nextSearch } from './listing-query.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { TFunction } from 'i18next'

// Pieces shared by the filter bars of /properties, /rentals and /upcoming:
// every filter lives in the URL, so a link reproduces the search and Back undoes a change.

/** Marks a filter bar's own URL changes; any other (Back, a link) resets the inputs from the URL. */
export const OWN_CHANGE = { searchPageChange: true }

/** A key for the filter form that changes when the URL changed from outside the form, so its inputs start again from the URL. */
export function useFilterFormKey(): string {
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
  return formKey
}

/** Applies filter changes to the URL: one history entry each (or a replaced one), page back to 1, scroll kept. */
export function useApplyFilters() {
  const [, setParams] = useSearchParams()
  return (changes: Record<string, string | null>, replace = false) =>
    setParams((current) => nextSearch(current, changes), { replace, preventScrollReset: true, state: OWN_CHANGE })
}

/** Typed text waits for a pause before it searches; selects apply at once (500 ms, LOCATION_TYPING_DEBOUNCE_MS). */
export function useDebouncedApply(apply: (value: string) => void) {
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

/** The quick range the two prices make, "custom" for any other pair, "" for none. */
export const rangeValueOf = (ranges: PriceRange[], minPrice: string, maxPrice: string) =>
  ranges.find((r) => String(r.min) === minPrice && String(r.max) === maxPrice)?.value ?? (minPrice || maxPrice ? 'custom' : '')

/**
 * The two typed prices of a filter bar: each waits for a pause in typing, and
 * both go together so that a quick range from the home search card keeps its
 * other end; a quick range sets both at once.
 */
export function usePriceFilter(
  initial: { minPrice?: number; maxPrice?: number },
  apply: ReturnType<typeof useApplyFilters>,
  /** Further URL changes that go with a quick range, in the same history entry (/upcoming: sale ranges choose sales). */
  withRange?: (range: PriceRange | undefined) => Record<string, string | null>,
) {
  const [minPrice, setMinPrice] = useState(initial.minPrice?.toString() ?? '')
  const [maxPrice, setMaxPrice] = useState(initial.maxPrice?.toString() ?? '')
  const applyMin = useDebouncedApply((v) => apply({ minPrice: v, maxPrice }))
  const applyMax = useDebouncedApply((v) => apply({ minPrice, maxPrice: v }))
  return {
    minPrice,
    maxPrice,
    reset() {
      setMinPrice('')
      setMaxPrice('')
    },
    fieldProps: {
      minPrice,
      maxPrice,
      onMinPrice(v: string) {
        setMinPrice(v)
        applyMin(v)
      },
      onMaxPrice(v: string) {
        setMaxPrice(v)
        applyMax(v)
      },
      onRange(range: PriceRange | undefined) {
        setMinPrice(range ? String(range.min) : '')
        setMaxPrice(range ? String(range.max) : '')
        apply({ minPrice: range ? String(range.min) : null, maxPrice: range ? String(range.max) : null, ...withRange?.(range) })
      },
    },
  }
}

interface PriceFieldsProps {
  ranges: PriceRange[]
  step: number
  minPrice: string
  maxPrice: string
  onMinPrice: (value: string) => void
  onMaxPrice: (value: string) => void
  onRange: (range: PriceRange | undefined) => void
}

/** One end of the price filter, typed as a number. */
function PriceInput({
  end,
  step,
  value,
  onChange,
}: {
  end: 'min' | 'max'
  step: number
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useT('search')
  return (
    <FieldShell className="filter-field" id={`filter-${end}`} label={t(`filters.${end}Price`)}>
      <input
        id={`filter-${end}`}
        name={end === 'min' ? 'minPrice' : 'maxPrice'}
        type="number"
        inputMode="numeric"
        min={0}
        step={step}
        placeholder={t(`filters.${end}None`)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  )
}

/** Min price, max price (numeric) and the quick price range that sets both. */
export function PriceFields({ ranges, step, minPrice, maxPrice, onMinPrice, onMaxPrice, onRange }: PriceFieldsProps) {
  const { t } = useT('search')
  const rangeValue = rangeValueOf(ranges, minPrice, maxPrice)
  return (
    <>
      <PriceInput end="min" step={step} value={minPrice} onChange={onMinPrice} />
      <PriceInput end="max" step={step} value={maxPrice} onChange={onMaxPrice} />
      <FieldShell className="filter-field" id="filter-range" label={t('filters.priceRange')}>
        <select
          id="filter-range"
          name="priceRange"
          value={rangeValue}
          onChange={(e) => onRange(ranges.find((r) => r.value === e.target.value))}
        >
          <option value="">{t('filters.anyPrice')}</option>
          {rangeValue === 'custom' && (
            <option value="custom" disabled>
              {t('filters.custom')}
            </option>
          )}
          <Options items={ranges} label={(range) => priceRangeLabel(range, t)} />
        </select>
      </FieldShell>
    </>
  )
}

interface SelectFieldProps {
  id: string
  label: string
  name: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}

export function SelectField({ id, label, name, value, options, onChange }: SelectFieldProps) {
  return (
    <FieldShell className="filter-field" id={id} label={label}>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <Options items={options} />
      </select>
    </FieldShell>
  )
}

/**
 * A quick range's words: "Under $200K" is translated, the amounts ("$200K - $400K", "$800K+") read the same in both
 * languages.
 */
export function priceRangeLabel(range: PriceRange, t: TFunction): string {
  const under = /^Under (.+)$/.exec(range.label)
  return under ? t('filters.under', { amount: under[1] }) : range.label
}

/** "Any" then "n+" for each minimum (bedrooms, bathrooms). */
export const minimumOptions = (values: readonly number[], any: string) => [
  { value: '', label: any },
  ...values.map((n) => ({ value: String(n), label: `${n}+` })),
]

/** Bedrooms or bathrooms: "Any" or a minimum. The choice shows at once (`set`) and is applied to the search. */
export function MinimumField({
  field,
  values,
  value,
  set,
  apply,
}: {
  field: 'bedrooms' | 'bathrooms'
  values: readonly number[]
  value: string
  set: (value: string) => void
  apply: ReturnType<typeof useApplyFilters>
}) {
  const { t } = useT('search')
  return (
    <SelectField
      id={field === 'bedrooms' ? 'filter-beds' : 'filter-baths'}
      label={t(`filters.${field}`)}
      name={field}
      value={value}
      options={minimumOptions(values, t('filters.any'))}
      onChange={(v) => {
        set(v)
        apply({ [field]: v })
      }}
    />
  )
}

/** The end of a filter bar: Search for browsers without JavaScript, then the button that clears every filter. */
export function FilterActions({ onClear, disabled, label }: { onClear: () => void; disabled: boolean; label: string }) {
  const { t } = useT('search')
  return (
    <div className="filter-actions">
      <noscript>
        <button type="submit" className="btn btn-primary">
          {t('filters.search')}
        </button>
      </noscript>
      <button type="button" className="btn btn-outline" onClick={onClear} disabled={disabled}>
        {label}
      </button>
    </div>
  )
}
