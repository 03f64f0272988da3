import { useId, useState } from 'react'
import { COPY_REPORT_ERROR, COPY_REPORT_SENT, copyReportProblem } from '#core/leads/copy-report.ts'
import { InquiryForm, FormClosing, formValues } from '#app/ui/forms/form-parts.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'
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
  const { t } = useT('leads')
  const say = useKnownMessage()
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

  const edited = () => setSent(false)
  return (
    <InquiryForm onSend={submit} aria-labelledby="report-title" aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="small-print">
        {t('office.required')}
      </p>
      <FieldShell id={`${id}-seenAt`} label={t('copyReport.seenAt')} required hint={t('copyReport.seenAtHint')}>
        <input id={`${id}-seenAt`} name="seenAt" onInput={edited} required maxLength={2000} aria-describedby={`${id}-seenAt-hint`} />
      </FieldShell>
      <FieldShell id={`${id}-message`} label={t('copyReport.message')} required hint={t('copyReport.messageHint')}>
        <textarea
          id={`${id}-message`}
          name="message"
          onInput={edited}
          rows={4}
          required
          maxLength={5000}
          aria-describedby={`${id}-message-hint`}
        />
      </FieldShell>
      <FieldShell id={`${id}-email`} label={t('copyReport.email')} hint={t('copyReport.emailHint')}>
        <input
          id={`${id}-email`}
          name="email"
          onInput={edited}
          type="email"
          autoComplete="email"
          maxLength={320}
          aria-describedby={`${id}-email-hint`}
        />
      </FieldShell>
      {sent && (
        <p className="form-success" role="status">
          {say(COPY_REPORT_SENT)}
        </p>
      )}
      <FormClosing error={error} busy={busy} submitLabel={t('copyReport.submit')} />
    </InquiryForm>
  )
}
