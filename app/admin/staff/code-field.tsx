import { useState } from 'react'
import { CodeSchema } from '#core/staff/two-step.ts'
import { Field } from '#app/admin/ui/field.tsx'

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

/** The code typed in `form`, or the message saying what a code looks like. */
export function readCode(form: HTMLFormElement): { code: string } | { error: string } {
  const parsed = CodeSchema.safeParse(new FormData(form).get('code') ?? '')
  return parsed.success ? { code: parsed.data } : { error: parsed.error.issues[0]?.message ?? '' }
}
