import { useState } from 'react'
import { RECOVERY_CODE_COUNT, type Enrolment, type TwoStepChange, type TwoStepStatus } from '#core/staff/two-step.ts'
import { staffRequest } from '#app/admin/lib/request.ts'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { CodeField, useCodeSubmit } from './code-field.tsx'
import { TwoStepEnrolment } from './enrolment.tsx'
import { RecoveryCodes } from './recovery-codes.tsx'

type Mode = 'view' | 'enrol' | 'new-codes' | 'turn-off' | { codes: string[] }

const STATUS_PATH = '/api/admin/account/two-step'

/**
 * The Account screen's two-step sign-in (docs/decisions/0092-two-step-sign-in.md):
 * on or off, recovery codes left, set it up, make new recovery codes, turn it
 * off where it is not required. New codes and turning off ask for a code.
 */
export function TwoStepPanel({ initial }: { initial: TwoStepStatus }) {
  const [status, setStatus] = useState(initial)
  const [mode, setMode] = useState<Mode>('view')
  const [done, setDone] = useState('')
  const path = `${STATUS_PATH}/${mode === 'new-codes' ? 'recovery-codes' : 'turn-off'}`
  const { error, setError, busy, onSubmit } = useCodeSubmit(async (code) => {
    const change = await staffRequest<TwoStepChange>(path, { method: 'POST', body: { code } })
    setStatus(change)
    if (change.recoveryCodes) return setMode({ codes: change.recoveryCodes })
    setMode('view')
    setDone('Two-step sign-in is off. You sign in with your password alone.')
  })

  const open = (next: Mode) => {
    setMode(next)
    setError('')
    setDone('')
  }

  return (
    <section className="admin-panel admin-form-panel admin-narrow" aria-labelledby="two-step-heading">
      <div className="admin-panel-head">
        <h2 id="two-step-heading">Two-step sign-in</h2>
        <span className="two-step-state" data-on={status.enabled}>
          {status.enabled ? 'On' : 'Off'}
        </span>
      </div>
      {typeof mode === 'object' ? (
        <RecoveryCodes codes={mode.codes} doneLabel="Done" onDone={() => setMode('view')} />
      ) : mode === 'enrol' ? (
        <TwoStepEnrolment
          start={() => staffRequest<Enrolment>(`${STATUS_PATH}/enrolment`, { method: 'POST' })}
          confirm={async (code) => {
            const change = await staffRequest<TwoStepChange>(`${STATUS_PATH}/enrolment/confirm`, { method: 'POST', body: { code } })
            setStatus(change)
            return change.recoveryCodes ?? []
          }}
          onEnrolled={(codes) => setMode({ codes })}
        />
      ) : (
        <>
          <p className="admin-muted">
            {status.enabled
              ? `After your password you type a code from your authenticator app. Recovery codes left: ${status.recoveryCodesLeft} of ${RECOVERY_CODE_COUNT}.`
              : 'Protect your account with a code from an authenticator app on your phone, asked after your password.'}
            {status.required && ' Two-step sign-in is required for your account.'}
          </p>
          {mode === 'view' ? (
            <div className="admin-actions">
              {!status.enabled && (
                <button type="button" className="admin-btn admin-btn-primary" onClick={() => open('enrol')}>
                  Set up two-step sign-in
                </button>
              )}
              {status.enabled && (
                <button type="button" className="admin-btn admin-btn-secondary" onClick={() => open('new-codes')}>
                  Make new recovery codes
                </button>
              )}
              {status.enabled && !status.required && (
                <button type="button" className="admin-btn admin-btn-danger" onClick={() => open('turn-off')}>
                  Turn off two-step sign-in
                </button>
              )}
            </div>
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              aria-label={mode === 'new-codes' ? 'Make new recovery codes' : 'Turn off two-step sign-in'}
            >
              <p className="admin-muted">
                {mode === 'new-codes'
                  ? 'Confirm with a code: your old recovery codes stop working and ten new ones are shown once.'
                  : 'Confirm with a code to turn two-step sign-in off.'}
              </p>
              <CodeField error={error} />
              <div className="admin-actions">
                <button
                  type="submit"
                  className={`admin-btn ${mode === 'new-codes' ? 'admin-btn-primary' : 'admin-btn-danger'}`}
                  disabled={busy}
                >
                  {mode === 'new-codes' ? 'Make new codes' : 'Turn off'}
                </button>
                <button type="button" className="admin-btn admin-btn-secondary" onClick={() => open('view')}>
                  Cancel
                </button>
              </div>
            </form>
          )}
        </>
      )}
      <FormOutcome done={done} />
    </section>
  )
}
