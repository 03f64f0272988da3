import { useState } from 'react'
import {
  LISTING_LEAD_KINDS,
  ROUTING_MODES,
  ROUTING_MODE_LABELS,
  type RoutingMode,
  type RoutingRule,
  type RoutingRules,
} from '#core/leads/lead-routing.ts'
import { LEAD_KIND_LABELS } from '#core/leads/lead-labels.ts'
import type { LeadAssignee } from '#core/leads/lead-inbox.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { useSettings } from '#app/admin/lib/use-settings.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import routingCss from '#app/admin/staff/lead-routing.css?inline'
import { InlineStyle } from '#app/ui/inline-style.tsx'

// Who new leads go to (docs/decisions/0117-lead-routing-rules.md), one rule per kind of lead, on the Staff users
// screen: owners choose the listing's agent, one person, people by turns, or nobody, and save them all at once.

/** The modes a kind can have: the listing's agent only for the kinds about a listing. */
const modesOf = (rule: RoutingRule) => ROUTING_MODES.filter((m) => m !== 'agent' || LISTING_LEAD_KINDS.includes(rule.kind))

export function LeadRoutingPanel() {
  const [rules, setRules] = useState<RoutingRule[]>([])
  const { data, error, outcome, busy, save } = useSettings<RoutingRules>(
    '/api/admin/leads/routing',
    { saved: 'Routing rules saved. New leads follow them from now on.', what: 'routing rules' },
    (read) => setRules(read.rules),
  )
  const { data: staff } = useStaffData<LeadAssignee[]>('/api/admin/leads/assignees')

  const change = (kind: string, patch: Partial<RoutingRule>) =>
    setRules((all) => all.map((r) => (r.kind === kind ? { ...r, ...patch } : r)))

  return (
    <section className="admin-panel lead-routing" aria-labelledby="routing-heading">
      <InlineStyle name="admin-lead-routing" css={routingCss} />
      <h2 id="routing-heading">Lead routing</h2>
      <p className="admin-muted">
        Who each new lead goes to. It becomes the lead’s owner, with a note saying so. “By turns” with nobody ticked takes turns among
        everyone who can sign in; a listing whose agent cannot sign in takes its turns the same way.
      </p>
      {error && !data && <p className="admin-alert admin-alert-error">{error}</p>}
      {data && staff && (
        <form onSubmit={(e) => (e.preventDefault(), void save({ rules }))} noValidate>
          <div className="lead-routing-rules">
            {rules.map((rule) => (
              <RuleFields key={rule.kind} rule={rule} staff={staff} onChange={(patch) => change(rule.kind, patch)} />
            ))}
          </div>
          <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save routing rules'}
          </button>
          <FormOutcome error={outcome.error} done={outcome.saved} />
        </form>
      )}
    </section>
  )
}

/** One kind's rule: where its leads go, and the person or the people taking turns. */
function RuleFields({
  rule,
  staff,
  onChange,
}: {
  rule: RoutingRule
  staff: LeadAssignee[]
  onChange: (patch: Partial<RoutingRule>) => void
}) {
  const id = `routing-${rule.kind}`
  const turns = rule.mode === 'turns' || rule.mode === 'agent'
  return (
    <fieldset className="lead-routing-rule">
      <legend>{LEAD_KIND_LABELS[rule.kind]}</legend>
      <label htmlFor={`${id}-mode`}>Goes to</label>
      <select id={`${id}-mode`} value={rule.mode} onChange={(e) => onChange({ mode: e.currentTarget.value as RoutingMode })}>
        <Options items={modesOf(rule)} label={(m) => ROUTING_MODE_LABELS[m]} />
      </select>
      {rule.mode === 'user' && (
        <>
          <label htmlFor={`${id}-user`}>Person</label>
          <select id={`${id}-user`} value={rule.userId ?? ''} onChange={(e) => onChange({ userId: e.currentTarget.value || null })}>
            <option value="">Choose…</option>
            <Options items={staff.map((s) => ({ value: s._id, label: s.name }))} />
          </select>
        </>
      )}
      {turns && (
        <fieldset className="lead-routing-turns">
          <legend>{rule.mode === 'agent' ? 'Otherwise by turns among' : 'Taking turns'}</legend>
          {staff.map((s) => (
            <label key={s._id}>
              <input
                type="checkbox"
                checked={rule.users.includes(s._id)}
                onChange={(e) =>
                  onChange({ users: e.currentTarget.checked ? [...rule.users, s._id] : rule.users.filter((u) => u !== s._id) })
                }
              />
              {s.name}
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  )
}
