import { useId, useState } from 'react'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '#core/leads/lead-labels.ts'
import type { LeadAssignee, LeadBulkBody } from '#core/leads/lead-inbox.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { LEAD_STAGES, LEAD_STAGE_LABELS, type LeadStage } from '#core/leads/lead-stages.ts'

/** What the bar asks the inbox to do with the selected leads (the body of POST /api/admin/leads/bulk without the leads). */
export type BulkAction =
  | { action: 'status'; status: LeadStatus }
  | { action: 'stage'; stage: LeadStage }
  | { action: 'assign'; assigneeId: string | null }
  | { action: 'archive'; archived: boolean }

export const UNASSIGNED = 'none'

/**
 * The bulk bar above the inbox's list (docs/decisions/0107-lead-bulk-actions-and-assignee.md): select every lead on
 * the page, then set their status or stage, assign them or archive them. Every control is a plain labelled form control, in
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
          <BulkChoice
            label="Set status"
            button="Apply"
            busy={busy}
            choices={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
            onApply={(status) => onAction({ action: 'status', status: status as LeadStatus })}
          />
          <BulkChoice
            label="Stage"
            button="Move"
            busy={busy}
            choices={LEAD_STAGES.map((s) => ({ value: s, label: LEAD_STAGE_LABELS[s] }))}
            onApply={(stage) => onAction({ action: 'stage', stage: stage as LeadStage })}
          />
          <BulkChoice
            label="Assign to"
            button="Assign"
            busy={busy}
            choices={[{ value: UNASSIGNED, label: 'Nobody (unassign)' }, ...assignees.map((a) => ({ value: a._id, label: a.name }))]}
            onApply={(assignee) => onAction({ action: 'assign', assigneeId: assignee === UNASSIGNED ? null : assignee })}
          />
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

/** One choice of the bar (a status, an assignee) and its button, which applies it to the selected leads. */
function BulkChoice({
  label,
  button,
  busy,
  choices,
  onApply,
}: {
  label: string
  button: string
  busy: boolean
  choices: Array<{ value: string; label: string }>
  onApply: (value: string) => void
}) {
  const id = useId()
  const [value, setValue] = useState('')
  return (
    <form
      className="lead-bulk-action"
      onSubmit={(e) => {
        e.preventDefault()
        if (value) onApply(value)
      }}
    >
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => setValue(e.currentTarget.value)}>
        <option value="">Choose…</option>
        <Options items={choices} />
      </select>
      <button type="submit" className="admin-btn admin-btn-small" disabled={busy || !value}>
        {button}
      </button>
    </form>
  )
}

/** The body of the bulk call for these leads (each with the status version the list showed). */
export const bulkBody = (action: BulkAction, leads: Array<{ _id: string; statusVersion: string }>): LeadBulkBody =>
  ({ ...action, leads: leads.map((l) => ({ id: l._id, statusVersion: l.statusVersion })) }) as LeadBulkBody
