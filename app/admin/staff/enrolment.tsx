import { useEffect, useState } from 'react'
import type { Enrolment } from '#core/staff/two-step.ts'
import { errorMessage } from '#app/admin/lib/request.ts'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { CodeField, useCodeSubmit } from './code-field.tsx'

/**
 * Setting up two-step sign-in, at sign-in or on the Account screen: scan the
 * QR code (or type the key), then type the app's code. `start` makes the
 * secret; `confirm` turns two-step on and resolves with the recovery codes.
 */
export function TwoStepEnrolment({
  start,
  confirm,
  onEnrolled,
}: {
  start: () => Promise<Enrolment>
  confirm: (code: string) => Promise<string[]>
  onEnrolled: (recoveryCodes: string[]) => void
}) {
  const [enrolment, setEnrolment] = useState<Enrolment>()
  const [loadError, setLoadError] = useState('')
  const { error, busy, onSubmit } = useCodeSubmit(async (code) => onEnrolled(await confirm(code)))

  useEffect(() => {
    let live = true
    start().then(
      (e) => live && setEnrolment(e),
      (err: unknown) =>
        live && setLoadError(errorMessage(err, 'Two-step sign-in could not be started. Please try again.', { onlyServer: true })),
    )
    return () => {
      live = false
    }
    // The secret is made once per visit of this step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <form className="two-step-form" onSubmit={onSubmit} noValidate aria-labelledby="enrol-heading">
      <h2 id="enrol-heading">Set up two-step sign-in</h2>
      <p className="admin-muted">
        After your password, you will type a code from an authenticator app on your phone (such as Google Authenticator, Microsoft
        Authenticator or 1Password).
      </p>
      <FormOutcome error={loadError} live="assertive" />
      {enrolment && (
        <ol className="two-step-steps">
          <li>
            <p className="two-step-step">In the app, add an account and scan this QR code, or type the key.</p>
            <div className="two-step-qr">
              <img src={enrolment.qrCode} alt="QR code to scan with your authenticator app" width={168} height={168} />
              <div>
                <p className="admin-muted">Key</p>
                <p className="two-step-key" aria-label={`Key: ${enrolment.secret}`}>
                  {enrolment.secret}
                </p>
              </div>
            </div>
          </li>
          <li>
            <p className="two-step-step">Type the 6-digit code the app shows.</p>
            <div className="two-step-form">
              <CodeField error={error} allowRecovery={false} />
              <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
                {busy ? 'Checking...' : 'Turn on two-step sign-in'}
              </button>
            </div>
          </li>
        </ol>
      )}
    </form>
  )
}
