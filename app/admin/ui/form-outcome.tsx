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
