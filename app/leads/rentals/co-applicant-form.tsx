import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { CoApplicantPartSchema, RENTAL_CONSENT_TEXT, type ApplicantPart } from '#core/leads/rental-application.ts'
import { consentShown } from '#core/leads/consent.ts'
import { parseWithErrors } from '#app/ui/forms/schema-errors.ts'
import { upload } from '#app/ui/http.ts'
import { PartFields, RentalAgreement, RentalErrors, TextInput, emptyPart, focusFirstProblem } from './rental-fields.tsx'
import { ApplicantFiles, appendFiles, filesProblem, noFiles, type ChosenFiles } from './applicant-files.tsx'
import { FormOutcomeMessage, type Outcome } from './form-outcome-message.tsx'

// A co-applicant's own part, on their private page: their phone, employment, income, documents and agreement.

export function CoApplicantPartForm({ token, name }: { token: string; name: string }) {
  const [phone, setPhone] = useState('')
  const [part, setPart] = useState<ApplicantPart>(emptyPart)
  const [consent, setConsent] = useState(false)
  const [files, setFiles] = useState<ChosenFiles>(noFiles)
  // Once a send was refused for its fields, the messages are worked out again at each change, so a fixed one goes at once.
  const [checking, setChecking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const ref = useRef<HTMLDivElement>(null)
  const revalidator = useRevalidator()

  const errors = checking
    ? parseWithErrors(CoApplicantPartSchema, { phone, part, consent, ...consentShown(RENTAL_CONSENT_TEXT) }).errors
    : {}

  const shownOutcome: Outcome =
    outcome ?? (Object.keys(errors).length ? { kind: 'error', text: 'Please correct the marked fields.' } : null)

  const show = (next: Outcome) => {
    setOutcome(next)
    requestAnimationFrame(() => ref.current?.focus())
  }
  const submit = async () => {
    const body = { phone, part, consent, ...consentShown(RENTAL_CONSENT_TEXT) }
    const checked = parseWithErrors(CoApplicantPartSchema, body)
    setChecking(true)
    if (!checked.data) {
      setOutcome(null)
      return focusFirstProblem(checked.errors)
    }
    const missing = filesProblem(files)
    if (missing) return show({ kind: 'error', text: missing })
    const data = new FormData()
    data.append('token', token)
    data.append('part', JSON.stringify(body))
    appendFiles(data, files)
    setBusy(true)
    setOutcome(null)
    try {
      const answer = await upload('/api/rental-applications/part', data)
      if (!answer.ok) return show({ kind: 'error', text: answer.message || 'Your part could not be sent. Please try again.' })
      await revalidator.revalidate()
    } catch {
      show({ kind: 'error', text: 'Your part could not be sent. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <RentalErrors.Provider value={errors}>
      <form
        className="bidder-form rent-form"
        method="post"
        noValidate
        aria-labelledby="rent-part-title"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <h2 id="rent-part-title">Your part, {name}</h2>
        <p className="muted">
          You were named as a co-applicant. Fields marked <span className="required-mark">*</span> are required. No Social Security number
          and no payment.
        </p>
        <section className="form-section" aria-labelledby="rent-part-income">
          <h3 id="rent-part-income">Employment and income</h3>
          <TextInput path="phone" label="Phone" type="tel" value={phone} onChange={setPhone} required autoComplete="tel" maxLength={40} />
          <PartFields prefix="part" part={part} onChange={setPart} />
        </section>
        <section className="form-section" aria-labelledby="rent-part-documents">
          <h3 id="rent-part-documents">Documents</h3>
          <ApplicantFiles files={files} onChange={setFiles} />
        </section>
        <section className="form-section" aria-labelledby="rent-part-agreement">
          <h3 id="rent-part-agreement">Agreement</h3>
          <RentalAgreement checked={consent} onChange={setConsent} />
        </section>
        <div className="form-end">
          <FormOutcomeMessage outcome={shownOutcome} ref={ref} />
          <button type="submit" className="btn btn-accent btn-lg" disabled={busy}>
            {busy ? 'Sending…' : 'Send My Part'}
          </button>
        </div>
      </form>
    </RentalErrors.Provider>
  )
}
