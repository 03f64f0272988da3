import { useEffect, useId, useState } from 'react'
import { LEAD_KINDS, LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '#core/leads/lead-labels.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { LEAD_STAGES, LEAD_STAGE_LABELS } from '#core/leads/lead-stages.ts'
import { DateRangeFilter } from '#app/admin/ui/date-range-filter.tsx'
import { ClearFilters, FilterSelect, type FilterBar } from '#app/admin/ui/filter-select.tsx'
import type { LeadAssignee } from '#core/leads/lead-inbox.ts'

export interface LeadFilterValues {
  q: string
  kind: string
  status: string
  stage: string
  propertyId: string
  from: string
  to: string
  /** me, none or a staff user's id (core/leads/lead-inbox.ts LeadFilterSchema). */
  assignee: string
  /** only or all; archived leads are hidden otherwise. */
  archived: string
}

export const FILTER_KEYS = ['q', 'kind', 'status', 'stage', 'assignee', 'archived', 'propertyId', 'from', 'to'] as const

/** The inbox's filter bar: typing searches after a short pause, every other change at once. */
export function LeadFilters({
  values,
  properties,
  assignees,
  onChange,
}: {
  values: LeadFilterValues
  properties: Array<{ _id: string; title: string; leads: number }>
  assignees: LeadAssignee[]
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
  const bar: FilterBar<keyof LeadFilterValues> = { id, values, onChange, className: 'lead-filter' }
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
      <FilterSelect bar={bar} name="kind" label="Kind" any="All kinds">
        <Options items={LEAD_KINDS} label={(k) => LEAD_KIND_LABELS[k]} />
      </FilterSelect>
      <FilterSelect bar={bar} name="status" label="Status" any="Any status">
        <Options items={LEAD_STATUSES} label={(s) => LEAD_STATUS_LABELS[s]} />
      </FilterSelect>
      <FilterSelect bar={bar} name="stage" label="Stage" any="Any stage">
        <Options items={LEAD_STAGES} label={(s) => LEAD_STAGE_LABELS[s]} />
      </FilterSelect>
      <FilterSelect bar={bar} name="assignee" label="Assigned to" any="Anyone">
        <option value="me">Mine</option>
        <option value="none">Unassigned</option>
        <Options items={assignees.map((a) => ({ value: a._id, label: a.name }))} />
      </FilterSelect>
      <FilterSelect bar={bar} name="archived" label="Show" any="Active leads">
        <option value="only">Archived leads</option>
        <option value="all">All leads</option>
      </FilterSelect>
      <FilterSelect bar={bar} name="propertyId" label="Property" any="All properties" className="lead-filter lead-filter-property">
        <Options items={properties.map((p) => ({ value: p._id, label: `${p.title} (${p.leads})` }))} />
      </FilterSelect>
      <DateRangeFilter id={id} from={values.from} to={values.to} className="lead-filter" onChange={onChange} />
      <ClearFilters bar={bar} keys={FILTER_KEYS} onClear={() => setQ('')} />
    </form>
  )
}
