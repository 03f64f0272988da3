import { useId, useState } from 'react'
import { COPY_REPORT_ERROR, COPY_REPORT_SENT, copyReportProblem } from '#core/leads/copy-report.ts'
import { InquiryForm, FormClosing, formValues } from '#app/ui/forms/form-parts.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { useLeadPost } from './use-lead-post.ts'

const FIELD_OF_PROBLEM: Array<[string, string]> = [
  ['Where did you see it', 'seenAt'],
  ['What happened', 'message'],
  ['Your email', 'email'],
]

/**
 * "Report a copy" on /verify (docs/decisions/0148-verify-a-listing.md): where the visitor saw the listing, what
 * happened, and an e-mail only if they want an answer. Sent to the office as a lead; an error keeps the form filled and
 * focuses the field it names.
 */
export function CopyReportForm({ checked }: { checked: string }) {
  const id = useId()
  const { busy, error, setError, post } = useLeadPost()
  const [sent, setSent] = useState(false)

  const submit = async (form: HTMLFormElement) => {
    const data = formValues(form)
    const payload = {
      seenAt: data.seenAt ?? '',
      message: data.message ?? '',
      email: data.email ?? '',
      checked,
      website: data.website ?? '',
    }
    const show = (message = COPY_REPORT_ERROR) => {
      setError(message)
      const field = FIELD_OF_PROBLEM.find(([words]) => message.startsWith(words))?.[1]
      if (field) form.querySelector<HTMLElement>(`[name=${field}]`)?.focus()
    }
    const problem = copyReportProblem(payload)
    if (problem) return show(problem)
    const accepted = await post('/api/verify/reports', payload, { refused: (answer) => show(answer.message), failed: COPY_REPORT_ERROR })
    if (!accepted) return
    form.reset()
    setSent(true)
  }

  const field = (name: string) => ({ id: `${id}-${name}`, name, onInput: () => setSent(false) })
  return (
    <InquiryForm onSend={submit} aria-labelledby="report-title" aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="small-print">
        Fields marked * are required.
      </p>
      <FieldShell id={`${id}-seenAt`} label="Where did you see it?" required hint="The link, or the name of the site or app.">
        <input {...field('seenAt')} required maxLength={2000} aria-describedby={`${id}-seenAt-hint`} />
      </FieldShell>
      <FieldShell
        id={`${id}-message`}
        label="What happened?"
        required
        hint="For example: they asked for a deposit before a showing, or the price or contact differs from ours."
      >
        <textarea {...field('message')} rows={4} required maxLength={5000} aria-describedby={`${id}-message-hint`} />
      </FieldShell>
      <FieldShell id={`${id}-email`} label="Your email (optional)" hint="Only if you would like an answer about this report.">
        <input {...field('email')} type="email" autoComplete="email" maxLength={320} aria-describedby={`${id}-email-hint`} />
      </FieldShell>
      {sent && (
        <p className="form-success" role="status">
          {COPY_REPORT_SENT}
        </p>
      )}
      <FormClosing error={error} busy={busy} submitLabel="Send report" />
    </InquiryForm>
  )
}
