import {
  APPLICATION_STATUS_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  OFFENSIVE_LANGUAGE_FLAG,
  type LeadKind,
} from '#core/leads/lead-labels.ts'
import type { LeadSummary } from '#core/leads/lead-inbox.ts'

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
