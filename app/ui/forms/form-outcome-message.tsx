import type { ReactNode, Ref } from 'react'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from './known-messages.ts'

export type Outcome = { kind: 'success' | 'error'; text: string; detail?: string } | null

/** The outcome of a send under the form (the bidder form's look): an alert for a refusal, a status for success. */
export function FormOutcomeMessage({ outcome, ref }: { outcome: Outcome; ref: Ref<HTMLDivElement> }) {
  const say = useKnownMessage()
  if (!outcome) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`form-message ${outcome.kind === 'error' ? 'is-error' : 'is-success'}`}
      role={outcome.kind === 'error' ? 'alert' : 'status'}
    >
      <p>{say(outcome.text)}</p>
      {outcome.detail && <p>{say(outcome.detail)}</p>}
    </div>
  )
}

/** The bar under a form while its files go up. */
export function UploadProgress({ id, progress }: { id: string; progress: number | null }) {
  const { t } = useT('forms')
  if (progress === null) return null
  return (
    <div className="upload-progress">
      <label htmlFor={id}>{t('uploading', { percent: Math.round(progress * 100) })}</label>
      <progress id={id} max={1} value={progress} />
    </div>
  )
}

/** The end of a long public form (the bidder and rental applications): the outcome, an upload's progress, then Send. */
export function FormEnd({
  outcome,
  outcomeRef,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  outcome: Outcome
  outcomeRef: Ref<HTMLDivElement>
  busy: boolean
  submitLabel: string
  busyLabel: string
  /** Shown between the outcome and the button (an upload's progress). */
  children?: ReactNode
}) {
  return (
    <div className="form-end">
      <FormOutcomeMessage outcome={outcome} ref={outcomeRef} />
      {children}
      <button type="submit" className="btn btn-accent btn-lg" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  )
}
