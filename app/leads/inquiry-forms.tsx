import { useId, useState } from 'react'
import type { Listing } from '#core/listings/listing.ts'
import { PREFERRED_CONTACT_OPTIONS } from '#core/constants.ts'
import { MESSAGES, friendlyInquiryError } from '#core/leads/inquiry-messages.ts'
import { FormClosing, formValues } from '#app/ui/forms/form-parts.tsx'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { checkWithRules, usePreloadRules } from '#app/ui/forms/lazy-rules.ts'
import { useLeadPost } from './use-lead-post.ts'
import { TourSlotFields } from './tour-slot-fields.tsx'
import { consentShown } from '#core/leads/consent-shown.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { EnglishOnlyMark } from '#app/content/english-only.tsx'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'
import { LeadPaintAck } from '#app/listings/lead-paint-notice.tsx'
import { needsLeadPaintNotice } from '#core/listings/lead-paint.ts'

/** The zod rules load when a form opens, not with the page; the server decides in any case. */
const loadRules = () => import('#core/leads/inquiry.ts')

export type InquiryKind = 'agent' | 'tour'
type Kind = InquiryKind
interface Props {
  property: Pick<Listing, '_id' | 'address' | 'agent'> & { exterior?: Pick<Listing['exterior'], 'yearBuilt'> }
  disclosures: { contactAgent: string; requestShowing: string }
  /** Which form is open, when the page controls it (the phone contact bar opens them too); otherwise kept here. */
  open?: Kind | null
  onOpenChange?: (kind: Kind | null) => void
}

/**
 * Contact Agent and Schedule Tour: the buttons show
 * only while both forms are closed; Cancel or a successful send closes and
 * resets the form; an error keeps it open with its message.
 */
