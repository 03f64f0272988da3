import { useState } from 'react'
import {
  CO_APPLICANTS_MAX,
  HOUSEHOLD_MAX,
  PETS_MAX,
  REFERENCES_MAX,
  RENTAL_MESSAGES,
  RentalApplicationSchema,
  VEHICLES_MAX,
  type Address,
  type RentalApplication,
} from '#core/leads/rental-application.ts'
import { consentShown } from '#core/leads/consent-shown.ts'
import { agreementText } from '#app/leads/agreement-texts.ts'
import { useT } from '#app/i18n/use-t.ts'
import { Trans } from 'react-i18next'
import { HoneypotField } from '#app/ui/forms/honeypot-field.tsx'
import { FormSection, InquiryForm } from '#app/ui/forms/form-parts.tsx'
import { upload } from '#app/ui/http.ts'
import { PartFields, RentalErrors, Rows, TextInput, TextInputs, emptyPart, type FieldSpec } from './rental-fields.tsx'
import { DocumentsAndAgreement, appendFiles, noFiles, type ChosenFiles } from './applicant-files.tsx'
import { FormEnd, FormOutcomeMessage, UploadProgress } from '#app/ui/forms/form-outcome-message.tsx'
import { useCheckedSend } from './checked-send.ts'

import { LeadPaintAck } from '#app/listings/lead-paint-notice.tsx'
import { needsLeadPaintNotice } from '#core/listings/lead-paint.ts'
// The rental application (docs/decisions/0130-rental-applications.md): checked by the shared schema before it is
// sent, each message under its field and the first such field focused; the server's answer decides.

type Answers = Omit<RentalApplication, 'consent' | 'website' | 'consentText' | 'consentPage'> & { consent: boolean }

const emptyAddress = (): Address => ({ street: '', since: '', landlord: '', landlordPhone: '', rent: '' })
const emptyAnswers = (): Answers => ({
  applicant: { name: '', email: '', phone: '' },
  part: emptyPart(),
  household: {
    moveInDate: '',
    householdMembers: [],
    pets: [],
    vehicles: [],
    currentAddress: emptyAddress(),
    previousAddress: emptyAddress(),
    references: [],
  },
  coApplicants: [],
  consent: false,
})

const APPLICANT_FIELDS: Array<FieldSpec<Answers['applicant']>> = [
  { key: 'name', label: 'fullName', required: true, autoComplete: 'name' },
  { key: 'email', label: 'email', type: 'email', required: true, autoComplete: 'email', maxLength: 320 },
  { key: 'phone', label: 'phone', type: 'tel', required: true, autoComplete: 'tel', maxLength: 40 },
]
const STREET: FieldSpec<Address> = { key: 'street', label: 'street', maxLength: 300 }
const ADDRESS_DETAILS: Array<FieldSpec<Address>> = [
  { key: 'since', label: 'since', hint: 'monthYear', maxLength: 40 },
  { key: 'rent', label: 'rent', inputMode: 'numeric', maxLength: 10 },
  { key: 'landlord', label: 'landlord' },
  { key: 'landlordPhone', label: 'landlordPhone', type: 'tel', maxLength: 40 },
]

/** The lists the applicant adds rows to, in the order the form asks them (references last, in their own section); their
 * words are `rentals:rows.<key>.*`. */
interface RowGroup {
  key: 'coApplicants' | 'householdMembers' | 'pets' | 'vehicles' | 'references'
  hint?: boolean
  fields: Array<FieldSpec<Record<string, string>>>
  max: number
}
const ROW_GROUPS: RowGroup[] = [
  {
    key: 'coApplicants',
    hint: true,
    fields: [
      { key: 'name', label: 'name', required: true },
      { key: 'email', label: 'email', required: true, maxLength: 320 },
    ],
    max: CO_APPLICANTS_MAX,
  },
  {
    key: 'householdMembers',
    hint: true,
    fields: [
      { key: 'name', label: 'name', required: true },
      { key: 'relationship', label: 'relationship', maxLength: 100 },
      { key: 'age', label: 'age', maxLength: 3 },
    ],
    max: HOUSEHOLD_MAX,
  },
  {
    key: 'pets',
    fields: [
      { key: 'kind', label: 'kind', required: true, maxLength: 100 },
      { key: 'breed', label: 'breed', maxLength: 100 },
      { key: 'weight', label: 'weight', maxLength: 20 },
    ],
    max: PETS_MAX,
  },
  {
    key: 'vehicles',
    fields: [
      { key: 'description', label: 'makeModel', required: true },
      { key: 'plate', label: 'plate', maxLength: 20 },
    ],
    max: VEHICLES_MAX,
  },
  {
    key: 'references',
    hint: true,
    fields: [
      { key: 'name', label: 'name', required: true },
      { key: 'phone', label: 'phone', required: true, type: 'tel', maxLength: 40 },
      { key: 'relationship', label: 'howKnown', maxLength: 100 },
    ],
    max: REFERENCES_MAX,
  },
]

