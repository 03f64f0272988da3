import { useRef, useState } from 'react'
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_TOTAL_MAX_BYTES,
  BIDDER_AGREEMENTS,
  BIDDER_AGREEMENTS_TEXT,
  BIDDER_MESSAGES,
  REQUIRED_FIELDS,
  SERVICE_AREAS,
  TRADES,
  YES_NO,
  applicationProblem,
  emptyAnswers,
  shownDetails,
  type ApplicationFileField,
  type BidderAnswers,
  type BidderProblem,
} from '#core/leads/bidder-rules.ts'
import { HoneypotField } from '#app/ui/forms/honeypot-field.tsx'
import { FormEnd, UploadProgress, type Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { InquiryForm } from '#app/ui/forms/form-parts.tsx'
import { call, upload } from '#app/ui/http.ts'
import { ChoiceField, FieldError, ProblemContext, TextField, fieldDomId, useInvalid } from './fields.tsx'
import { FilePicker } from './file-picker.tsx'
import { References } from './references.tsx'
import { formatBusinessDay } from '#core/business-time.ts'
import { consentShown } from '#core/leads/consent.ts'

const LABELS = Object.fromEntries(REQUIRED_FIELDS) as Record<(typeof REQUIRED_FIELDS)[number][0], string>
type ChosenFiles = Record<ApplicationFileField, File[]>
const noFiles = (): ChosenFiles => ({ insuranceCOI: [], projectFiles: [], capabilityStatement: [] })

/** The application: five sections in order, checked in the order of docs/product.md#preferred-bidders-application before it is sent. */
export function BidderForm() {
  const [answers, setAnswers] = useState<BidderAnswers>(emptyAnswers)
  const [files, setFiles] = useState<ChosenFiles>(noFiles)
  const [problem, setProblem] = useState<BidderProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const shown = shownDetails(answers)

  const set =
    <K extends keyof BidderAnswers>(key: K) =>
    (value: BidderAnswers[K]) =>
      setAnswers((a) => ({ ...a, [key]: value }))
  const text = (
    name: keyof typeof LABELS | 'businessLicense' | 'contractorLicense',
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={name}
      label={LABELS[name as keyof typeof LABELS] ?? extra.label ?? name}
      value={answers[name]}
      onChange={set(name)}
      required={name in LABELS}
      {...extra}
    />
  )
  /** A question answered by picking one choice; each is required. */
  const choice = (
    name: 'bondingStatus' | 'serviceArea' | 'oshaViolations' | 'litigationHistory',
    options: ReadonlyArray<{ value: string; label: string }>,
    hint?: string,
  ) => <ChoiceField name={name} label={LABELS[name]} hint={hint} options={options} value={answers[name]} onChange={set(name)} required />
  /** The details an answer asks for (a yes, "other", a broader area): shown only after that answer. */
  const details = (name: keyof typeof shown, label: string, hint: string, maxLength = 2000) =>
    shown[name] && (
      <TextField name={name} label={label} hint={hint} multiline maxLength={maxLength} value={answers[name]} onChange={set(name)} />
    )
  const toggleTrade = (value: string, on: boolean) =>
    set('tradesServices')(on ? [...answers.tradesServices, value] : answers.tradesServices.filter((t) => t !== value))

  const showProblem = (found: BidderProblem) => {
    setProblem(found)
    setOutcome({ kind: 'error', text: found.message })
    // After React has drawn the field's message, so a screen reader reads it with the field.
    requestAnimationFrame(() => document.getElementById(fieldDomId(found.field))?.focus())
  }

  const submit = async (form: HTMLFormElement) => {
    const found = applicationProblem(answers)
    if (found) return showProblem(found)
    const total = Object.values(files)
      .flat()
      .reduce((sum, f) => sum + f.size, 0)
    if (total > APPLICATION_TOTAL_MAX_BYTES) {
      setProblem(null)
      setOutcome({
        kind: 'error',
        text: `The files are too large together: at most ${APPLICATION_TOTAL_MAX_BYTES / 1024 / 1024}MB in all.`,
      })
      return
    }
    setProblem(null)
    setOutcome(null)
    const body = new FormData()
    for (const [key, value] of Object.entries(answers) as Array<[keyof BidderAnswers, unknown]>) {
      const hidden = key in shown && !shown[key as keyof typeof shown]
      if (key === 'tradesServices' || key === 'references') body.append(key, JSON.stringify(value))
      else body.append(key, hidden ? '' : String(value))
    }
    for (const [field, chosen] of Object.entries(files)) for (const file of chosen) body.append(field, file, file.name)
    body.append('website', (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '')
    // The agreements' words, kept with the application (docs/decisions/0125-consent-evidence.md).
    for (const [key, value] of Object.entries(consentShown(BIDDER_AGREEMENTS_TEXT))) body.append(key, value)
    setBusy(true)
    setProgress(0)
    try {
      const answer = await upload('/api/preferred-bidders', body, { onProgress: setProgress })
      if (!answer.ok) {
        setOutcome({ kind: 'error', text: BIDDER_MESSAGES.failure, detail: answer.message })
        return
      }
      const applicationId = (answer.body as { applicationId?: string }).applicationId ?? ''
      void confirm(answers, applicationId)
      setAnswers(emptyAnswers())
      setFiles(noFiles())
      setOutcome({ kind: 'success', text: BIDDER_MESSAGES.success })
      requestAnimationFrame(() => outcomeRef.current?.focus())
    } catch {
      setOutcome({ kind: 'error', text: BIDDER_MESSAGES.failure })
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  const agreement = (name: 'agreeToProvideDocuments' | 'agreeToSiteRules', label: string) => (
    <Agreement name={name} label={label} checked={answers[name]} onChange={set(name)} />
  )
  const picker = (field: ApplicationFileField, label: string, hint: string) => (
    <FilePicker
      name={field}
      label={label}
      hint={hint}
      kinds={APPLICATION_FILE_FIELDS[field].kinds}
      maxCount={APPLICATION_FILE_FIELDS[field].maxCount}
      files={files[field]}
      onChange={(chosen) => setFiles((f) => ({ ...f, [field]: chosen }))}
    />
  )

  return (
    <ProblemContext.Provider value={problem}>
      {/* POST, never the default GET: without JavaScript the answers must not end up in the address bar and logs. */}
      <InquiryForm className="bidder-form" method="post" aria-labelledby="bidder-form-title" onSend={submit}>
        <h2 id="bidder-form-title">Preferred Bidder Application</h2>
        <p className="muted">
          Fields marked <span className="required-mark">*</span> are required. It takes about ten minutes.
        </p>

        <section className="form-section" aria-labelledby="sec-company">
          <h3 id="sec-company">Company Information</h3>
          <div className="field-grid">
            {text('companyName', { autoComplete: 'organization', maxLength: 200 })}
            {text('primaryContact', { hint: 'Name and title', autoComplete: 'name', maxLength: 200 })}
            {text('phone', { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
            {text('email', { type: 'email', autoComplete: 'email', maxLength: 320 })}
          </div>
          {text('businessAddress', { autoComplete: 'street-address' })}
        </section>

        <section className="form-section" aria-labelledby="sec-credentials">
          <h3 id="sec-credentials">Business Credentials</h3>
          <div className="field-grid">
            {text('businessLicense', { label: 'Business License', hint: 'Number and state', maxLength: 200 })}
            {text('contractorLicense', { label: 'Contractor License', hint: 'Number, if your trade is licensed', maxLength: 200 })}
          </div>
          {text('insuranceInfo', { multiline: true, hint: 'Carrier, policy types and coverage amounts', maxLength: 2000 })}
          {picker('insuranceCOI', 'Certificate of Insurance (COI)', 'PDF, DOC, DOCX, JPG or PNG, up to 15 MB.')}
          {choice('bondingStatus', YES_NO, 'Are you bonded?')}
          {details('bondingDetails', 'Bonding Details', 'Surety company and bond amount')}
        </section>

        <section className="form-section" aria-labelledby="sec-experience">
          <h3 id="sec-experience">Experience &amp; Capabilities</h3>
          <div className="field-grid">
            {text('yearsInBusiness', { type: 'number', min: 0 })}
            {text('crewSize', { type: 'number', min: 1, hint: 'People on your crew, including you' })}
          </div>
          <Trades selected={answers.tradesServices} onToggle={toggleTrade} />
          {details('otherTradesDetails', 'Other Trades or Services', 'Tell us what else you do')}
          {choice('serviceArea', SERVICE_AREAS)}
          {details('broaderAreaDetails', 'Broader Service Area', 'Cities, counties or states you cover')}
          <TextField
            name="recentProjects"
            label="Recent Projects"
            hint="Describe two or three recent projects, or paste links to photos"
            multiline
            maxLength={5000}
            value={answers.recentProjects}
            onChange={set('recentProjects')}
          />
          {picker('projectFiles', 'Project Photos or Documents', 'Up to 10 files: PDF, DOC, DOCX, JPG or PNG, 15 MB each, 60 MB in all.')}
          <h4 className="subhead">References</h4>
          <p className="field-hint">Two clients or general contractors you have worked for recently.</p>
          <References references={answers.references} onChange={set('references')} />
        </section>

        <section className="form-section" aria-labelledby="sec-background">
          <h3 id="sec-background">Performance &amp; Background</h3>
          {choice('oshaViolations', YES_NO, 'Has your company had any OSHA violations?')}
          {choice('litigationHistory', YES_NO, 'Has your company been sued in the last 5 years?')}
          {details('violationsExplanation', 'Please Explain', 'What happened and how it was resolved', 5000)}
        </section>

        <section className="form-section" aria-labelledby="sec-compliance">
          <h3 id="sec-compliance">Compliance &amp; Verification</h3>
          {agreement('agreeToProvideDocuments', BIDDER_AGREEMENTS.agreeToProvideDocuments)}
          {agreement('agreeToSiteRules', BIDDER_AGREEMENTS.agreeToSiteRules)}
          {picker('capabilityStatement', 'Capability Statement (optional)', 'PDF, DOC or DOCX, up to 15 MB.')}
        </section>

        <HoneypotField />
        <FormEnd outcome={outcome} outcomeRef={outcomeRef} busy={busy} submitLabel="Submit Application" busyLabel="Submitting...">
          <UploadProgress id="bidder-progress" progress={progress} />
        </FormEnd>
      </InquiryForm>
    </ProblemContext.Provider>
  )
}

function Trades({ selected, onToggle }: { selected: string[]; onToggle: (value: string, on: boolean) => void }) {
  const aria = useInvalid('tradesServices')
  return (
    <fieldset className="field choice-field" aria-describedby={aria['aria-describedby']}>
      <legend>
        Trades &amp; Services{' '}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="field-hint">Choose every trade your company performs.</p>
      <div className="trade-grid">
        {TRADES.map((t, i) => (
          <label key={t.value} className="choice">
            <input
              type="checkbox"
              name="tradesServices"
              id={i === 0 ? fieldDomId('tradesServices') : undefined}
              value={t.value}
              checked={selected.includes(t.value)}
              aria-invalid={aria['aria-invalid']}
              onChange={(e) => onToggle(t.value, e.target.checked)}
            />
            {t.label}
          </label>
        ))}
      </div>
      <FieldError name="tradesServices" />
    </fieldset>
  )
}

function Agreement({ name, label, checked, onChange }: { name: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const aria = useInvalid(name)
  return (
    <div className="field">
      <label className="choice agreement">
        <input type="checkbox" id={fieldDomId(name)} name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} {...aria} />
        <span>
          {label}{' '}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </span>
      </label>
      <FieldError name={name} />
    </div>
  )
}

/** After a successful submit the confirmation mail is asked for; a failure is only logged. */
async function confirm(a: BidderAnswers, applicationId: string) {
  try {
    const answer = await call('/api/send-confirmation-email', {
      method: 'POST',
      body: {
        to: a.email,
        subject: 'Preferred Bidder Application Confirmation',
        applicantName: a.primaryContact,
        companyName: a.companyName,
        submissionDate: formatBusinessDay(new Date()),
        applicationId,
      },
    })
    if (!answer.ok) console.warn('confirmation email request failed', answer.status)
  } catch (err) {
    console.warn('confirmation email request failed', err)
  }
}
