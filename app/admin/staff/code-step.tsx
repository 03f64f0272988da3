import { CodeField, useCodeSubmit } from './code-field.tsx'

/** Sign-in's second step: the app's code, or a recovery code. `send` resolves when signed in, or throws the server's refusal. */
export function CodeStep({ send, onRestart }: { send: (code: string) => Promise<void>; onRestart: () => void }) {
  const { error, busy, onSubmit } = useCodeSubmit(send)
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
