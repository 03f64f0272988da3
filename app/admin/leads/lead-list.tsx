import type { LeadSummary } from '#core/leads/lead-inbox.ts'
import { KindChip, LanguageFlag, StatusChip, WaitingMark } from './status-chip.tsx'
import { formatListDate } from './lead-format.ts'
import { LEAD_STAGE_LABELS } from '#core/leads/lead-stages.ts'

/**
 * The inbox's list: one row per lead, the open one marked; each row opens the lead, and its checkbox selects it for
 * a bulk action (docs/decisions/0107-lead-bulk-actions-and-assignee.md).
 */
export function LeadList({
  leads,
  selectedId,
  onOpen,
  checked,
  onCheck,
}: {
  leads: LeadSummary[]
  selectedId: string
  onOpen: (id: string) => void
  /** The checked leads and how to check one; without them (a role that cannot change leads) no checkboxes. */
  checked?: ReadonlySet<string>
  onCheck?: (id: string, on: boolean) => void
}) {
  return (
    <ul className="lead-list" aria-label="Leads">
      {leads.map((lead) => (
        <li key={lead._id} className={checked?.has(lead._id) ? 'is-checked' : undefined}>
          {checked && onCheck && (
            <input
              type="checkbox"
              className="lead-check"
              checked={checked.has(lead._id)}
              aria-label={`Select ${lead.name || lead.email}`}
              onChange={(e) => onCheck(lead._id, e.currentTarget.checked)}
            />
          )}
          <button
            type="button"
            className={`lead-row${lead.status === 'new' ? ' is-new' : ''}`}
            aria-current={lead._id === selectedId ? 'true' : undefined}
            onClick={() => onOpen(lead._id)}
          >
            <span className="lead-row-top">
              <strong className="lead-row-name">{lead.name || lead.email}</strong>
              <time dateTime={lead.createdAt}>{formatListDate(lead.createdAt)}</time>
            </span>
            <span className="lead-row-meta">
              <KindChip kind={lead.kind} />
              <StatusChip lead={lead} />
              <LanguageFlag lead={lead} />
              <WaitingMark lead={lead} />
              {lead.archived && <span className="lead-chip lead-chip-closed">Archived</span>}
              {lead.stage !== 'new' && <span className="lead-row-stage">{LEAD_STAGE_LABELS[lead.stage]}</span>}
              {lead.assignee && <span className="lead-row-assignee">Assigned to {lead.assignee.name}</span>}
              {lead.propertyTitle && <span className="lead-row-property">{lead.propertyTitle}</span>}
              {lead.otherLeads ? <span className="lead-row-person">{lead.otherLeads} more from this person</span> : null}
            </span>
            {lead.preview && <span className="lead-row-preview">{lead.preview}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
