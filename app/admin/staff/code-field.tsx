import { useState } from 'react'
import { CodeSchema } from '#core/staff/two-step.ts'
import { Field } from '#app/admin/ui/field.tsx'
import { errorMessage } from '#app/admin/lib/request.ts'

/**
 * The one field for a second-step code: six digits from the app or, after
 * "Use a recovery code", a recovery code. Checked with the core rule before
 * sending; answers the code as the server reads it.
 */
export function CodeField({ error, allowRecovery = true }: { error?: string; allowRecovery?: boolean }) {
  const [recovery, setRecovery] = useState(false)
  return (
    <>
      {recovery ? (
        <Field
          key="recovery"
          label="Recovery code"
          name="code"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          hint="One of the codes you saved when you set up two-step sign-in, like abcd-efgh-jkmn-pqrs. Each works once."
          error={error}
        />
      ) : (
        <Field
          key="app"
          label="Authentication code"
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          autoFocus
          hint="The 6-digit code your authenticator app shows now."
          error={error}
        />
      )}
      {allowRecovery && (
        <button type="button" className="admin-link-button" onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use a code from the app' : 'Lost your phone? Use a recovery code'}
        </button>
      )}
    </>
  )
}

/**
 * A form that sends a code: checks it with the core rule, then `send`s it
 * while busy; the refusal's words (or the rule's) show under the field.
 */
export function useCodeSubmit(send: (code: string) => Promise<void>) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const parsed = CodeSchema.safeParse(new FormData(e.currentTarget).get('code') ?? '')
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '')
    setBusy(true)
    setError('')
    try {
      await send(parsed.data)
    } catch (err) {
      setError(errorMessage(err, 'The code could not be checked. Please try again.', { onlyServer: true }))
    } finally {
      setBusy(false)
    }
  }
  return { error, setError, busy, onSubmit }
}
