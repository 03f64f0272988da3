import { useId, useState } from 'react'
import {
  CONSULTATION_ERROR,
  CONSULTATION_SENT,
  CONSULTATION_TIMES,
  CONTACT_ERROR,
  CONTACT_SENT,
  friendlyOfficeError,
} from '#core/leads/office-messages.ts'
import { InquiryForm, FormClosing, FormSent, formValues } from '#app/ui/forms/form-parts.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { checkWithRules, usePreloadRules } from '#app/ui/forms/lazy-rules.ts'
import { useLeadPost } from './use-lead-post.ts'
import { RequiredSelect } from '#app/ui/forms/options.tsx'

type Kind = 'consultation' | 'contact'

/** The zod rules load when the form is first shown, not with the page; the server decides in any case. */
const loadRules = () => import('#core/leads/office-requests.ts')

const ENDPOINT: Record<Kind, string> = { consultation: '/api/contact/consultation', contact: '/api/contact/general' }
const FIELD_OF: Record<string, string> = {
  clientName: 'name',
  clientEmail: 'email',
  clientPhone: 'phone',
  preferredTime: 'preferredTime',
  message: 'message',
}

/**
 * Schedule Consultation (/agents, in a dialog) and the contact page's form:
 * sent to the office, stored and confirmed by mail (server/leads/office-requests.routes.ts).
 * An error keeps the form filled with its message and focuses the field at fault.
 */
export function OfficeRequestForm({ kind, onClose }: { kind: Kind; onClose?: () => void }) {
  const id = useId()
  const { busy, error, setError, post } = useLeadPost()
  const [sent, setSent] = useState(false)
  usePreloadRules(loadRules)

  const submit = async (form: HTMLFormElement) => {
    const data = formValues(form)
    const payload = {
      clientName: data.name ?? '',
      clientEmail: data.email ?? '',
      clientPhone: data.phone ?? '',
      ...(kind === 'consultation' ? { preferredTime: data.preferredTime ?? '' } : {}),
      message: data.message ?? '',
      website: data.website ?? '',
    }
    const problem = await checkWithRules(loadRules, (rules) => rules.officeRequestProblem(kind, payload))
    const show = (message: string | undefined) => {
      setError(friendlyOfficeError(message, kind))
      const field = Object.keys(FIELD_OF).find((f) => message?.includes(f))
      if (field) form.querySelector<HTMLElement>(`[name=${FIELD_OF[field]}]`)?.focus()
    }
    if (problem) return show(problem)
    const accepted = await post(ENDPOINT[kind], payload, {
      refused: (answer) => show(answer.message),
      failed: kind === 'consultation' ? CONSULTATION_ERROR : CONTACT_ERROR,
    })
    if (!accepted) return
    form.reset()
    setSent(true)
  }

  if (sent && onClose) return <FormSent message={kind === 'consultation' ? CONSULTATION_SENT : CONTACT_SENT} onClose={onClose} />

  const field = (name: string) => ({ id: `${id}-${name}`, name })
  return (
    <InquiryForm onSend={submit} aria-describedby={`${id}-required`}>
      {sent && (
        <p className="form-success" role="status">
          {CONTACT_SENT}
        </p>
      )}
      <p id={`${id}-required`} className="small-print">
        Fields marked * are required.
      </p>
      <div className="form-row">
        <FieldShell id={`${id}-name`} label="Name" required>
          <input {...field('name')} required autoComplete="name" maxLength={200} data-autofocus onInput={() => setSent(false)} />
        </FieldShell>
        <FieldShell id={`${id}-email`} label="Email" required>
          <input {...field('email')} type="email" required autoComplete="email" maxLength={320} />
        </FieldShell>
      </div>
      <div className="form-row">
        <FieldShell id={`${id}-phone`} label="Phone" required={kind === 'consultation'}>
          <input {...field('phone')} type="tel" required={kind === 'consultation'} autoComplete="tel" maxLength={40} />
        </FieldShell>
        {kind === 'consultation' && (
          <FieldShell id={`${id}-preferredTime`} label="Preferred time" required>
            <RequiredSelect {...field('preferredTime')} prompt="Choose a time" items={CONSULTATION_TIMES} />
          </FieldShell>
        )}
      </div>
      <FieldShell id={`${id}-message`} label="Message" required={kind === 'contact'}>
        <textarea
          {...field('message')}
          rows={kind === 'contact' ? 5 : 3}
          maxLength={5000}
          required={kind === 'contact'}
          placeholder={kind === 'consultation' ? 'Buying, selling or renting? Tell us a little about it.' : 'How can we help?'}
        />
      </FieldShell>
      <FormClosing error={error} busy={busy} submitLabel={onClose ? 'Request Consultation' : 'Send Message'} onCancel={onClose} />
    </InquiryForm>
  )
}
