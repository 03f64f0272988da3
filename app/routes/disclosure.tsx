import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { Route } from './+types/disclosure'
import { DISCLOSURE_CONSENT, DISCLOSURE_MESSAGES, sameSignatureName, type DisclosureView } from '#core/leads/disclosures.ts'
import { formatBusinessStamp } from '#core/business-time.ts'
import { postJson } from '#app/ui/http.ts'
import { privateLinkView, privatePageMeta } from '#app/ui/meta.ts'
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
  const body = loaderData.view ? <Disclosure view={loaderData.view} token={loaderData.token} /> : <InvalidLink />
  return (
    <section className="section">
      <div className="container">
        <article className="status-card disclosure-card">
          <InlineStyle name="bidders" css={biddersCss} />
          <InlineStyle name="disclosure-page" css={css} />
          <h1>Licensee-interest disclosure</h1>
          {body}
        </article>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = () => privatePageMeta('Licensee-interest disclosure', 'Read and sign our disclosure.')

function Disclosure({ view, token }: { view: DisclosureView; token: string }) {
  return (
    <>
      <p className="disclosure-for">
        Prepared for <strong>{view.recipientName}</strong>
        {view.textVersion > 0 && <> · text version {view.textVersion}</>}
      </p>
      <div className="disclosure-text">
        {view.text.split(/\n{2,}/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {view.signedAt ? (
        <p className="disclosure-signed" role="status">
          Signed by {view.signedName} on {formatBusinessStamp(view.signedAt)} (Omaha time). Thank you: nothing more is needed.
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

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const found: Errors = {}
    if (!typed.trim()) found.name = DISCLOSURE_MESSAGES.nameMissing
    else if (!sameSignatureName(typed, name)) found.name = DISCLOSURE_MESSAGES.nameMismatch(name)
    if (!consent) found.consent = DISCLOSURE_MESSAGES.consentMissing
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
      setOutcome({ kind: 'error', text: answer.message || 'That did not work. Please try again.' })
    } catch {
      setOutcome({ kind: 'error', text: 'We could not reach the site. Check your connection and try again.' })
    } finally {
      setBusy(false)
    }
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  const hint = `Type it as above: ${name}`
  const nameField = {
    id: 'disclosure-name',
    name: 'name',
    autoComplete: 'name',
    required: true,
    ...fieldAria({ id: 'disclosure-name', hint, error: errors.name }),
  }
  return (
    <form className="disclosure-sign" onSubmit={submit} noValidate aria-label="Sign the disclosure">
      <h2>Sign</h2>
      <FieldShell id="disclosure-name" label="Your full name" required hint={hint} error={errors.name}>
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
            {...fieldAria({ id: 'disclosure-consent', error: errors.consent })}
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
          {busy ? 'Signing…' : 'Sign the disclosure'}
        </button>
      </div>
    </form>
  )
}
