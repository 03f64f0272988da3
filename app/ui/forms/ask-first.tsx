import { useState } from 'react'
import { useT } from '#app/i18n/use-t.ts'

// An action a visitor cannot take back (withdrawing an application, cancelling a showing): its button asks first, in
// plain words, and only "Yes" does it; "Keep it" goes back.

export function AskFirst({
  label,
  question,
  yes,
  doing,
  busy,
  disabled = busy,
  onYes,
}: {
  /** The button that asks: "Cancel showing". */
  label: string
  /** What doing it means: "Cancel this showing? Your agent will be told…" */
  question: string
  /** The button that does it ("Yes, cancel it"), and what it says while it works ("Cancelling…"). */
  yes: string
  doing: string
  busy: boolean
  disabled?: boolean
  onYes: () => void
}) {
  const [asking, setAsking] = useState(false)
  const { t } = useT('forms')
  if (!asking)
    return (
      <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
        {label}
      </button>
    )
  return (
    <>
      <p>{question}</p>
      <button type="button" className="btn btn-primary" disabled={disabled} onClick={onYes}>
        {busy ? doing : yes}
      </button>
      <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
        {t('askFirst.keep')}
      </button>
    </>
  )
}
