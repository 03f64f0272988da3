import { formatBusinessStamp } from '#core/business-time.ts'
import { DISCLOSURE_KEEP_YEARS } from '#core/leads/disclosures.ts'
import { escapeHtml } from '#server/mail/mail-footer.ts'
import type { DisclosureRow } from './disclosures.repository.ts'

// The copy of a disclosure staff download (docs/decisions/0155-licensee-disclosures.md): one printable HTML page with
// the text as given, its version, whom it was given to and when, and the signature with its time and address. HTML
// because the browser prints it to paper or PDF and the project needs no PDF library for it.

const STYLE = `body{font:16px/1.5 Georgia,serif;color:#1b2430;max-width:44rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.4rem}pre{white-space:pre-wrap;font:inherit;border:1px solid #c9d1d9;padding:1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:bold}
.unsigned{color:#8a1c1c;font-weight:bold}@media print{body{margin:0}}`

const stamp = (iso: string) => `${formatBusinessStamp(iso)} (Omaha time; ${iso} UTC)`

export function signedCopyHtml(row: DisclosureRow): string {
  const e = escapeHtml
  const facts: Array<[string, string]> = [
    ['Given to', `${row.recipient_name} <${row.recipient_email}>`],
    ['Text version', String(row.text_version)],
    ['Sent', `${stamp(row.sent_at)} by ${row.sent_by_name || 'staff'}`],
  ]
  if (row.signed_at)
    facts.push(
      ['Signed by (typed name)', row.signed_name ?? ''],
      ['Signed', stamp(row.signed_at)],
      ['Signed from (IP address)', row.signed_ip ?? ''],
      ['Consent ticked', row.signed_consent ?? ''],
    )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Licensee-interest disclosure: ${e(row.recipient_name)}</title><style>${STYLE}</style></head>
<body><h1>Licensee-interest disclosure</h1>
${row.signed_at ? '' : '<p class="unsigned">Not signed yet.</p>'}
<dl>${facts.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('')}</dl>
<h2>Text as given (version ${row.text_version})</h2>
<pre>${e(row.body)}</pre>
<p><small>Record ${e(row.id)}. Kept ${DISCLOSURE_KEEP_YEARS} years after signing.</small></p>
</body></html>
`
}