export function InquiryForms({ property, disclosures, open: openProp, onOpenChange }: Props) {
  const id = useId()
  const { t, lang } = useT('leads')
  const say = useKnownMessage()
  const [ownOpen, setOwnOpen] = useState<Kind | null>(null)
  const open = openProp !== undefined ? openProp : ownOpen
  const setOpen = onOpenChange ?? setOwnOpen
  const { busy, error, setError, post } = useLeadPost()
  const [success, setSuccess] = useState('')
  // Bumped when the server says a slot is no longer free: the tour form reads the slots again.
  const [slotsRead, setSlotsRead] = useState(0)
  usePreloadRules(loadRules, open !== null)

  // A form opened from outside (the phone contact bar) starts clean too (adjusted during render).
  const [seenOpen, setSeenOpen] = useState(open)
  if (seenOpen !== open) {
    setSeenOpen(open)
    if (open) {
      setError('')
      setSuccess('')
    }
  }
  const openForm = (kind: Kind) => {
    setOpen(kind)
    setError('')
    setSuccess('')
  }

  const submit = async (kind: Kind, form: HTMLFormElement) => {
    const data = formValues(form)
    const payload = {
      propertyId: property._id,
      propertyAddress: property.address,
      agentEmail: property.agent.email,
      agentName: property.agent.name,
      clientName: data.name,
      clientEmail: data.email,
      clientPhone: data.phone ?? '',
      message: data.message?.trim() || 'No additional message',
      subject: `${kind === 'tour' ? 'Tour Request' : 'Property Inquiry'} - ${property.address}`,
      website: data.website ?? '',
      // The disclosure under the button: sending the form agrees to it (docs/decisions/0125-consent-evidence.md).
      ...consentShown(kind === 'tour' ? disclosures.requestShowing : disclosures.contactAgent),
      ...(kind === 'tour'
        ? {
            selectedDate: data.preferredDate,
            selectedTime: data.preferredTime,
            // Only a home built before 1978 asks for it (docs/decisions/0156-lead-paint-notice.md).
            ...(needsLeadPaintNotice(property.exterior?.yearBuilt) && { leadPaintAcknowledged: data.leadPaintAcknowledged === 'on' }),
          }
        : { preferredContact: data.preferredContact }),
    }
    // The server's own checks of the fields, for an instant answer in the same words.
    const problem = await checkWithRules(loadRules, (rules) => rules.inquiryPrecheck(kind, payload))
    if (problem) return setError(friendlyInquiryError(problem, kind))
    const accepted = await post(`/api/contact/${kind}`, payload, {
      refused: (answer) => {
        if (answer.status === 409) setSlotsRead((n) => n + 1)
        return friendlyInquiryError(answer.message, kind)
      },
      failed: kind === 'tour' ? MESSAGES.tourError : MESSAGES.agentError,
    })
    if (!accepted) return
    form.reset()
    setOpen(null)
    setSuccess(kind === 'tour' ? MESSAGES.tourSuccess : MESSAGES.agentSuccess)
  }

  const onSubmit = (kind: Kind) => (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void submit(kind, e.currentTarget)
  }
  // Honeypot, error, Send/Cancel and the disclosure under the button, shared by both forms.
  const closing = (submitLabel: string, disclosure: string) => (
    <>
      <FormClosing error={error} busy={busy} submitLabel={submitLabel} onCancel={() => setOpen(null)} />
      {/* Staff write it in English only (the consent kept is the text shown): marked on a Spanish page. */}
      <p className="disclosure" lang={lang === 'en' ? undefined : 'en'}>
        {disclosure}
      </p>
      {lang !== 'en' && <EnglishOnlyMark />}
    </>
  )
  // Name, Email and Phone, shared by both forms (only one is open at a time); Phone is required for a tour.
  const common = (kind: Kind) => (
    <>
      <FieldShell id={`${id}-name`} label={t('inquiry.name')} required>
        <input id={`${id}-name`} name="name" required autoComplete="name" />
      </FieldShell>
      <FieldShell id={`${id}-email`} label={t('inquiry.email')} required>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" />
      </FieldShell>
      <FieldShell id={`${id}-phone`} label={t('inquiry.phone')} required={kind === 'tour'}>
        <input id={`${id}-phone`} name="phone" type="tel" required={kind === 'tour'} autoComplete="tel" />
      </FieldShell>
    </>
  )
  const message = (rows: number) => (
    <FieldShell id={`${id}-message`} label={t('inquiry.message')}>
      <textarea id={`${id}-message`} name="message" rows={rows} maxLength={5000} />
    </FieldShell>
  )

  const commonFields = open && common(open)
  return (
    <div className="inquiry">
      {success && (
        <p className="form-success" role="status">
          {say(success)}
        </p>
      )}
      {open === null && (
        <div className="inquiry-buttons">
          <button type="button" className="btn btn-primary" onClick={() => openForm('agent')}>
            {t('inquiry.contactAgent')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => openForm('tour')}>
            {t('inquiry.scheduleTour')}
          </button>
        </div>
      )}
      {open === 'agent' && (
        <form className="inquiry-form" onSubmit={onSubmit('agent')} aria-labelledby={`${id}-agent`}>
          <h3 id={`${id}-agent`}>{t('inquiry.contactAgent')}</h3>
          {commonFields}
          <FieldShell id={`${id}-contact`} label={t('inquiry.preferredContact')}>
            <select id={`${id}-contact`} name="preferredContact" defaultValue="email">
              <Options items={PREFERRED_CONTACT_OPTIONS} label={(option) => t(`inquiry.contactOption.${option}`)} />
            </select>
          </FieldShell>
          {message(4)}
          {closing(t('inquiry.sendMessage'), disclosures.contactAgent)}
        </form>
      )}
      {open === 'tour' && (
        <form className="inquiry-form" onSubmit={onSubmit('tour')} aria-labelledby={`${id}-tour`}>
          <h3 id={`${id}-tour`}>{t('inquiry.scheduleTour')}</h3>
          <TourSlotFields id={id} propertyId={property._id} refresh={slotsRead} />
          {commonFields}
          {message(3)}
          <LeadPaintAck id={`${id}-lead-paint`} yearBuilt={property.exterior?.yearBuilt} />
          {closing(t('inquiry.requestShowing'), disclosures.requestShowing)}
        </form>
      )}
    </div>
  )
}
