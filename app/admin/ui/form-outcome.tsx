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
 * The end of a settings form (app/admin/lib/use-settings.ts): its save button, for those who may save, and what
 * became of the save, or that marked fields need a fix first.
 */
export function SettingsFormEnd({
  canSave = true,
  busy,
  label,
  outcome,
  errors,
}: {
  canSave?: boolean
  busy: boolean
  label: string
  outcome: { error?: string; saved?: string }
  errors: Record<string, string>
}) {
  return (
    <>
      {canSave && (
        <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
          {busy ? 'Saving…' : label}
        </button>
      )}
      <FormOutcome
        error={outcome.error ?? (Object.keys(errors).length > 0 ? 'Please correct the marked fields.' : undefined)}
        done={outcome.saved}
      />
    </>
  )
}
