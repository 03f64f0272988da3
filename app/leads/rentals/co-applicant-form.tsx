import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { CoApplicantPartSchema, type ApplicantPart } from '#core/leads/rental-application.ts'
import { consentShown } from '#core/leads/consent-shown.ts'
import { agreementText } from '#app/leads/agreement-texts.ts'
import { useT } from '#app/i18n/use-t.ts'
import { Trans } from 'react-i18next'
import { FormSection, InquiryForm } from '#app/ui/forms/form-parts.tsx'
import { upload } from '#app/ui/http.ts'
import { PartFields, RentalErrors, TextInput, emptyPart } from './rental-fields.tsx'
import { DocumentsAndAgreement, appendFiles, noFiles, type ChosenFiles } from './applicant-files.tsx'
import { FormEnd } from '#app/ui/forms/form-outcome-message.tsx'
import { useCheckedSend } from './checked-send.ts'

// A co-applicant's own part, on their private page: their phone, employment, income, documents and agreement.

export function CoApplicantPartForm({ token, name }: { token: string; name: string }) {
  const { t } = useT('rentals')
  const [phone, setPhone] = useState('')
  const [part, setPart] = useState<ApplicantPart>(emptyPart)
  const [consent, setConsent] = useState(false)
  const [files, setFiles] = useState<ChosenFiles>(noFiles)
  const [busy, setBusy] = useState(false)
  const revalidator = useRevalidator()

  const body = { phone, part, consent, ...consentShown(agreementText(t, 'rental')) }
  const { errors, setOutcome, shownOutcome, show, outcomeRef, ready } = useCheckedSend(CoApplicantPartSchema, body)

  const submit = async () => {
    if (!ready(files)) return
    const data = new FormData()
    data.append('token', token)
    data.append('part', JSON.stringify(body))
    appendFiles(data, files)
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await upload('/api/rental-applications/part', data)
      if (!answer.ok) return show({ kind: 'error', text: answer.message || t('part.failed') })
      await revalidator.revalidate()
    } catch {
      show({ kind: 'error', text: t('part.failed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <RentalErrors.Provider value={errors}>
      <InquiryForm className="bidder-form rent-form" method="post" aria-labelledby="rent-part-title" onSend={submit}>
        <h2 id="rent-part-title">{t('part.title', { name })}</h2>
        <p className="muted">
          <Trans t={t} i18nKey="part.required" components={{ mark: <span className="required-mark" /> }} />
        </p>
        <FormSection id="rent-part-income" title={t('section.income')}>
          <TextInput
            path="phone"
            label={t('field.phone')}
            type="tel"
            value={phone}
            onChange={setPhone}
            required
            autoComplete="tel"
            maxLength={40}
          />
          <PartFields prefix="part" part={part} onChange={setPart} />
        </FormSection>
        <DocumentsAndAgreement idPrefix="rent-part" files={files} onFiles={setFiles} consent={consent} onConsent={setConsent} />
        <FormEnd outcome={shownOutcome} outcomeRef={outcomeRef} busy={busy} submitLabel={t('part.submit')} busyLabel={t('form.busy')} />
      </InquiryForm>
    </RentalErrors.Provider>
  )
}
