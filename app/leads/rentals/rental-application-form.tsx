import { useState } from 'react'
import {
  CO_APPLICANTS_MAX,
  HOUSEHOLD_MAX,
  PETS_MAX,
  REFERENCES_MAX,
  RENTAL_CONSENT_TEXT,
  RENTAL_MESSAGES,
  RentalApplicationSchema,
  VEHICLES_MAX,
  type Address,
  type RentalApplication,
} from '#core/leads/rental-application.ts'
import { consentShown } from '#core/leads/consent.ts'
import { HoneypotField } from '#app/ui/forms/honeypot-field.tsx'
import { FormSection, InquiryForm } from '#app/ui/forms/form-parts.tsx'
import { upload } from '#app/ui/http.ts'
import { PartFields, RentalErrors, Rows, TextInput, emptyPart } from './rental-fields.tsx'
import { DocumentsAndAgreement, appendFiles, noFiles, type ChosenFiles } from './applicant-files.tsx'
import { FormEnd, FormOutcomeMessage, UploadProgress } from '#app/ui/forms/form-outcome-message.tsx'
import { useCheckedSend } from './checked-send.ts'

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

export function RentalApplicationForm({ listingId }: { listingId: string }) {
  const [answers, setAnswers] = useState<Answers>(emptyAnswers)
  const [files, setFiles] = useState<ChosenFiles>(noFiles)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const body = { ...answers, website: '', ...consentShown(RENTAL_CONSENT_TEXT) }
  const { errors, outcome, setOutcome, shownOutcome, show, outcomeRef, ready } = useCheckedSend(RentalApplicationSchema, body)

  const household = answers.household
  const setHousehold = <K extends keyof Answers['household']>(key: K, value: Answers['household'][K]) =>
    setAnswers((a) => ({ ...a, household: { ...a.household, [key]: value } }))
  const setApplicant = (key: keyof Answers['applicant']) => (value: string) =>
    setAnswers((a) => ({ ...a, applicant: { ...a.applicant, [key]: value } }))
  const address = (which: 'currentAddress' | 'previousAddress', title: string, required: boolean) => {
    const value = household[which]
    const set = (key: keyof Address) => (v: string) => setHousehold(which, { ...value, [key]: v })
    const path = `household.${which}`
    return (
      <fieldset className="rent-rows">
        <legend>{title}</legend>
        <TextInput
          path={`${path}.street`}
          label="Street address, city"
          value={value.street}
          onChange={set('street')}
          required={required}
          maxLength={300}
        />
        <div className="field-grid">
          <TextInput
            path={`${path}.since`}
            label="Lived there since"
            hint="Month and year"
            value={value.since}
            onChange={set('since')}
            maxLength={40}
          />
          <TextInput
            path={`${path}.rent`}
            label="Monthly rent ($)"
            value={value.rent}
            onChange={set('rent')}
            inputMode="numeric"
            maxLength={10}
          />
          <TextInput path={`${path}.landlord`} label="Landlord or manager" value={value.landlord} onChange={set('landlord')} />
          <TextInput
            path={`${path}.landlordPhone`}
            label="Landlord phone"
            type="tel"
            value={value.landlordPhone}
            onChange={set('landlordPhone')}
            maxLength={40}
          />
        </div>
      </fieldset>
    )
  }

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
        <h2 id="rent-form-title">Rental Application</h2>
        <p className="muted">
          Fields marked <span className="required-mark">*</span> are required. It takes about fifteen minutes. No Social Security number and
          no payment.
        </p>

        <FormSection id="rent-sec-you" title="About you">
          <div className="field-grid">
            <TextInput
              path="applicant.name"
              label="Full name"
              value={answers.applicant.name}
              onChange={setApplicant('name')}
              required
              autoComplete="name"
            />
            <TextInput
              path="applicant.email"
              label="Email"
              type="email"
              value={answers.applicant.email}
              onChange={setApplicant('email')}
              required
              autoComplete="email"
              maxLength={320}
            />
            <TextInput
              path="applicant.phone"
              label="Phone"
              type="tel"
              value={answers.applicant.phone}
              onChange={setApplicant('phone')}
              required
              autoComplete="tel"
              maxLength={40}
            />
            <TextInput
              path="household.moveInDate"
              label="Desired move-in date"
              type="date"
              value={household.moveInDate}
              onChange={(v) => setHousehold('moveInDate', v)}
              required
            />
          </div>
        </FormSection>

        <FormSection id="rent-sec-household" title="Who will live here">
          <Rows
            path="coApplicants"
            title="Co-applicants"
            noun="co-applicant"
            hint="Every other adult who will sign the lease. We e-mail each a private link to add their own income, documents and agreement."
            rows={answers.coApplicants}
            fields={[
              { key: 'name', label: 'Name', required: true },
              { key: 'email', label: 'Email', required: true, maxLength: 320 },
            ]}
            empty={() => ({ name: '', email: '' })}
            max={CO_APPLICANTS_MAX}
            onChange={(rows) => setAnswers((a) => ({ ...a, coApplicants: rows }))}
          />
          <Rows
            path="household.householdMembers"
            title="Other household members"
            noun="member"
            hint="Children and other people who will live here without signing the lease."
            rows={household.householdMembers}
            fields={[
              { key: 'name', label: 'Name', required: true },
              { key: 'relationship', label: 'Relationship', maxLength: 100 },
              { key: 'age', label: 'Age', maxLength: 3 },
            ]}
            empty={() => ({ name: '', relationship: '', age: '' })}
            max={HOUSEHOLD_MAX}
            onChange={(rows) => setHousehold('householdMembers', rows)}
          />
          <Rows
            path="household.pets"
            title="Pets"
            noun="pet"
            rows={household.pets}
            fields={[
              { key: 'kind', label: 'Kind', required: true, maxLength: 100 },
              { key: 'breed', label: 'Breed', maxLength: 100 },
              { key: 'weight', label: 'Weight', maxLength: 20 },
            ]}
            empty={() => ({ kind: '', breed: '', weight: '' })}
            max={PETS_MAX}
            onChange={(rows) => setHousehold('pets', rows)}
          />
          <Rows
            path="household.vehicles"
            title="Vehicles"
            noun="vehicle"
            rows={household.vehicles}
            fields={[
              { key: 'description', label: 'Make and model', required: true },
              { key: 'plate', label: 'Plate', maxLength: 20 },
            ]}
            empty={() => ({ description: '', plate: '' })}
            max={VEHICLES_MAX}
            onChange={(rows) => setHousehold('vehicles', rows)}
          />
        </FormSection>

        <FormSection id="rent-sec-homes" title="Where you have lived">
          {address('currentAddress', 'Current address', true)}
          {address('previousAddress', 'Previous address (if less than two years at the current one)', false)}
        </FormSection>

        <FormSection id="rent-sec-income" title="Employment and income">
          <PartFields prefix="part" part={answers.part} onChange={(part) => setAnswers((a) => ({ ...a, part }))} />
        </FormSection>

        <FormSection id="rent-sec-references" title="References">
          <Rows
            path="household.references"
            title="References"
            noun="reference"
            hint="Up to three people who know you as a tenant or at work, not relatives."
            rows={household.references}
            fields={[
              { key: 'name', label: 'Name', required: true },
              { key: 'phone', label: 'Phone', required: true, type: 'tel', maxLength: 40 },
              { key: 'relationship', label: 'How they know you', maxLength: 100 },
            ]}
            empty={() => ({ name: '', phone: '', relationship: '' })}
            max={REFERENCES_MAX}
            onChange={(rows) => setHousehold('references', rows)}
          />
        </FormSection>

        <DocumentsAndAgreement
          idPrefix="rent-sec"
          files={files}
          onFiles={setFiles}
          consent={answers.consent}
          onConsent={(consent) => setAnswers((a) => ({ ...a, consent }))}
        />

        <HoneypotField />
        <FormEnd outcome={shownOutcome} outcomeRef={outcomeRef} busy={busy} submitLabel="Send Application" busyLabel="Sending…">
          <UploadProgress id="rent-progress" progress={progress} />
        </FormEnd>
      </InquiryForm>
    </RentalErrors.Provider>
  )
}
