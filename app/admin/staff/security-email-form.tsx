import { useState } from 'react'
import { AccountEmailBodySchema, type StaffUser } from '#core/staff/staff-users.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { Field } from '#app/admin/ui/field.tsx'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { schemaErrors } from '#app/ui/forms/schema-errors.ts'

/**
 * The signed-in user's address for security notices: when wrong passwords are
 * tried for their account, they are told there (without one, the office is).
 */
export function SecurityEmailForm({ email: initial }: { email: string | null }) {
  const [email, setEmail] = useState(initial ?? '')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setDone('')
    const parsed = AccountEmailBodySchema.safeParse({ email })
    if (!parsed.success) return setError(schemaErrors(parsed.error, { key: 'field' }).email ?? '')
    setBusy(true)
    setError('')
    try {
      const user = await staffRequest<StaffUser>('/api/admin/account/email', { method: 'PUT', body: parsed.data })
      setEmail(user.email ?? '')
      setDone(user.email ? 'Security notices will be sent to this address.' : 'Security notices will be sent to the office address.')
    } catch (err) {
      setError(errorMessage(err, 'The e-mail address could not be saved. Please try again.', { onlyServer: true }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="admin-panel admin-form-panel admin-narrow" aria-labelledby="security-email-heading">
      <h2 id="security-email-heading">Security notices</h2>
      <form onSubmit={onSubmit} noValidate>
        <Field
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          hint="If someone tries wrong passwords for your account, you are told here. Leave empty to have the office told instead."
          error={error}
        />
        <FormOutcome done={done} />
        <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save e-mail address'}
        </button>
      </form>
    </section>
  )
}
