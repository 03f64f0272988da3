import { useId, useState, type ReactNode } from 'react'
import { INVALID_EMAIL } from '#core/leads/upcoming-messages.ts'
import { InquiryForm, FormClosing, FormSent, formValues } from '#app/ui/forms/form-parts.tsx'

/** What stops a form before it is sent: the message, and the name of the field to go back to. */
export interface FormProblem {
  message: string
  field: string
}

/**
 * The e-mail sign-up dialogs' one form (Get Notified, Save this search, E-mail me my saved homes): their values are
 * checked, a problem is said and its field focused, otherwise they are sent and the form gives way to the thanks.
 * `post` is the sending's state (busy, and the form's error); `send` answers the thanks, or nothing when it set the error.
 */
export function SignUpForm({
  post: { busy, error, setError },
  check,
  send,
  submitLabel,
  busyLabel,
  onClose,
  children,
}: {
  post: { busy: boolean; error: string; setError: (text: string) => void }
  check: (data: Record<string, string>) => FormProblem | undefined | Promise<FormProblem | undefined>
  send: (data: Record<string, string>) => Promise<string | undefined>
  submitLabel: string
  busyLabel: string
  onClose: () => void
  /** The fields, given an id to build theirs from. */
  children: (id: string) => ReactNode
}) {
  const id = useId()
  const [sent, setSent] = useState('')
  const submit = async (form: HTMLFormElement) => {
    const data = formValues(form)
    const problem = await check(data)
    if (problem) {
      setError(problem.message)
      form.querySelector<HTMLInputElement>(`[name=${problem.field}]`)?.focus()
      return
    }
    const thanks = await send(data)
    if (thanks) setSent(thanks)
  }
  if (sent) return <FormSent message={sent} onClose={onClose} />
  return (
    <InquiryForm onSend={submit}>
      {children(id)}
      <FormClosing error={error} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onCancel={onClose} />
    </InquiryForm>
  )
}

/** The problem every one of them may find in the address. */
export const INVALID_ADDRESS: FormProblem = { message: INVALID_EMAIL, field: 'email' }
