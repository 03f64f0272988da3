import type { Ref } from 'react'

export type Outcome = { kind: 'success' | 'error'; text: string } | null

/** The outcome of a send under the form (the bidder form's look): an alert for a refusal, a status for success. */
export function FormOutcomeMessage({ outcome, ref }: { outcome: Outcome; ref: Ref<HTMLDivElement> }) {
  if (!outcome) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`form-message ${outcome.kind === 'error' ? 'is-error' : 'is-success'}`}
      role={outcome.kind === 'error' ? 'alert' : 'status'}
    >
      <p>{outcome.text}</p>
    </div>
  )
}
