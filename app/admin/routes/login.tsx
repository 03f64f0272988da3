import { useState } from 'react'
import { redirect, useNavigate, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { AUTH_MESSAGES } from '#core/staff/sign-in.ts'
import { SecondStepSchema, TWO_STEP_MESSAGES, type Enrolment, type SecondStep } from '#core/staff/two-step.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { StaffRequestError, staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { readStaffToken, storeStaffSession, type SignedInStaffUser } from '#app/admin/lib/session.ts'
import { forgetVerifiedSession, safeNext } from '#app/admin/lib/guard.ts'
import { Field } from '#app/admin/ui/field.tsx'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { CodeStep } from '#app/admin/staff/code-step.tsx'
import { TwoStepEnrolment } from '#app/admin/staff/enrolment.tsx'
import { RecoveryCodes } from '#app/admin/staff/recovery-codes.tsx'
import twoStepCss from '#app/admin/staff/two-step.css?inline'

// Sign-in (docs/product.md#sign-in): a stored token that is still valid goes
// straight on; an invalid one is cleared silently (the request wrapper ends the
// session on a 401, without leaving this page); any other failure just shows
// the sign-in form. After the password, a user with two-step sign-in types a
// code, and one who must have it sets it up first (docs/decisions/0092-two-step-sign-in.md).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!readStaffToken()) return null
  const valid = await staffRequest('/api/admin/verify-token', { redirectOn401: false }).then(
    () => true,
    () => false,
  )
  if (valid) throw redirect(safeNext(new URL(request.url).searchParams.get('next')))
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Admin Sign In', 'Staff sign-in.')

type SignedIn = { token: string; user: SignedInStaffUser }
type Step = { name: 'password' } | { name: SecondStep['secondStep']; challenge: string } | { name: 'codes'; codes: string[] }

/** The password step's answer when it asks for a second step, else undefined. */
function secondStepOf(err: unknown): SecondStep | undefined {
  const parsed = err instanceof StaffRequestError && err.status === 401 ? SecondStepSchema.safeParse(err.body) : undefined
  return parsed?.success ? parsed.data : undefined
}

export default function AdminLogin() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [step, setStep] = useState<Step>({ name: 'password' })

  const enter = (body: SignedIn) => {
    storeStaffSession(body.token, body.user)
    forgetVerifiedSession()
  }
  const goOn = () => navigate(safeNext(params.get('next')), { replace: true })
  /** A second-step call; an expired challenge goes back to the password with the reason. */
  async function withChallenge<T>(path: string, body: object): Promise<T> {
    try {
      return await staffRequest<T>(path, { method: 'POST', body, redirectOn401: false })
    } catch (err) {
      if (errorMessage(err, '', { onlyServer: true }) === TWO_STEP_MESSAGES.challengeEnded) {
        setStep({ name: 'password' })
        setError(TWO_STEP_MESSAGES.challengeEnded)
      }
      throw err
    }
  }

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    setBusy(true)
    setError('')
    try {
      const body = await staffRequest<SignedIn>('/api/auth/login', {
        method: 'POST',
        body: { username: form.get('username'), password: form.get('password') },
        redirectOn401: false,
      })
      enter(body)
      goOn()
    } catch (err) {
      const second = secondStepOf(err)
      if (second) setStep({ name: second.secondStep, challenge: second.challenge })
      // The server's message, else the standard sign-in failure text.
      else setError(errorMessage(err, AUTH_MESSAGES.loginFailed, { onlyServer: true }))
      setBusy(false)
    }
  }

  return (
    <div className={`login-card${step.name === 'enrol' || step.name === 'codes' ? ' login-card-wide' : ''}`}>
      <InlineStyle name="admin-two-step" css={twoStepCss} />
      <h1>Admin Portal</h1>
      {step.name === 'password' && (
        <>
          <p className="login-lead">Sign in to manage listings, inquiries and website content.</p>
          <form onSubmit={onSubmit} noValidate={false}>
            <Field label="Username" name="username" required autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus />
            <Field label="Password" name="password" type="password" required autoComplete="current-password" />
            <FormOutcome error={error} live="assertive" />
            <button type="submit" className="admin-btn admin-btn-primary admin-btn-block" disabled={busy}>
              {busy ? 'Signing in...' : 'Sign In'}
            </button>
          </form>
        </>
      )}
      {step.name === 'code' && (
        <>
          <p className="login-lead">{TWO_STEP_MESSAGES.codeNeeded}</p>
          <CodeStep
            send={async (code) => {
              enter(await withChallenge<SignedIn>('/api/auth/login/code', { challenge: step.challenge, code }))
              goOn()
            }}
            onRestart={() => setStep({ name: 'password' })}
          />
        </>
      )}
      {step.name === 'enrol' && (
        <>
          <p className="login-lead">{TWO_STEP_MESSAGES.enrolmentNeeded}</p>
          <TwoStepEnrolment
            start={() => withChallenge<Enrolment>('/api/auth/login/enrolment', { challenge: step.challenge })}
            confirm={async (code) => {
              const body = await withChallenge<SignedIn & { recoveryCodes: string[] }>('/api/auth/login/enrolment/confirm', {
                challenge: step.challenge,
                code,
              })
              enter(body)
              return body.recoveryCodes
            }}
            onEnrolled={(codes) => setStep({ name: 'codes', codes })}
          />
        </>
      )}
      {step.name === 'codes' && (
        <>
          <p className="login-lead">Two-step sign-in is on.</p>
          <RecoveryCodes codes={step.codes} doneLabel="Continue to the portal" onDone={goOn} />
        </>
      )}
    </div>
  )
}

clientLoader.hydrate = true as const
