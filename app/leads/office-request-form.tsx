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
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { checkWithRules, usePreloadRules } from '#app/ui/forms/lazy-rules.ts'
import { useLeadPost } from './use-lead-post.ts'
import { SelectField } from '#app/ui/forms/options.tsx'

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
  const { t } = useT('leads')
  const say = useKnownMessage()
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

  return (
    <InquiryForm onSend={submit} aria-describedby={`${id}-required`}>
      {sent && (
        <p className="form-success" role="status">
          {say(CONTACT_SENT)}
        </p>
      )}
      <p id={`${id}-required`} className="small-print">
        {t('office.required')}
      </p>
      <div className="form-row">
        <FieldShell id={`${id}-name`} label={t('inquiry.name')} required>
          <input id={`${id}-name`} name="name" required autoComplete="name" maxLength={200} data-autofocus onInput={() => setSent(false)} />
        </FieldShell>
        <FieldShell id={`${id}-email`} label={t('inquiry.email')} required>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} />
        </FieldShell>
      </div>
      <div className="form-row">
        <FieldShell id={`${id}-phone`} label={t('inquiry.phone')} required={kind === 'consultation'}>
          <input id={`${id}-phone`} name="phone" type="tel" required={kind === 'consultation'} autoComplete="tel" maxLength={40} />
        </FieldShell>
        {kind === 'consultation' && (
          <SelectField
            id={`${id}-preferredTime`}
            name="preferredTime"
            label={t('office.preferredTime')}
            prompt={t('office.chooseTime')}
            items={CONSULTATION_TIMES}
            option={(time) => t(`office.time.${CONSULTATION_TIMES.indexOf(time)}`)}
          />
        )}
      </div>
      <FieldShell id={`${id}-message`} label={t('inquiry.message')} required={kind === 'contact'}>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={kind === 'contact' ? 5 : 3}
          maxLength={5000}
          required={kind === 'contact'}
          placeholder={kind === 'consultation' ? t('office.consultationPlaceholder') : t('office.contactPlaceholder')}
        />
      </FieldShell>
      <FormClosing
        error={error}
        busy={busy}
        submitLabel={onClose ? t('office.requestConsultation') : t('inquiry.sendMessage')}
        onCancel={onClose}
      />
    </InquiryForm>
  )
}