export function RentalApplicationForm({ listingId, yearBuilt = null }: { listingId: string; yearBuilt?: number | null }) {
  const { t } = useT('rentals')
  const [answers, setAnswers] = useState<Answers>(emptyAnswers)
  const [files, setFiles] = useState<ChosenFiles>(noFiles)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [leadPaint, setLeadPaint] = useState(false)
  // Only a home built before 1978 asks for it (docs/decisions/0156-lead-paint-notice.md).
  const body = {
    ...answers,
    website: '',
    ...consentShown(agreementText(t, 'rental')),
    ...(needsLeadPaintNotice(yearBuilt) && { leadPaintAcknowledged: leadPaint }),
  }
  const { errors, outcome, setOutcome, shownOutcome, show, outcomeRef, ready } = useCheckedSend(RentalApplicationSchema, body)

  const household = answers.household
  const setHousehold = <K extends keyof Answers['household']>(key: K, value: Answers['household'][K]) =>
    setAnswers((a) => ({ ...a, household: { ...a.household, [key]: value } }))
  const address = (which: 'currentAddress' | 'previousAddress', title: string, required: boolean) => {
    const inputs = (fields: Array<FieldSpec<Address>>) => (
      <TextInputs path={`household.${which}`} value={household[which]} fields={fields} onChange={(v) => setHousehold(which, v)} />
    )
    return (
      <fieldset className="rent-rows" key={which}>
        <legend>{title}</legend>
        {inputs([{ ...STREET, required }])}
        <div className="field-grid">{inputs(ADDRESS_DETAILS)}</div>
      </fieldset>
    )
  }
  const rows = ({ key, ...group }: RowGroup) => {
    type List = Array<Record<string, string>>
    const [path, value, set]: [string, List, (rows: List) => void] =
      key === 'coApplicants'
        ? [key, answers.coApplicants, (rows) => setAnswers((a) => ({ ...a, coApplicants: rows as Answers['coApplicants'] }))]
        : [`household.${key}`, household[key], (rows) => setHousehold(key, rows as never)]
    return <Rows {...group} key={key} group={key} path={path} rows={value} onChange={set} />
  }

  const addresses = [address('currentAddress', t('address.current'), true), address('previousAddress', t('address.previous'), false)]

  const submit = async (form: HTMLFormElement) => {
    if (!ready(files)) return
    const data = new FormData()
    const website = (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? ''
    data.append('application', JSON.stringify({ ...body, website }))
    appendFiles(data, files)
    setBusy(true)
    setProgress(0)
    setOutcome(null)
    try {
      const answer = await upload(`/api/rentals/${listingId}/applications`, data, { onProgress: setProgress })
      if (!answer.ok) return show({ kind: 'error', text: answer.message || RENTAL_MESSAGES.failed })
      setAnswers(emptyAnswers())
      setFiles(noFiles())
      show({ kind: 'success', text: RENTAL_MESSAGES.sent })
    } catch {
      show({ kind: 'error', text: RENTAL_MESSAGES.failed })
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  if (outcome?.kind === 'success')
    return (
      <div className="bidder-form rent-form">
        <FormOutcomeMessage outcome={outcome} ref={outcomeRef} />
      </div>
    )

  return (
    <RentalErrors.Provider value={errors}>
      <InquiryForm className="bidder-form rent-form" method="post" aria-labelledby="rent-form-title" onSend={submit}>
        <h2 id="rent-form-title">{t('form.title')}</h2>
        <p className="muted">
          <Trans t={t} i18nKey="form.required" components={{ mark: <span className="required-mark" /> }} />
        </p>

        <FormSection id="rent-sec-you" title={t('section.you')}>
          <div className="field-grid">
            <TextInputs
              path="applicant"
              value={answers.applicant}
              fields={APPLICANT_FIELDS}
              onChange={(applicant) => setAnswers((a) => ({ ...a, applicant }))}
            />
            <TextInput
              path="household.moveInDate"
              label={t('field.moveIn')}
              type="date"
              value={household.moveInDate}
              onChange={(v) => setHousehold('moveInDate', v)}
              required
            />
          </div>
        </FormSection>

        <FormSection id="rent-sec-household" title={t('section.household')}>
          {ROW_GROUPS.slice(0, -1).map(rows)}
        </FormSection>

        <FormSection id="rent-sec-homes" title={t('section.homes')}>
          {addresses}
        </FormSection>

        <FormSection id="rent-sec-income" title={t('section.income')}>
          <PartFields prefix="part" part={answers.part} onChange={(part) => setAnswers((a) => ({ ...a, part }))} />
        </FormSection>

        <FormSection id="rent-sec-references" title={t('section.references')}>
          {rows(ROW_GROUPS[ROW_GROUPS.length - 1])}
        </FormSection>

        <DocumentsAndAgreement
          idPrefix="rent-sec"
          files={files}
          onFiles={setFiles}
          consent={answers.consent}
          onConsent={(consent) => setAnswers((a) => ({ ...a, consent }))}
        />

        <LeadPaintAck id="rent-lead-paint" yearBuilt={yearBuilt} checked={leadPaint} onChange={setLeadPaint} />
        <HoneypotField />
        <FormEnd outcome={shownOutcome} outcomeRef={outcomeRef} busy={busy} submitLabel={t('form.submit')} busyLabel={t('form.busy')}>
          <UploadProgress id="rent-progress" progress={progress} />
        </FormEnd>
      </InquiryForm>
    </RentalErrors.Provider>
  )
}
