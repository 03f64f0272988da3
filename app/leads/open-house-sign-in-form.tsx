import { useEffect, useId, useRef, useState } from 'react'
import { Trans } from 'react-i18next'
import { KIOSK_RESET_SECONDS, PRE_APPROVAL, SIGN_IN_MESSAGES, WORKING_WITH_AGENT } from '#core/leads/open-house-sign-in-rules.ts'
import { FieldError, FieldShell, RequiredMark, fieldAria } from '#app/ui/forms/field.tsx'
import { HoneypotField } from '#app/ui/forms/honeypot-field.tsx'
import { formValues } from '#app/ui/forms/form-parts.tsx'
import { usePreloadRules } from '#app/ui/forms/lazy-rules.ts'
import { useLeadPost } from './use-lead-post.ts'
import { consentShown } from '#core/leads/consent-shown.ts'
import { agreementText } from '#app/leads/agreement-texts.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'

// The open house sign-in form (docs/decisions/0115-open-house-sign-in.md), made for a tablet at the door: big fields
// and choices, the consent box unticked with its exact words, problems next to their fields from the schema the
// server checks with. After a sign-in it thanks the visitor, then clears itself for the next one.

/** The zod rules load when the form is shown, not with the page; the server decides in any case. */
const loadRules = () => import('#core/leads/open-house-sign-in.ts')

