import { useEffect, useState } from 'react'
import type { Enrolment } from '#core/staff/two-step.ts'
import { errorMessage } from '#app/admin/lib/request.ts'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { CodeField, readCode } from './code-field.tsx'

/**
 * Setting up two-step sign-in, at sign-in or on the Account screen: scan the
 * QR code (or type the key), then type the app's code. `start` makes the
 * secret; `confirm` turns two-step on and resolves with the recovery codes.
 */
export function TwoStepEnrolment({
  start,
  confirm,
  onEnrolled,
  headingLevel: Heading = 'h2',
}: {
  start: () => Promise<Enrolment>
  confirm: (code: string) => Promise<string[]>
  onEnrolled: (recoveryCodes: string[]) => void
  headingLevel?: 'h1' | 'h2'
}) {
  const [enrolment, setEnrolment] = useState<Enrolment>()
  const [loadError, setLoadError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

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

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const read = readCode(e.currentTarget)
    if ('error' in read) return setError(read.error)
    setBusy(true)
    setError('')
    try {
      onEnrolled(await confirm(read.code))
    } catch (err) {
      setError(errorMessage(err, 'The code could not be checked. Please try again.', { onlyServer: true }))
      setBusy(false)
    }
  }

  return (
    <form className="two-step-form" onSubmit={onSubmit} noValidate aria-labelledby="enrol-heading">
      <Heading id="enrol-heading">Set up two-step sign-in</Heading>
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
