import { useEffect, useId, useState } from 'react'
import { LEAD_KINDS, LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '#core/leads/lead-labels.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { DateRangeFilter } from '#app/admin/ui/date-range-filter.tsx'

export interface LeadFilterValues {
  q: string
  kind: string
  status: string
  propertyId: string
  from: string
  to: string
}

export const FILTER_KEYS = ['q', 'kind', 'status', 'propertyId', 'from', 'to'] as const

/** The inbox's filter bar: typing searches after a short pause, every other change at once. */
export function LeadFilters({
  values,
  properties,
  onChange,
}: {
  values: LeadFilterValues
  properties: Array<{ _id: string; title: string; leads: number }>
  onChange: (patch: Partial<LeadFilterValues>) => void
}) {
  const id = useId()
  const [q, setQ] = useState(values.q)
  // The URL's search changed from elsewhere (Back, Clear filters): the box follows it.
  const [shownQ, setShownQ] = useState(values.q)
  if (shownQ !== values.q) {
    setShownQ(values.q)
    setQ(values.q)
  }
  useEffect(() => {
    if (q === values.q) return
    const timer = setTimeout(() => onChange({ q }), 300)
    return () => clearTimeout(timer)
  }, [q, values.q, onChange])
  const active = FILTER_KEYS.some((k) => values[k])
  return (
    <form className="lead-filters" role="search" aria-label="Filter leads" onSubmit={(e) => (e.preventDefault(), onChange({ q }))}>
      <div className="lead-filter lead-filter-search">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          type="search"
          value={q}
          placeholder="Name, email or phone"
          onChange={(e) => setQ(e.currentTarget.value)}
        />
      </div>
      <div className="lead-filter">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select id={`${id}-kind`} value={values.kind} onChange={(e) => onChange({ kind: e.currentTarget.value })}>
          <option value="">All kinds</option>
          <Options items={LEAD_KINDS} label={(k) => LEAD_KIND_LABELS[k]} />
        </select>
      </div>
      <div className="lead-filter">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={values.status} onChange={(e) => onChange({ status: e.currentTarget.value })}>
          <option value="">Any status</option>
          <Options items={LEAD_STATUSES} label={(s) => LEAD_STATUS_LABELS[s]} />
        </select>
      </div>
      <div className="lead-filter lead-filter-property">
        <label htmlFor={`${id}-property`}>Property</label>
        <select id={`${id}-property`} value={values.propertyId} onChange={(e) => onChange({ propertyId: e.currentTarget.value })}>
          <option value="">All properties</option>
          <Options items={properties.map((p) => ({ value: p._id, label: `${p.title} (${p.leads})` }))} />
        </select>
      </div>
      <DateRangeFilter id={id} from={values.from} to={values.to} className="lead-filter" onChange={onChange} />
      {active && (
        <button
          type="button"
          className="admin-btn admin-btn-small lead-filter-clear"
          onClick={() => {
            setQ('')
            onChange({ q: '', kind: '', status: '', propertyId: '', from: '', to: '' })
          }}
        >
          Clear filters
        </button>
      )}
    </form>
  )
}
