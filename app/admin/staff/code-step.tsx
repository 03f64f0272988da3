import { useState } from 'react'
import { errorMessage } from '#app/admin/lib/request.ts'
import { CodeField, readCode } from './code-field.tsx'

/** Sign-in's second step: the app's code, or a recovery code. `send` resolves when signed in, or throws the server's refusal. */
export function CodeStep({ send, onRestart }: { send: (code: string) => Promise<void>; onRestart: () => void }) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const read = readCode(e.currentTarget)
    if ('error' in read) return setError(read.error)
    setBusy(true)
    setError('')
    try {
      await send(read.code)
    } catch (err) {
      setError(errorMessage(err, 'The code could not be checked. Please try again.', { onlyServer: true }))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="code-heading">
      <h2 id="code-heading" className="login-step-heading">
        Two-step sign-in
      </h2>
      <CodeField error={error} />
      <button type="submit" className="admin-btn admin-btn-primary admin-btn-block" disabled={busy}>
        {busy ? 'Checking...' : 'Verify'}
      </button>
      <button type="button" className="admin-link-button" onClick={onRestart}>
        Sign in as someone else
      </button>
    </form>
  )
}
