/**
 * What became of a portal form's send, under its fields: the failure as an
 * alert, or the success as a status, in a live region that is always there
 * so screen readers announce what appears in it.
 */
export function FormOutcome({ error, done, live = 'polite' }: { error?: string; done?: string; live?: 'polite' | 'assertive' }) {
  return (
    <div aria-live={live}>
      {error && (
        <p className="admin-alert admin-alert-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="admin-alert admin-alert-success" role="status">
          {done}
        </p>
      )}
    </div>
  )
}

/**
 * A settings form's end: its save button (only for those who may save) and what became of the save; while fields
 * are marked, the outcome says so.
 */
export function SaveEnd({
  label,
  busy,
  canSave = true,
  outcome,
  marked,
}: {
  label: string
  busy: boolean
  canSave?: boolean
  outcome: { error?: string; saved?: string }
  marked: number
}) {
  return (
    <>
      {canSave && (
        <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
          {busy ? 'Saving…' : label}
        </button>
      )}
      <FormOutcome error={outcome.error ?? (marked > 0 ? 'Please correct the marked fields.' : undefined)} done={outcome.saved} />
    </>
  )
}
