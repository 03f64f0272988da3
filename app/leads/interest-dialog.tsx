import { useId } from 'react'
import type { Listing as FullListing } from '#core/listings/listing.ts'
import { friendlyInterestError, interestThanks, INTEREST_ERROR } from '#core/leads/upcoming-messages.ts'
import { useT } from '#app/i18n/use-t.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { InquiryForm, FormClosing, FormSent, formValues } from '#app/ui/forms/form-parts.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { checkWithRules } from '#app/ui/forms/lazy-rules.ts'
import { loadUpcomingFormRules, useUpcomingLeadForm } from './upcoming-form-rules.ts'

type Listing = Pick<FullListing, '_id' | 'title' | 'address' | 'city'>
/**
 * Express Interest: name, email, phone and message for one upcoming listing.
 * Sending records a lead for the listing's agent; success shows the thank-you
 * text, an error keeps the form open with its message.
 */
export function InterestDialog({ property, onClose }: { property: Listing | null; onClose: () => void }) {
  const { t } = useT('leads')
  return (
    <Dialog
      open={property !== null}
      onClose={onClose}
      title={t('interest.title')}
      description={property ? `${property.title} · ${property.address}, ${property.city}` : undefined}
    >
      {property && <InterestForm key={property._id} property={property} onClose={onClose} />}
    </Dialog>
  )
}

/** Express Interest on an upcoming listing's card: opens the dialog above for that listing. */
export function InterestButton({ title, onClick }: { title: string; onClick: () => void }) {
  const { t } = useT('leads')
  return (
    <button
      type="button"
      className="btn btn-accent"
      aria-haspopup="dialog"
      aria-label={t('interest.buttonFor', { title })}
      onClick={onClick}
    >
      {t('interest.title')}
    </button>
  )
}

function InterestForm({ property, onClose }: { property: Listing; onClose: () => void }) {
  const id = useId()
  const { t } = useT('leads')
  const { busy, error, setError, post, sent, setSent } = useUpcomingLeadForm()

  const submit = async (form: HTMLFormElement) => {
    const data = formValues(form)
    const payload = {
      propertyId: property._id,
      clientName: data.name ?? '',
      clientEmail: data.email ?? '',
      clientPhone: data.phone ?? '',
      message: data.message ?? '',
      website: data.website ?? '',
    }
    // The same rules as the server, for an instant answer; the server still decides.
    const problem = await checkWithRules(loadUpcomingFormRules, (rules) => rules.interestProblem(payload))
    if (problem) {
      setError(friendlyInterestError(problem))
      form.querySelector<HTMLInputElement>(payload.clientName.trim() ? '[name=email]' : '[name=name]')?.focus()
      return
    }
    const accepted = await post('/api/contact/interest', payload, {
      refused: (answer) => friendlyInterestError(answer.message),
      failed: INTEREST_ERROR,
    })
    if (!accepted) return
    form.reset()
    setSent(true)
  }

  if (sent) {
    return <FormSent message={interestThanks(property.title)} onClose={onClose} />
  }

  return (
    <InquiryForm onSend={submit}>
      <FieldShell id={`${id}-name`} label={t('inquiry.name')} required>
        <input id={`${id}-name`} name="name" required autoComplete="name" maxLength={200} data-autofocus />
      </FieldShell>
      <FieldShell id={`${id}-email`} label={t('inquiry.email')} required>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={320} />
      </FieldShell>
      <FieldShell id={`${id}-phone`} label={t('inquiry.phone')}>
        <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" maxLength={40} />
      </FieldShell>
      <FieldShell id={`${id}-message`} label={t('inquiry.message')}>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={5000} placeholder={t('interest.placeholder')} />
      </FieldShell>
      <FormClosing error={error} busy={busy} submitLabel={t('interest.submit')} onCancel={onClose} />
    </InquiryForm>
  )
}
