import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from '#core/leads/lead-labels.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'

/** Staff set the status with one press; an application's four statuses each mail the applicant, so they ask first. */
export function LeadStatusControl({
  lead,
  busy,
  onSet,
}: {
  lead: Pick<LeadDetail, 'kind' | 'status' | 'applicationStatus'>
  busy: boolean
  onSet: (status: string) => void
}) {
  const isApplication = lead.kind === 'application'
  const options = isApplication
    ? APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))
    : LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))
  const current = isApplication ? lead.applicationStatus : lead.status
  return (
    <div className="status-control" role="group" aria-label={isApplication ? 'Application status' : 'Lead status'}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={`status-option status-${o.value}`}
          aria-pressed={current === o.value}
          disabled={busy}
          onClick={() => current !== o.value && onSet(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}
