import { useId, useState } from 'react'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '#core/leads/lead-labels.ts'
import type { LeadAssignee, LeadBulkBody } from '#core/leads/lead-inbox.ts'
import { Options } from '#app/ui/forms/options.tsx'

/** What the bar asks the inbox to do with the selected leads (the body of POST /api/admin/leads/bulk without the leads). */
export type BulkAction =
  { action: 'status'; status: LeadStatus } | { action: 'assign'; assigneeId: string | null } | { action: 'archive'; archived: boolean }

export const UNASSIGNED = 'none'

/**
 * The bulk bar above the inbox's list (docs/decisions/0107-lead-bulk-actions-and-assignee.md): select every lead on
 * the page, then set their status, assign them or archive them. Every control is a plain labelled form control, in
 * reading order, so the keyboard reaches each in turn.
 */
export function LeadBulkBar({
  count,
  pageCount,
  assignees,
  showingArchived,
  busy,
  onSelectAll,
  onClear,
  onAction,
}: {
  count: number
  pageCount: number
  assignees: LeadAssignee[]
  /** The list shows archived leads only: the bar restores instead of archiving. */
  showingArchived: boolean
  busy: boolean
  onSelectAll: (on: boolean) => void
  onClear: () => void
  onAction: (action: BulkAction) => void
}) {
  const id = useId()
  const [status, setStatus] = useState('')
  const [assignee, setAssignee] = useState('')
  const all = count > 0 && count === pageCount
  const none = count === 0
  return (
    <div className="lead-bulk" role="group" aria-label="Bulk actions">
      <label className="lead-bulk-all">
        <input
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = !all && !none
          }}
          onChange={(e) => onSelectAll(e.currentTarget.checked)}
        />
        Select all on this page
      </label>
      <span className="lead-bulk-count" aria-live="polite">
        {none ? 'No lead selected' : count === 1 ? '1 lead selected' : `${count} leads selected`}
      </span>
      {!none && (
        <div className="lead-bulk-actions">
          <form
            className="lead-bulk-action"
            onSubmit={(e) => {
              e.preventDefault()
              if (status) onAction({ action: 'status', status: status as LeadStatus })
            }}
          >
            <label htmlFor={`${id}-status`}>Set status</label>
            <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
              <option value="">Choose…</option>
              <Options items={LEAD_STATUSES} label={(s) => LEAD_STATUS_LABELS[s]} />
            </select>
            <button type="submit" className="admin-btn admin-btn-small" disabled={busy || !status}>
              Apply
            </button>
          </form>
          <form
            className="lead-bulk-action"
            onSubmit={(e) => {
              e.preventDefault()
              if (assignee) onAction({ action: 'assign', assigneeId: assignee === UNASSIGNED ? null : assignee })
            }}
          >
            <label htmlFor={`${id}-assignee`}>Assign to</label>
            <select id={`${id}-assignee`} value={assignee} onChange={(e) => setAssignee(e.currentTarget.value)}>
              <option value="">Choose…</option>
              <option value={UNASSIGNED}>Nobody (unassign)</option>
              <Options items={assignees.map((a) => ({ value: a._id, label: a.name }))} />
            </select>
            <button type="submit" className="admin-btn admin-btn-small" disabled={busy || !assignee}>
              Assign
            </button>
          </form>
          <button
            type="button"
            className="admin-btn admin-btn-small admin-btn-secondary"
            disabled={busy}
            onClick={() => onAction({ action: 'archive', archived: !showingArchived })}
          >
            {showingArchived ? 'Restore' : 'Archive'}
          </button>
          <button type="button" className="admin-btn admin-btn-small" onClick={onClear}>
            Clear selection
          </button>
        </div>
      )}
    </div>
  )
}

/** The body of the bulk call for these leads (each with the status version the list showed). */
export const bulkBody = (action: BulkAction, leads: Array<{ _id: string; statusVersion: string }>): LeadBulkBody =>
  ({ ...action, leads: leads.map((l) => ({ id: l._id, statusVersion: l.statusVersion })) }) as LeadBulkBody
