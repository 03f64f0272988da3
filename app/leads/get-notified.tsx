import { useId, useState } from 'react'
import { INVALID_EMAIL, SUBSCRIBE_ERROR, SUBSCRIBED_MESSAGE } from '#core/leads/upcoming-messages.ts'
import { MailIcon } from '#app/ui/icons.tsx'
import { Dialog } from '#app/ui/dialog.tsx'
import { InquiryForm, FormClosing, FormSent, formValues } from '#app/ui/forms/form-parts.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { checkWithRules } from '#app/ui/forms/lazy-rules.ts'
import { loadUpcomingFormRules, useUpcomingLeadForm } from './upcoming-form-rules.ts'

/** Get Notified: an e-mail address to tell when new upcoming homes are announced. */
export function GetNotified({ className = 'btn btn-accent' }: { className?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <MailIcon size={18} /> Get Notified
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Get Notified"
        description="Leave your e-mail address and be the first to hear when we announce a new upcoming home."
      >
        <NotifyForm onClose={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function NotifyForm({ onClose }: { onClose: () => void }) {
  const id = useId()
  const { busy, error, setError, post, sent, setSent } = useUpcomingLeadForm()

  const submit = async (form: HTMLFormElement) => {
    const data = formValues(form)
    const payload = { email: data.email ?? '', website: data.website ?? '' }
    const problem = await checkWithRules(loadUpcomingFormRules, (rules) =>
      rules.SubscriberBodySchema.safeParse(payload).success ? null : INVALID_EMAIL,
    )
    if (problem) {
      setError(INVALID_EMAIL)
      form.querySelector<HTMLInputElement>('[name=email]')?.focus()
      return
    }
    const accepted = await post('/api/upcoming/subscribers', payload, {
      refused: (answer) => (answer.status === 400 ? INVALID_EMAIL : answer.message || SUBSCRIBE_ERROR),
      failed: SUBSCRIBE_ERROR,
    })
    if (accepted) setSent(true)
  }

  if (sent) {
    return <FormSent message={SUBSCRIBED_MESSAGE} onClose={onClose} />
  }
  return (
    <InquiryForm onSend={submit}>
      <FieldShell id={`${id}-email`} label="Email address">
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} data-autofocus />
      </FieldShell>
      <FormClosing error={error} busy={busy} submitLabel="Notify Me" busyLabel="Signing up..." onCancel={onClose} />
    </InquiryForm>
  )
}
