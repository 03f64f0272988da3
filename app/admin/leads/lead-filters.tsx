import { useEffect, useId, useState } from 'react'
import { LEAD_KINDS, LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '#core/leads/lead-labels.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { LEAD_STAGES, LEAD_STAGE_LABELS } from '#core/leads/lead-stages.ts'
import { DateRangeFilter } from '#app/admin/ui/date-range-filter.tsx'
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
      <div className="lead-filter">
        <label htmlFor={`${id}-stage`}>Stage</label>
        <select id={`${id}-stage`} value={values.stage} onChange={(e) => onChange({ stage: e.currentTarget.value })}>
          <option value="">Any stage</option>
          <Options items={LEAD_STAGES} label={(s) => LEAD_STAGE_LABELS[s]} />
        </select>
      </div>
      <div className="lead-filter">
        <label htmlFor={`${id}-assignee`}>Assigned to</label>
        <select id={`${id}-assignee`} value={values.assignee} onChange={(e) => onChange({ assignee: e.currentTarget.value })}>
          <option value="">Anyone</option>
          <option value="me">Mine</option>
          <option value="none">Unassigned</option>
          <Options items={assignees.map((a) => ({ value: a._id, label: a.name }))} />
        </select>
      </div>
      <div className="lead-filter">
        <label htmlFor={`${id}-archived`}>Show</label>
        <select id={`${id}-archived`} value={values.archived} onChange={(e) => onChange({ archived: e.currentTarget.value })}>
          <option value="">Active leads</option>
          <option value="only">Archived leads</option>
          <option value="all">All leads</option>
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
            onChange({ q: '', kind: '', status: '', stage: '', assignee: '', archived: '', propertyId: '', from: '', to: '' })
          }}
        >
          Clear filters
        </button>
      )}
    </form>
  )
}
