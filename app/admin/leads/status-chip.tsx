import {
  APPLICATION_STATUS_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  OFFENSIVE_LANGUAGE_FLAG,
  type LeadKind,
} from '#core/leads/lead-labels.ts'
import type { LeadSummary } from '#core/leads/lead-inbox.ts'
import { formatOfficeMinutes } from '#core/leads/office-hours.ts'

/** The lead's status as a coloured chip with its word (colour is never the only signal). */
export function StatusChip({ lead }: { lead: Pick<LeadSummary, 'status' | 'applicationStatus'> }) {
  const label = lead.applicationStatus ? APPLICATION_STATUS_LABELS[lead.applicationStatus] : LEAD_STATUS_LABELS[lead.status]
  const tone = lead.applicationStatus ?? lead.status
  return <span className={`lead-chip lead-chip-${tone}`}>{label}</span>
}

export function KindChip({ kind }: { kind: LeadKind }) {
  return <span className={`kind kind-${kind}`}>{LEAD_KIND_LABELS[kind]}</span>
}

/** Shown on a lead whose message may contain offensive language: staff read it before forwarding or quoting it. */
export function LanguageFlag({ lead }: { lead: Pick<LeadSummary, 'offensiveLanguage'> }) {
  if (!lead.offensiveLanguage) return null
  return (
    <span className="lead-flag">
      <span aria-hidden="true">⚑</span> {OFFENSIVE_LANGUAGE_FLAG}
    </span>
  )
}

/**
 * How long an unanswered lead has waited for its first response, in office time
 * (docs/decisions/0123-first-response-timer.md); past the target it says "Overdue" in words, not colour alone.
 */
export function WaitingMark({ lead }: { lead: Pick<LeadSummary, 'waitingMinutes' | 'overdue'> }) {
  if (lead.waitingMinutes === null) return null
  const waited = formatOfficeMinutes(lead.waitingMinutes)
  return (
    <span className={`lead-waiting${lead.overdue ? ' is-overdue' : ''}`}>
      {lead.overdue ? `Overdue: waiting ${waited}` : `Waiting ${waited}`}
    </span>
  )
}
