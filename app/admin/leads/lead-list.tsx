import type { LeadSummary } from '#core/leads/lead-inbox.ts'
import { KindChip, LanguageFlag, StatusChip } from './status-chip.tsx'
import { formatListDate } from './lead-format.ts'

/** The inbox's list: one row per lead, the open one marked; each row opens the lead. */
export function LeadList({ leads, selectedId, onOpen }: { leads: LeadSummary[]; selectedId: string; onOpen: (id: string) => void }) {
  return (
    <ul className="lead-list" aria-label="Leads">
      {leads.map((lead) => (
        <li key={lead._id}>
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
              {lead.propertyTitle && <span className="lead-row-property">{lead.propertyTitle}</span>}
            </span>
            {lead.preview && <span className="lead-row-preview">{lead.preview}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
