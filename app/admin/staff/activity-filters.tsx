import { useId } from 'react'
import { ACTIVITY_KINDS, ACTIVITY_KIND_LABELS, type ActivityFilter } from '#core/staff/activity.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { DateRangeFilter } from '#app/admin/ui/date-range-filter.tsx'
import { ClearFilters, FilterSelect, type FilterBar } from '#app/admin/ui/filter-select.tsx'

export type ActivityFilterValues = Record<'user' | 'kind' | 'from' | 'to', string>
export const ACTIVITY_FILTER_KEYS = ['user', 'kind', 'from', 'to'] as const

export const filterValuesOf = (f: ActivityFilter): ActivityFilterValues => ({
  user: f.user ?? '',
  kind: f.kind ?? '',
  from: f.from ?? '',
  to: f.to ?? '',
})

/** The activity log's filter bar: each change applies at once (and goes into the URL, so the view can be shared). */
export function ActivityFilters({
  values,
  people,
  onChange,
}: {
  values: ActivityFilterValues
  people: string[]
  onChange: (patch: Partial<ActivityFilterValues>) => void
}) {
  const id = useId()
  // Someone filtered for may have no entry left in the list of people (a shared link): they stay choosable.
  const choices = values.user && !people.includes(values.user) ? [values.user, ...people] : people
  const bar: FilterBar<keyof ActivityFilterValues> = { id, values, onChange, className: 'activity-filter' }
  return (
    <form className="activity-filters" role="search" aria-label="Filter the activity log" onSubmit={(e) => e.preventDefault()}>
      <FilterSelect bar={bar} name="user" label="Person" any="Everyone">
        <Options items={choices} />
      </FilterSelect>
      <FilterSelect bar={bar} name="kind" label="Kind" any="All kinds">
        <Options items={ACTIVITY_KINDS} label={(k) => ACTIVITY_KIND_LABELS[k]} />
      </FilterSelect>
      <DateRangeFilter id={id} from={values.from} to={values.to} className="activity-filter" onChange={onChange} />
      <ClearFilters bar={bar} keys={ACTIVITY_FILTER_KEYS} />
    </form>
  )
}
