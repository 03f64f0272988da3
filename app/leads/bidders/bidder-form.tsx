import { useRef, useState } from 'react'
import { Trans } from 'react-i18next'
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_TOTAL_MAX_BYTES,
  BIDDER_AGREEMENTS,
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
import { useT } from '#app/i18n/use-t.ts'
import { HoneypotField } from '#app/ui/forms/honeypot-field.tsx'
import { FormEnd, UploadProgress, type Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { InquiryForm } from '#app/ui/forms/form-parts.tsx'
import { call, upload } from '#app/ui/http.ts'
import { ChoiceField, FieldError, ProblemContext, TextField, fieldDomId, useInvalid } from './fields.tsx'
import { FilePicker } from './file-picker.tsx'
import { References } from './references.tsx'
import { formatBusinessDay } from '#core/business-time.ts'
import { consentShown } from '#core/leads/consent-shown.ts'
import { agreementText } from '#app/leads/agreement-texts.ts'

const LABELS = Object.fromEntries(REQUIRED_FIELDS) as Record<(typeof REQUIRED_FIELDS)[number][0], string>
type ChosenFiles = Record<ApplicationFileField, File[]>
const noFiles = (): ChosenFiles => ({ insuranceCOI: [], projectFiles: [], capabilityStatement: [] })

/** The application: five sections in order, checked in the order of docs/product.md#preferred-bidders-application before it is sent. */
export function BidderForm() {
  const { t, lang } = useT('bidders')
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
  ) => <TextField name={name} label={t(`field.${name}`)} value={answers[name]} onChange={set(name)} required={name in LABELS} {...extra} />
  /** A question answered by picking one choice; each is required. */
  const choice = (
    name: 'bondingStatus' | 'serviceArea' | 'oshaViolations' | 'litigationHistory',
    options: ReadonlyArray<{ value: string; label: string }>,
    hint?: string,
  ) => (
    <ChoiceField
      name={name}
      label={t(`field.${name}`)}
      hint={hint}
      options={options.map((o) => ({ value: o.value, label: t(`choice.${o.value}`) }))}
      value={answers[name]}
      onChange={set(name)}
      required
    />
  )
  /** The details an answer asks for (a yes, "other", a broader area): shown only after that answer. */
  const details = (name: keyof typeof shown, maxLength = 2000) =>
    shown[name] && (
      <TextField
        name={name}
        label={t(`field.${name}`)}
        hint={t(`hint.${name}`)}
        multiline
        maxLength={maxLength}
        value={answers[name]}
        onChange={set(name)}
      />
    )
  const toggleTrade = (value: string, on: boolean) =>
    set('tradesServices')(on ? [...answers.tradesServices, value] : answers.tradesServices.filter((t) => t !== value))

  const showProblem = (found: BidderProblem) => {
    // A missing field's message names its label: on a Spanish page, the page's own word for it (core's on an English one).
    const label = LABELS[found.field as keyof typeof LABELS]
    const missing = lang !== 'en' && label && found.message === BIDDER_MESSAGES.missing(label)
    const message = missing ? t('missing', { label: t(`field.${found.field}`) }) : found.message
    setProblem({ ...found, message })
    setOutcome({ kind: 'error', text: message })
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
        text: t('forms:files.tooLarge', { mb: APPLICATION_TOTAL_MAX_BYTES / 1024 / 1024 }),
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
    for (const [key, value] of Object.entries(consentShown(agreementText(t, 'bidders')))) body.append(key, value)
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

  // The page shows and sends its language's words of the agreements, kept as the evidence (app/leads/agreement-texts.ts).
  const agreement = (name: keyof typeof BIDDER_AGREEMENTS) => (
    <Agreement name={name} label={t(`agreement.${name}`)} checked={answers[name]} onChange={set(name)} />
  )
  const picker = (field: ApplicationFileField) => (
    <FilePicker
      name={field}
      label={t(`field.${field}`)}
      hint={t(`hint.${field}`)}
      kinds={APPLICATION_FILE_FIELDS[field].kinds}
      maxCount={APPLICATION_FILE_FIELDS[field].maxCount}
      files={files[field]}
      onChange={(chosen) => setFiles((f) => ({ ...f, [field]: chosen }))}
    />
  )

  // The form's fields by name, each asked as the sections below place it.
  const f = {
    companyName: text('companyName', { autoComplete: 'organization', maxLength: 200 }),
    primaryContact: text('primaryContact', { hint: t('hint.primaryContact'), autoComplete: 'name', maxLength: 200 }),
    phone: text('phone', { type: 'tel', autoComplete: 'tel', maxLength: 40 }),
    email: text('email', { type: 'email', autoComplete: 'email', maxLength: 320 }),
    businessAddress: text('businessAddress', { autoComplete: 'street-address' }),
    businessLicense: text('businessLicense', { hint: t('hint.businessLicense'), maxLength: 200 }),
    contractorLicense: text('contractorLicense', { hint: t('hint.contractorLicense'), maxLength: 200 }),
    insuranceInfo: text('insuranceInfo', { multiline: true, hint: t('hint.insuranceInfo'), maxLength: 2000 }),
    insuranceCOI: picker('insuranceCOI'),
    bondingStatus: choice('bondingStatus', YES_NO, t('hint.bondingStatus')),
    bondingDetails: details('bondingDetails'),
    yearsInBusiness: text('yearsInBusiness', { type: 'number', min: 0 }),
    crewSize: text('crewSize', { type: 'number', min: 1, hint: t('hint.crewSize') }),
    otherTradesDetails: details('otherTradesDetails'),
    serviceArea: choice('serviceArea', SERVICE_AREAS),
    broaderAreaDetails: details('broaderAreaDetails'),
    projectFiles: picker('projectFiles'),
    oshaViolations: choice('oshaViolations', YES_NO, t('hint.oshaViolations')),
    litigationHistory: choice('litigationHistory', YES_NO, t('hint.litigationHistory')),
    violationsExplanation: details('violationsExplanation', 5000),
    agreeToProvideDocuments: agreement('agreeToProvideDocuments'),
    agreeToSiteRules: agreement('agreeToSiteRules'),
    capabilityStatement: picker('capabilityStatement'),
  }

  return (
    <ProblemContext.Provider value={problem}>
      {/* POST, never the default GET: without JavaScript the answers must not end up in the address bar and logs. */}
      <InquiryForm className="bidder-form" method="post" aria-labelledby="bidder-form-title" onSend={submit}>
        <h2 id="bidder-form-title">{t('form.title')}</h2>
        <p className="muted">
          <Trans t={t} i18nKey="form.required" components={{ mark: <span className="required-mark" /> }} />
        </p>

        <section className="form-section" aria-labelledby="sec-company">
          <h3 id="sec-company">{t('section.company')}</h3>
          <div className="field-grid">
            {f.companyName}
            {f.primaryContact}
            {f.phone}
            {f.email}
          </div>
          {f.businessAddress}
        </section>

        <section className="form-section" aria-labelledby="sec-credentials">
          <h3 id="sec-credentials">{t('section.credentials')}</h3>
          <div className="field-grid">
            {f.businessLicense}
            {f.contractorLicense}
          </div>
          {f.insuranceInfo}
          {f.insuranceCOI}
          {f.bondingStatus}
          {f.bondingDetails}
        </section>

        <section className="form-section" aria-labelledby="sec-experience">
          <h3 id="sec-experience">{t('section.experience')}</h3>
          <div className="field-grid">
            {f.yearsInBusiness}
            {f.crewSize}
          </div>
          <Trades selected={answers.tradesServices} onToggle={toggleTrade} />
          {f.otherTradesDetails}
          {f.serviceArea}
          {f.broaderAreaDetails}
          <TextField
            name="recentProjects"
            label={t('field.recentProjects')}
            hint={t('hint.recentProjects')}
            multiline
            maxLength={5000}
            value={answers.recentProjects}
            onChange={set('recentProjects')}
          />
          {f.projectFiles}
          <h4 className="subhead">{t('references.title')}</h4>
          <p className="field-hint">{t('references.hint')}</p>
          <References references={answers.references} onChange={set('references')} />
        </section>

        <section className="form-section" aria-labelledby="sec-background">
          <h3 id="sec-background">{t('section.background')}</h3>
          {f.oshaViolations}
          {f.litigationHistory}
          {f.violationsExplanation}
        </section>

        <section className="form-section" aria-labelledby="sec-compliance">
          <h3 id="sec-compliance">{t('section.compliance')}</h3>
          {f.agreeToProvideDocuments}
          {f.agreeToSiteRules}
          {f.capabilityStatement}
        </section>

        <HoneypotField />
        <FormEnd outcome={outcome} outcomeRef={outcomeRef} busy={busy} submitLabel={t('form.submit')} busyLabel={t('form.busy')}>
          <UploadProgress id="bidder-progress" progress={progress} />
        </FormEnd>
      </InquiryForm>
    </ProblemContext.Provider>
  )
}

function Trades({ selected, onToggle }: { selected: string[]; onToggle: (value: string, on: boolean) => void }) {
  const { t } = useT('bidders')
  const aria = useInvalid('tradesServices')
  return (
    <fieldset className="field choice-field" aria-describedby={aria['aria-describedby']}>
      <legend>
        {t('field.tradesServices')}{' '}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="field-hint">{t('hint.tradesServices')}</p>
      <div className="trade-grid">
        {TRADES.map((trade, i) => (
          <label key={trade.value} className="choice">
            <input
              type="checkbox"
              name="tradesServices"
              id={i === 0 ? fieldDomId('tradesServices') : undefined}
              value={trade.value}
              checked={selected.includes(trade.value)}
              aria-invalid={aria['aria-invalid']}
              onChange={(e) => onToggle(trade.value, e.target.checked)}
            />
            {t(`trade.${trade.value}`)}
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