function Choices({
  id,
  name,
  legend,
  options,
  required = false,
  error,
}: {
  id: string
  name: string
  legend: string
  options: ReadonlyArray<{ value: string; label: string }>
  required?: boolean
  error?: string
}) {
  const { t } = useT('leads')
  const fieldId = `${id}-${name}`
  return (
    <fieldset className="kiosk-choices" aria-describedby={error ? `${fieldId}-error` : undefined}>
      <legend>
        {legend}
        {'\u00a0'}
        {required ? <RequiredMark /> : <span className="kiosk-optional">{t('signIn.optional')}</span>}
      </legend>
      <div className="kiosk-options">
        {options.map((o, i) => (
          <label key={o.value} className="kiosk-option">
            <input type="radio" name={name} value={o.value} required={required} id={i === 0 ? fieldId : undefined} />
            <span>{t(`signIn.choice.${name}.${o.value}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id={fieldId} error={error} />
    </fieldset>
  )
}

/** The thanks, then the empty form again after a few seconds (or at once with "Next visitor"). */
function Thanks({ name, onNext }: { name: string; onNext: () => void }) {
  const { t } = useT('leads')
  const say = useKnownMessage()
  const [left, setLeft] = useState(KIOSK_RESET_SECONDS)
  useEffect(() => {
    const timer = setInterval(() => setLeft((s) => s - 1), 1000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (left <= 0) onNext()
  }, [left, onNext])
  return (
    <section className="kiosk-card kiosk-thanks" aria-labelledby="kiosk-thanks-title">
      <div role="status">
        <h2 id="kiosk-thanks-title">{name ? t('signIn.thanksNamed', { name }) : t('signIn.thanks')}</h2>
        <p>{say(SIGN_IN_MESSAGES.thanks)}</p>
      </div>
      <p className="kiosk-next">
        {t('signIn.clears', { count: Math.max(left, 0) })}
        <span className="kiosk-countdown" aria-hidden="true" />
      </p>
      <button type="button" className="btn btn-outline kiosk-button" onClick={onNext}>
        {t('signIn.next')}
      </button>
    </section>
  )
}

export function OpenHouseSignInForm({ openHouseId }: { openHouseId: string }) {
  const id = useId()
  const { t, href } = useT('leads')
  const say = useKnownMessage()
  const { busy, error, setError, post } = useLeadPost()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [thanked, setThanked] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const title = useRef<HTMLHeadingElement>(null)
  usePreloadRules(loadRules)

  // After a reset the form's title takes the focus (not a field: that would open a tablet's keyboard for nobody).
  useEffect(() => {
    if (round > 0 && thanked === null) title.current?.focus()
  }, [round, thanked])

  const next = () => {
    setThanked(null)
    setProblems({})
    setError('')
    setRound((r) => r + 1)
  }

  async function submit(form: HTMLFormElement) {
    const values = formValues(form)
    const payload = {
      name: values.name ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      workingWithAgent: values.workingWithAgent ?? '',
      preApproval: values.preApproval ?? '',
      consent: values.consent === 'yes',
      ...consentShown(agreementText(t, 'openHouse')),
      website: values.website ?? '',
    }
    const rules = await loadRules().catch(() => null)
    const found = rules?.checkSignIn(payload).problems ?? []
    const byField: Record<string, string> = {}
    for (const p of found) byField[p.field] ??= p.message
    setProblems(byField)
    setError('')
    if (found[0]) return form.querySelector<HTMLElement>(`[name=${found[0].field}]`)?.focus()
    const accepted = await post(`/api/open-houses/${openHouseId}/sign-ins`, payload, {
      refused: (answer) => answer.message ?? SIGN_IN_MESSAGES.failed,
      failed: SIGN_IN_MESSAGES.failed,
    })
    if (accepted) setThanked(payload.name.trim().split(/\s+/)[0] ?? '')
  }

  if (thanked !== null) return <Thanks name={thanked} onNext={next} />

  const control = (name: 'name' | 'email' | 'phone' | 'consent', hint?: string) => {
    const fieldId = `${id}-${name}`
    return { id: fieldId, name, ...fieldAria({ id: fieldId, error: problems[name], hint }) }
  }
  const field = {
    name: control('name'),
    email: control('email', t('signIn.contactHint')),
    phone: control('phone'),
    consent: control('consent'),
  }
  return (
    <section className="kiosk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={title} tabIndex={-1}>
        {t('signIn.title')}
      </h2>
      <p className="kiosk-lead">{t('signIn.lead')}</p>
      <form
        key={round}
        className="kiosk-form"
        noValidate
        // POST, never the default GET: without JavaScript the answers must not end up in the address bar and logs.
        method="post"
        onSubmit={(e) => {
          e.preventDefault()
          void submit(e.currentTarget)
        }}
      >
        <FieldShell id={`${id}-name`} label={t('signIn.name')} required error={problems.name}>
          <input {...field.name} required autoComplete="name" maxLength={200} />
        </FieldShell>
        <div className="kiosk-pair">
          <FieldShell id={`${id}-email`} label={t('inquiry.email')} error={problems.email} hint={t('signIn.contactHint')}>
            <input {...field.email} type="email" inputMode="email" autoComplete="email" maxLength={320} />
          </FieldShell>
          <FieldShell id={`${id}-phone`} label={t('inquiry.phone')} error={problems.phone}>
            <input {...field.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={40} />
          </FieldShell>
        </div>
        <Choices
          id={id}
          name="workingWithAgent"
          legend={t('signIn.workingWithAgent')}
          options={WORKING_WITH_AGENT}
          required
          error={problems.workingWithAgent}
        />
        <Choices id={id} name="preApproval" legend={t('signIn.preApproval')} options={PRE_APPROVAL} error={problems.preApproval} />
        <div className="kiosk-consent">
          <input {...field.consent} type="checkbox" value="yes" required />
          <label htmlFor={`${id}-consent`}>
            {t('signIn.consent', { company: COMPANY_NAME })} <RequiredMark />
          </label>
          <FieldError id={`${id}-consent`} error={problems.consent} />
        </div>
        <p className="kiosk-small">
          <Trans t={t} i18nKey="signIn.privacy" components={{ policy: <a href={href('/privacy')} target="_blank" rel="noopener" /> }} />
        </p>
        <HoneypotField />
        {error && (
          <p className="form-error kiosk-error" role="alert">
            {say(error)}
          </p>
        )}
        <button type="submit" className="btn btn-primary kiosk-button kiosk-submit" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </section>
  )
}
