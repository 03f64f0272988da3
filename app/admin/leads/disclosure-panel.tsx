import { useState } from 'react'
import { Link } from 'react-router'
import { DisclosureRecipientSchema, type DisclosureRecipient, type DisclosureSummary } from '#core/leads/disclosures.ts'
import { staffDownload, staffRequest, errorMessage, submitForm } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import type { ShowToast } from '#app/admin/ui/notice.tsx'
import { FieldShell, fieldAria } from '#app/ui/forms/field.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { formatDateTime } from './lead-format.ts'
import css from './disclosure-panel.css?inline'

// Licensee-interest disclosures of a sell-to-us lead or one of our own flips (docs/decisions/0155-licensee-disclosures.md):
// what was sent to whom, whether it is signed and when, a printable copy of each, and Send disclosure.

/** What the stage control says when the homeowner has not signed yet. */
export const OFFER_ACCEPTED_NOTE = 'Offer accepted needs the homeowner’s signed licensee-interest disclosure.'

export function DisclosurePanel({
  base,
  toast,
  recipient,
  titled = true,
}: {
  /** The lead's or listing's API path: `/api/admin/contacts/:id` or `/api/admin/properties/:id`. */
  base: string
  toast: ShowToast
  /** The lead's homeowner; without it (a listing) staff name the buyer. */
  recipient?: DisclosureRecipient
  /** Its own heading; off where the section around it already names it (the listing editor). */
  titled?: boolean
}) {
  const { data, error, reload } = useStaffData<DisclosureSummary[]>(`${base}/disclosures`)
  const [busy, setBusy] = useState(false)
  const [buyer, setBuyer] = useState({ name: '', email: '' })
  const [problems, setProblems] = useState<Partial<Record<'name' | 'email', string>>>({})
  const signed = data?.some((d) => d.status === 'signed') ?? false

  async function send() {
    let body: DisclosureRecipient | undefined
    if (!recipient) {
      const parsed = DisclosureRecipientSchema.safeParse(buyer)
      if (!parsed.success) {
        setProblems(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
        return
      }
      setProblems({})
      body = parsed.data
    }
    const sent = await submitForm(() => staffRequest<DisclosureSummary>(`${base}/disclosures`, { method: 'POST', ...(body && { body }) }), {
      saving: setBusy,
      fields: setProblems,
      failed: (words) => toast(words, 'error'),
      fallback: 'The disclosure could not be sent. Please try again.',
    })
    if (!sent) return
    toast(`Disclosure sent to ${sent.recipientName}. They sign it by the link in their mail.`)
    setBuyer({ name: '', email: '' })
    reload()
  }

  return (
    <div className="disclosure-panel">
      <InlineStyle name="disclosure-panel" css={css} />
      {titled && <h4>Licensee-interest disclosure</h4>}
      <p className="disclosure-text-link">
        <Link to="/admin/disclosure-text">The text it sends</Link>
      </p>
      {recipient && !signed && (
        <p className="disclosure-note" role="note">
          {OFFER_ACCEPTED_NOTE}
        </p>
      )}
      {error && <p className="field-error">{error}</p>}
      {data && data.length === 0 && <p className="disclosure-none">Not sent yet.</p>}
      {data && data.length > 0 && (
        <ul className="disclosure-list">
          {data.map((d) => (
            <li key={d._id}>
              <span className={`disclosure-status is-${d.status}`}>{d.status === 'signed' ? 'Signed' : 'Sent, not signed'}</span>{' '}
              {d.recipientName} · sent {formatDateTime(d.sentAt)}
              {d.signedAt && <> · signed {formatDateTime(d.signedAt)}</>} ·{' '}
              {d.textVersion ? `text version ${d.textVersion}` : 'default text'}{' '}
              <button
                type="button"
                className="admin-btn admin-btn-small admin-btn-secondary"
                onClick={() =>
                  void staffDownload(`${base}/disclosures/${d._id}/copy`, 'licensee-disclosure.html').catch((err: unknown) =>
                    toast(errorMessage(err, 'The copy could not be downloaded.'), 'error'),
                  )
                }
              >
                Download copy<span className="sr-only"> of the disclosure to {d.recipientName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="disclosure-send" noValidate onSubmit={(e) => (e.preventDefault(), void send())}>
        {!recipient && (
          <>
            <FieldShell id="disclosure-buyer-name" label="Buyer’s full name" error={problems.name}>
              <input
                id="disclosure-buyer-name"
                value={buyer.name}
                onChange={(e) => setBuyer({ ...buyer, name: e.target.value })}
                {...fieldAria({ id: 'disclosure-buyer-name', error: problems.name })}
              />
            </FieldShell>
            <FieldShell id="disclosure-buyer-email" label="Buyer’s e-mail" error={problems.email}>
              <input
                id="disclosure-buyer-email"
                type="email"
                value={buyer.email}
                onChange={(e) => setBuyer({ ...buyer, email: e.target.value })}
                {...fieldAria({ id: 'disclosure-buyer-email', error: problems.email })}
              />
            </FieldShell>
          </>
        )}
        <button type="submit" className="admin-btn admin-btn-small" disabled={busy}>
          {busy ? 'Sending…' : data?.length ? 'Send disclosure again' : 'Send disclosure'}
        </button>
      </form>
    </div>
  )
}
