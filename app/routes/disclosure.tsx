import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/disclosure'
import { DISCLOSURE_CONSENT, sameSignatureName, type DisclosureView } from '#core/leads/disclosures.ts'
import { formatBusinessStamp } from '#core/business-time.ts'
import { postJson } from '#app/ui/http.ts'
import { privateLinkView, privatePageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { Trans } from 'react-i18next'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { FieldShell, FieldError, RequiredMark, fieldAria } from '#app/ui/forms/field.tsx'
import { FormOutcomeMessage, type Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { InvalidLink } from '#app/ui/invalid-link.tsx'
import biddersCss from '#app/leads/bidders/bidders.css?inline'
import css from '#app/leads/disclosures/disclosure-page.css?inline'

// A licensee-interest disclosure by the private link of its mail (docs/decisions/0155-licensee-disclosures.md): the
// text as it was sent, and the signature: the full name typed as the disclosure names the person, and the consent box.

export const loader = ({ request, context }: Route.LoaderArgs) => privateLinkView(request, context.actions.disclosure)

/** The text and the signature, or what to do with a link that opens nothing. */
export default function DisclosurePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('private-links')
  const body = loaderData.view ? <Disclosure view={loaderData.view} token={loaderData.token} /> : <InvalidLink />
  return (
    <section className="section">
      <div className="container">
        <article className="status-card disclosure-card">
          <InlineStyle name="bidders" css={biddersCss} />
          <InlineStyle name="disclosure-page" css={css} />
          <h1>{t('disclosure.title')}</h1>
          {body}
        </article>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'private-links')
  return privatePageMeta(t('disclosure.title'), t('disclosure.description'))
}

// The disclosure's own words (its text and the consent kept with the signature) stay as they were sent: they are the
// document signed. The page around them speaks the visitor's language.
function Disclosure({ view, token }: { view: DisclosureView; token: string }) {
  const { t } = useT('private-links')
  return (
    <>
      <p className="disclosure-for">
        <Trans t={t} i18nKey="disclosure.for" components={{ name: <strong /> }} values={{ name: view.recipientName }} />
        {view.textVersion > 0 && <> · {t('disclosure.version', { version: view.textVersion })}</>}
      </p>
      <div className="disclosure-text">
        {view.text.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {view.signedAt ? (
        <p className="disclosure-signed" role="status">
          {t('disclosure.signed', { name: view.signedName, at: formatBusinessStamp(view.signedAt) })}
        </p>
      ) : (
        <SignForm token={token} name={view.recipientName} />
      )}
    </>
  )
}

type Errors = { name?: string; consent?: string }

/** The typed name and the consent box; checked here with the server's own rule, and by the server, which decides. */
function SignForm({ token, name }: { token: string; name: string }) {
  const [typed, setTyped] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [busy, setBusy] = useState(false)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const consentRef = useRef<HTMLInputElement>(null)
  const revalidator = useRevalidator()
  const { t } = useT('private-links')

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const found: Errors = {}
    if (!typed.trim()) found.name = t('disclosure.nameMissing')
    else if (!sameSignatureName(typed, name)) found.name = t('disclosure.nameMismatch', { name })
    if (!consent) found.consent = t('disclosure.consentMissing')
    setErrors(found)
    setOutcome(null)
    if (found.name) return nameRef.current?.focus()
    if (found.consent) return consentRef.current?.focus()
    setBusy(true)
    try {
      const answer = await postJson('/api/disclosures/sign', { token, name: typed, consent })
      if (answer.ok) {
        await revalidator.revalidate()
        return
      }
      setOutcome({ kind: 'error', text: answer.message || t('disclosure.failed') })
    } catch {
      setOutcome({ kind: 'error', text: t('disclosure.offline') })
    } finally {
      setBusy(false)
    }
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  const hint = t('disclosure.hint', { name })
  const nameField = {
    id: 'disclosure-name',
    name: 'name',
    autoComplete: 'name',
    required: true,
    ...fieldAria({ id: 'disclosure-name', hint, error: errors.name }),
  }
  const consentAria = fieldAria({ id: 'disclosure-consent', error: errors.consent })
  return (
    <form className="disclosure-sign" onSubmit={submit} noValidate aria-label={t('disclosure.submit')}>
      <h2>{t('disclosure.sign')}</h2>
      <FieldShell id="disclosure-name" label={t('disclosure.name')} required hint={hint} error={errors.name}>
        <input ref={nameRef} {...nameField} value={typed} onChange={(e) => setTyped(e.target.value)} />
      </FieldShell>
      <div className="field">
        <label className="choice agreement">
          <input
            ref={consentRef}
            id="disclosure-consent"
            name="consent"
            type="checkbox"
            required
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            {...consentAria}
          />
          <span>
            {DISCLOSURE_CONSENT} <RequiredMark />
          </span>
        </label>
        <FieldError id="disclosure-consent" error={errors.consent} />
      </div>
      <FormOutcomeMessage outcome={outcome} ref={outcomeRef} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('disclosure.busy') : t('disclosure.submit')}
        </button>
      </div>
    </form>
  )
}
