import { useState } from 'react'
import { redirect, useNavigate, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { AUTH_MESSAGES } from '#core/staff/sign-in.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { readStaffToken, storeStaffSession, type SignedInStaffUser } from '#app/admin/lib/session.ts'
import { forgetVerifiedSession, safeNext } from '#app/admin/lib/guard.ts'
import { Field } from '#app/admin/ui/field.tsx'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'

// Sign-in (docs/product.md#sign-in): a stored token that is still valid goes
// straight on; an invalid one is cleared silently (the request wrapper ends the
// session on a 401, without leaving this page); any other failure just shows
// the sign-in form.
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

export default function AdminLogin() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    setBusy(true)
    setError('')
    try {
      const body = await staffRequest<{ token: string; user: SignedInStaffUser }>('/api/auth/login', {
        method: 'POST',
        body: { username: form.get('username'), password: form.get('password') },
      })
      storeStaffSession(body.token, body.user)
      forgetVerifiedSession()
      navigate(safeNext(params.get('next')), { replace: true })
    } catch (err) {
      // The server's message, else the standard sign-in failure text.
      setError(errorMessage(err, AUTH_MESSAGES.loginFailed, { onlyServer: true }))
      setBusy(false)
    }
  }

  return (
    <div className="login-card">
      <h1>Admin Portal</h1>
      <p className="login-lead">Sign in to manage listings, inquiries and website content.</p>
      <form onSubmit={onSubmit} noValidate={false}>
        <Field label="Username" name="username" required autoComplete="username" autoCapitalize="none" spellCheck={false} autoFocus />
        <Field label="Password" name="password" type="password" required autoComplete="current-password" />
        <FormOutcome error={error} live="assertive" />
        <button type="submit" className="admin-btn admin-btn-primary admin-btn-block" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </div>
  )
}

clientLoader.hydrate = true as const
