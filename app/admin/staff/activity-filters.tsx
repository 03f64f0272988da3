import { useId } from 'react'
import { ACTIVITY_KINDS, ACTIVITY_KIND_LABELS, type ActivityFilter } from '#core/staff/activity.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { DateRangeFilter } from '#app/admin/ui/date-range-filter.tsx'

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
  const active = ACTIVITY_FILTER_KEYS.some((k) => values[k])
  // Someone filtered for may have no entry left in the list of people (a shared link): they stay choosable.
  const choices = values.user && !people.includes(values.user) ? [values.user, ...people] : people
  return (
    <form className="activity-filters" role="search" aria-label="Filter the activity log" onSubmit={(e) => e.preventDefault()}>
      <div className="activity-filter">
        <label htmlFor={`${id}-user`}>Person</label>
        <select id={`${id}-user`} value={values.user} onChange={(e) => onChange({ user: e.currentTarget.value })}>
          <option value="">Everyone</option>
          <Options items={choices} />
        </select>
      </div>
      <div className="activity-filter">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select id={`${id}-kind`} value={values.kind} onChange={(e) => onChange({ kind: e.currentTarget.value })}>
          <option value="">All kinds</option>
          <Options items={ACTIVITY_KINDS} label={(k) => ACTIVITY_KIND_LABELS[k]} />
        </select>
      </div>
      <DateRangeFilter id={id} from={values.from} to={values.to} className="activity-filter" onChange={onChange} />
      {active && (
        <button
          type="button"
          className="admin-btn admin-btn-small activity-filter-clear"
          onClick={() => onChange({ user: '', kind: '', from: '', to: '' })}
        >
          Clear filters
        </button>
      )}
    </form>
  )
}
