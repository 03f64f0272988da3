import { useState } from 'react'
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router'
import type { Route } from './+types/account'
import { AUTH_MESSAGES, ChangePasswordBodySchema, PASSWORD_MIN_LENGTH } from '#core/staff/sign-in.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { forgetVerifiedSession, requireStaff, safeNext } from '#app/admin/lib/guard.ts'
import { StaffRequestError, staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { readStaffUser, staffCan, storeStaffUser } from '#app/admin/lib/session.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { Field } from '#app/admin/ui/field.tsx'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { schemaErrors } from '#app/ui/forms/schema-errors.ts'
import type { StaffUser } from '#core/staff/staff-users.ts'
import { formValues } from '#app/ui/forms/form-parts.tsx'
import { SecurityEmailForm } from '#app/admin/staff/security-email-form.tsx'
import { TwoStepPanel } from '#app/admin/staff/two-step-panel.tsx'
import { SessionsPanel } from '#app/admin/staff/sessions-panel.tsx'
import type { StaffSession, TwoStepStatus } from '#core/staff/two-step.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import twoStepCss from '#app/admin/staff/two-step.css?inline'

// Change password: current, new, confirm. The form's rules come from core/;
// the server also refuses common and easily guessed passwords and has the
// last word. Below it, two-step sign-in, where the user is signed in, and the
// address for security notices. A user holding a one-time password lands here
// first and sees the password form alone.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireStaff(request)
  // A one-time password must be changed before any other call.
  if (user.mustChangePassword) return { user, security: null }
  const [account, twoStep, sessions] = await Promise.all([
    staffRequest<StaffUser>('/api/admin/account'),
    staffRequest<TwoStepStatus>('/api/admin/account/two-step'),
    staffRequest<StaffSession[]>('/api/admin/account/sessions'),
  ])
  return { user, security: { account, twoStep, sessions } }
}

export const meta: Route.MetaFunction = () => pageMeta('Account and security', 'Admin portal.')

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword' | 'form', string>>

export default function ChangePassword() {
  const { user, security } = useLoaderData<typeof clientLoader>()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const firstTime = Boolean(user.mustChangePassword)

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const formEl = e.currentTarget
    const values = formValues(formEl)
    const parsed = ChangePasswordBodySchema.safeParse(values)
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error, { key: 'field' }))
      formEl.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setBusy(true)
    setErrors({})
    setDone('')
    try {
      const { message } = await staffRequest<{ message: string }>('/api/admin/account/password', { method: 'POST', body: parsed.data })
      formEl.reset()
      const stored = readStaffUser()
      if (stored) storeStaffUser({ ...stored, mustChangePassword: false })
      forgetVerifiedSession()
      if (firstTime) navigate(safeNext(params.get('next')), { replace: true })
      else setDone(message)
    } catch (err) {
      const status = err instanceof StaffRequestError ? err.status : 0
      const message = errorMessage(err, 'The password could not be changed. Please try again.', { onlyServer: true })
      if (message === AUTH_MESSAGES.currentPasswordWrong) setErrors({ currentPassword: message })
      else if (status === 400) setErrors({ newPassword: message })
      else setErrors({ form: message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <InlineStyle name="admin-two-step" css={twoStepCss} />
      <PageHeader
        title={firstTime ? 'Change password' : 'Account and security'}
        lead={
          firstTime
            ? 'Welcome! Please replace the one-time password you were given with a password of your own.'
            : 'Your password, two-step sign-in, where you are signed in, and where security notices go.'
        }
      />
      <section className="admin-panel admin-form-panel admin-narrow" aria-labelledby={firstTime ? undefined : 'password-heading'}>
        {!firstTime && (
          <>
            <h2 id="password-heading">Change password</h2>
            <p className="admin-muted">Changing your password signs you out everywhere else.</p>
          </>
        )}
        <form onSubmit={onSubmit} noValidate>
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <Field
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong, memorable password.`}
            error={errors.newPassword}
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword}
          />
          <FormOutcome error={errors.form} done={done} />
          <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Change password'}
          </button>
        </form>
      </section>
      {security && (
        <>
          <TwoStepPanel initial={security.twoStep} />
          <SessionsPanel initial={security.sessions} />
          <SecurityEmailForm email={security.account.email} />
          {staffCan('leads.read', user) && (
            <section className="admin-panel" aria-labelledby="feed-heading">
              <h2 id="feed-heading">Calendar feed</h2>
              <p className="admin-muted">
                See your showings in your own calendar program with a private feed address:{' '}
                <Link to="/admin/showings#calendar-feed">make or replace it under Showings</Link>.
              </p>
            </section>
          )}
        </>
      )}
    </>
  )
}

clientLoader.hydrate = true as const
