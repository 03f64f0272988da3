import { useRef, useState } from 'react'
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
import { parseWithErrors } from '#app/ui/forms/schema-errors.ts'
import { HoneypotField } from '#app/ui/forms/honeypot-field.tsx'
import { upload } from '#app/ui/http.ts'
import { PartFields, RentalAgreement, RentalErrors, Rows, TextInput, emptyPart, focusFirstProblem } from './rental-fields.tsx'
import { ApplicantFiles, appendFiles, filesProblem, noFiles, type ChosenFiles } from './applicant-files.tsx'
import { FormOutcomeMessage, type Outcome } from './form-outcome-message.tsx'

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
  // Once a send was refused for its fields, the messages are worked out again at each change, so a fixed one goes at once.
  const [checking, setChecking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)

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

  const errors = checking
    ? parseWithErrors(RentalApplicationSchema, { ...answers, website: '', ...consentShown(RENTAL_CONSENT_TEXT) }).errors
    : {}

  const shownOutcome: Outcome =
    outcome ?? (Object.keys(errors).length ? { kind: 'error', text: 'Please correct the marked fields.' } : null)

  const show = (next: Outcome) => {
    setOutcome(next)
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  const submit = async (form: HTMLFormElement) => {
    const body = { ...answers, website: '', ...consentShown(RENTAL_CONSENT_TEXT) }
    const checked = parseWithErrors(RentalApplicationSchema, body)
    setChecking(true)
    if (!checked.data) {
      setOutcome(null)
      return focusFirstProblem(checked.errors)
    }
    const missing = filesProblem(files)
    if (missing) return show({ kind: 'error', text: missing })
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
      <form
        className="bidder-form rent-form"
        method="post"
        noValidate
        aria-labelledby="rent-form-title"
        onSubmit={(e) => {
          e.preventDefault()
          void submit(e.currentTarget)
        }}
      >
        <h2 id="rent-form-title">Rental Application</h2>
        <p className="muted">
          Fields marked <span className="required-mark">*</span> are required. It takes about fifteen minutes. No Social Security number and
          no payment.
        </p>

        <section className="form-section" aria-labelledby="rent-sec-you">
          <h3 id="rent-sec-you">About you</h3>
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
        </section>

        <section className="form-section" aria-labelledby="rent-sec-household">
          <h3 id="rent-sec-household">Who will live here</h3>
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
        </section>

        <section className="form-section" aria-labelledby="rent-sec-homes">
          <h3 id="rent-sec-homes">Where you have lived</h3>
          {address('currentAddress', 'Current address', true)}
          {address('previousAddress', 'Previous address (if less than two years at the current one)', false)}
        </section>

        <section className="form-section" aria-labelledby="rent-sec-income">
          <h3 id="rent-sec-income">Employment and income</h3>
          <PartFields prefix="part" part={answers.part} onChange={(part) => setAnswers((a) => ({ ...a, part }))} />
        </section>

        <section className="form-section" aria-labelledby="rent-sec-references">
          <h3 id="rent-sec-references">References</h3>
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
        </section>

        <section className="form-section" aria-labelledby="rent-sec-documents">
          <h3 id="rent-sec-documents">Documents</h3>
          <ApplicantFiles files={files} onChange={setFiles} />
        </section>

        <section className="form-section" aria-labelledby="rent-sec-agreement">
          <h3 id="rent-sec-agreement">Agreement</h3>
          <RentalAgreement checked={answers.consent} onChange={(consent) => setAnswers((a) => ({ ...a, consent }))} />
        </section>

        <HoneypotField />
        <div className="form-end">
          <FormOutcomeMessage outcome={shownOutcome} ref={outcomeRef} />
          {progress !== null && (
            <div className="upload-progress">
              <label htmlFor="rent-progress">Uploading… {Math.round(progress * 100)}%</label>
              <progress id="rent-progress" max={1} value={progress} />
            </div>
          )}
          <button type="submit" className="btn btn-accent btn-lg" disabled={busy}>
            {busy ? 'Sending…' : 'Send Application'}
          </button>
        </div>
      </form>
    </RentalErrors.Provider>
  )
}
