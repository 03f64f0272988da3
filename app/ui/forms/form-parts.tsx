import { HoneypotField } from './honeypot-field.tsx'

/** The end of every public form: the honeypot, the form's error, then Send and Cancel. */
export function FormClosing({
  error,
  busy,
  submitLabel,
  busyLabel = 'Sending...',
  onCancel,
}: {
  error: string
  busy: boolean
  submitLabel: string
  busyLabel?: string
  onCancel: () => void
}) {
  return (
    <>
      <HoneypotField />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="inquiry-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  )
}

/** What a dialog's form turns into once it is sent: the thank-you text and a focused Close button. */
export function FormSent({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="dialog-done">
      <p className="form-success" role="status">
        {message}
      </p>
      <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus ref={(b) => b?.focus()}>
        Close
      </button>
    </div>
  )
}
