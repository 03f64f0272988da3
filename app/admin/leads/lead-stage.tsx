import { useId, useState } from 'react'
import { LEAD_STAGES, LEAD_STAGE_LABELS, type LeadStage } from '#core/leads/lead-stages.ts'
import { Options } from '#app/ui/forms/options.tsx'

/** The lead's stage in the pipeline (docs/decisions/0116-lead-stages.md): chosen, then moved with one press. */
export function LeadStageControl({ stage, busy, onSet }: { stage: LeadStage; busy: boolean; onSet: (stage: LeadStage) => void }) {
  const id = useId()
  const [chosen, setChosen] = useState<LeadStage>(stage)
  // The lead moved (saved here, or read again after someone else moved it): the choice follows it.
  const [shown, setShown] = useState(stage)
  if (shown !== stage) {
    setShown(stage)
    setChosen(stage)
  }
  return (
    <form
      className="lead-stage"
      onSubmit={(e) => {
        e.preventDefault()
        if (chosen !== stage) onSet(chosen)
      }}
    >
      <label htmlFor={id}>Stage</label>
      <select id={id} value={chosen} onChange={(e) => setChosen(e.currentTarget.value as LeadStage)}>
        <Options items={LEAD_STAGES} label={(s) => LEAD_STAGE_LABELS[s]} />
      </select>
      <button type="submit" className="admin-btn admin-btn-small" disabled={busy || chosen === stage}>
        {busy ? 'Saving…' : 'Move'}
      </button>
    </form>
  )
}
