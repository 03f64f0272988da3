import type { ReactNode } from 'react'

// One choice of a filter bar (the lead inbox, the activity log): a labelled select whose first option filters
// nothing; a change applies at once.

/** The filter bar a choice belongs to: the prefix of its ids, its values, its change handler and its fields' class. */
export interface FilterBar<K extends string> {
  id: string
  values: Record<K, string>
  onChange: (patch: Partial<Record<K, string>>) => void
  className: string
}

export function FilterSelect<K extends string>({
  bar,
  name,
  label,
  any,
  className = bar.className,
  children,
}: {
  bar: FilterBar<K>
  name: K
  label: string
  /** The first option, which filters nothing ("All kinds"). */
  any: string
  className?: string
  children: ReactNode
}) {
  const id = `${bar.id}-${name}`
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={bar.values[name]}
        onChange={(e) => bar.onChange({ [name]: e.currentTarget.value } as Partial<Record<K, string>>)}
      >
        <option value="">{any}</option>
        {children}
      </select>
    </div>
  )
}

/** "Clear filters", while any of `keys` filters; `onClear` first resets what the bar keeps of its own (a search being typed). */
export function ClearFilters<K extends string>({ bar, keys, onClear }: { bar: FilterBar<K>; keys: readonly K[]; onClear?: () => void }) {
  if (!keys.some((k) => bar.values[k])) return null
  const clear = () => {
    onClear?.()
    bar.onChange(Object.fromEntries(keys.map((k) => [k, ''])) as Partial<Record<K, string>>)
  }
  return (
    <button type="button" className={`admin-btn admin-btn-small ${bar.className}-clear`} onClick={clear}>
      Clear filters
    </button>
  )
}
