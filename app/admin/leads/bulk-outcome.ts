import { LEAD_STATUS_LABELS } from '#core/leads/lead-labels.ts'
import type { LeadAssignee, LeadBulkResult } from '#core/leads/lead-inbox.ts'
import type { BulkAction } from './lead-bulk-bar.tsx'
import { LEAD_STAGE_LABELS } from '#core/leads/lead-stages.ts'

const leads = (n: number) => (n === 1 ? '1 lead' : `${n} leads`)

/** What a bulk action did, in one sentence for the toast: what changed, and the leads someone else changed first. */
export function bulkOutcome(action: BulkAction, result: LeadBulkResult, assignees: LeadAssignee[]): string {
  const done = result.changed.length + result.unchanged.length
  const what =
    action.action === 'status'
      ? `set to ${LEAD_STATUS_LABELS[action.status]}`
      : action.action === 'stage'
        ? `moved to ${LEAD_STAGE_LABELS[action.stage]}`
        : action.action === 'assign'
          ? action.assigneeId
            ? `assigned to ${assignees.find((a) => a._id === action.assigneeId)?.name ?? 'them'}`
            : 'unassigned'
          : action.archived
            ? 'archived'
            : 'restored'
  const parts = done > 0 ? [`${leads(done)} ${what}.`] : []
  if (result.stale.length > 0) {
    const names = result.stale.map((s) => `${s.name} (by ${s.changedBy || 'someone'})`).join(', ')
    parts.push(
      `${leads(result.stale.length)} changed by someone else since you opened the list ${result.stale.length === 1 ? 'was' : 'were'} left as ${result.stale.length === 1 ? 'it is' : 'they are'}: ${names}.`,
    )
  }
  if (result.missing.length > 0) parts.push(`${leads(result.missing.length)} no longer exist.`)
  return parts.join(' ')
}
