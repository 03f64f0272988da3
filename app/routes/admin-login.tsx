import { useState } from 'react'
import { redirect, useNavigate } from 'react-router'
import type { Route } from './+types/admin-login'
import { TOKEN_KEY, USER_KEY, hasAdminToken } from '~/admin/lib/session'
import { pageMeta } from '~/lib/meta'

export function clientLoader() {
  if (hasAdminToken()) return redirect('/admin/dashboard')
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Admin Sign In', 'Staff sign-in.')

export default function AdminLogin() {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    setBusy(true)
    setError('')
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: form.get('username'), password: form.get('password') }),
      })
      const body = (await res.json().catch(() => ({}))) as { token?: string; user?: unknown; message?: string }
      if (!res.ok || !body.token) throw new Error(body.message || 'Login failed')
      sessionStorage.setItem(TOKEN_KEY, body.token)
      sessionStorage.setItem(USER_KEY, JSON.stringify(body.user))
      navigate('/admin/dashboard')
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Login failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="login-card">
      <h1>Admin Portal</h1>
      <form onSubmit={onSubmit}>
        <label>
          Username
          <input name="username" required autoComplete="username" />
        </label>
        <label>
          Password
          <input name="password" type="password" required autoComplete="current-password" />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </div>
  )
}

clientLoader.hydrate = true as const
