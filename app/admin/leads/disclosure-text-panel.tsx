import { useState } from 'react'
import {
  DisclosureTextBodySchema,
  type DisclosureText,
  type DisclosureTextBody,
  type DisclosureTextVersion,
} from '#core/leads/disclosures.ts'
import { useCheckedSettings, useSettings } from '#app/admin/lib/use-settings.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { SettingsFormEnd } from '#app/admin/ui/form-outcome.tsx'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { formatDateTime } from './lead-format.ts'
import css from './disclosure-panel.css?inline'

// The licensee-interest disclosure's text (docs/decisions/0177-disclosure-text-screen.md): owners and editors change
// it, each save a new numbered version over the one they read (If-Match); disclosures already sent keep the text they
// were sent with, so every version stays listed, and an earlier one can be taken back into the form.

const PATH = '/api/admin/disclosure-text'
/** The text's field: a long textarea, checked by the core schema under `text`. */
const FIELD = {
  label: 'Disclosure text',
  path: 'text',
  rows: 16,
  maxLength: 20000,
  help: 'Say plainly that the business buys and sells for its own account, does not represent the other side, and that they may seek their own adviser or agent.',
}

export function DisclosureTextPanel() {
  const canEdit = staffCan('content.edit')
  const [draft, setDraft] = useState('')
  const settings = useSettings<DisclosureText>(
    PATH,
    { saved: 'Disclosure text saved as a new version. Disclosures sent from now on carry it.', what: 'disclosure text' },
    (read) => setDraft(read.text),
  )
  const { data, error, outcome, busy } = settings
  const { errors, submit } = useCheckedSettings<DisclosureTextBody>(DisclosureTextBodySchema, () => ({ text: draft }), settings)
  // The list follows each save: its key is the version now given.
  const versions = useStaffData<DisclosureTextVersion[]>(data ? `${PATH}/versions` : null, { refreshKey: data?.version })

  return (
    <div className="disclosure-text-page">
      <InlineStyle name="disclosure-panel" css={css} />
      <section className="admin-panel" aria-labelledby="disclosure-text-heading">
        <h2 id="disclosure-text-heading">The text sent now</h2>
        {error && !data && <p className="admin-alert admin-alert-error">{error}</p>}
        {data && (
          <>
            <p className="admin-muted">
              {data.textVersion === 0
                ? 'The built-in text, with the brokerage’s name from the site’s company details. No one has saved a text of the business’s own yet.'
                : `Version ${data.textVersion}, saved by ${data.savedBy} on ${formatDateTime(data.savedAt)}.`}{' '}
              Homeowners and buyers read it on the page their mail links to and sign it there; a blank line starts a new paragraph.
              {canEdit ? '' : ' Owners and editors change it.'}
            </p>
            <form onSubmit={submit} noValidate>
              <TextField {...FIELD} value={draft} onChange={setDraft} error={errors.text} disabled={!canEdit} />
              <SettingsFormEnd canSave={canEdit} busy={busy} label="Save as a new version" outcome={outcome} errors={errors} />
            </form>
          </>
        )}
      </section>

      <section className="admin-panel" aria-labelledby="disclosure-versions-heading">
        <h2 id="disclosure-versions-heading">Every version</h2>
        <p className="admin-muted">Every saved version is kept: a disclosure already sent or signed keeps the text it was sent with.</p>
        {versions.error && <p className="admin-alert admin-alert-error">{versions.error}</p>}
        {versions.data && versions.data.length === 0 && <p>No saved versions yet: the built-in text is sent.</p>}
        {versions.data && versions.data.length > 0 && (
          <ol className="disclosure-versions" reversed>
            {versions.data.map((v) => (
              <li key={v.textVersion}>
                <details>
                  <summary>
                    <strong>Version {v.textVersion}</strong>
                    {v.textVersion === data?.textVersion && <span className="disclosure-status is-signed">Sent now</span>} saved by{' '}
                    {v.savedBy} on {formatDateTime(v.savedAt)}
                  </summary>
                  <div className="disclosure-version-text">{v.text}</div>
                  {canEdit && v.textVersion !== data?.textVersion && (
                    <button type="button" className="admin-btn admin-btn-small admin-btn-secondary" onClick={() => setDraft(v.text)}>
                      Put this text in the form<span className="sr-only"> (version {v.textVersion})</span>
                    </button>
                  )}
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
