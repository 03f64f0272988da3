import { brokerageLine, FAIR_HOUSING_STATEMENT, type Brokerage } from '#core/content/fair-housing.ts'
import type { OutgoingMail } from './outbox.ts'

// The one footer every mail the system sends carries (docs/decisions/0134-fair-housing-statement.md): the brokerage's name and licence and the
// fair housing statement, added by enqueueMail so no template can leave it out.

/** Text made safe inside HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The footer as plain text, after a "-- " signature separator (RFC 3676) so mail programs can fold it. */
export const mailFooterText = (brokerage: Brokerage) => `-- \n${brokerageLine(brokerage)}\n${FAIR_HOUSING_STATEMENT}`

/** The footer as HTML; the brokerage line in bold, the statement small and grey. */
export const mailFooterHtml = (brokerage: Brokerage) =>
  `<hr style="border:0;border-top:1px solid #d5dbe0;margin:24px 0 12px">` +
  `<p style="margin:0 0 4px;font-size:15px;font-weight:700;color:#12344d">${escapeHtml(brokerageLine(brokerage))}</p>` +
  `<p style="margin:0;font-size:12px;color:#4b5563">${escapeHtml(FAIR_HOUSING_STATEMENT)}</p>`

/**
 * The mail with the footer added to its text and, when it has one, its HTML (before </body> when there is one).
 * A mail that already carries the statement (staff's send again of a sent mail) is left as it is.
 */
export function withMailFooter(mail: OutgoingMail, brokerage: Brokerage): OutgoingMail {
  if (mail.text.includes(FAIR_HOUSING_STATEMENT)) return mail
  const text = `${mail.text.replace(/\s+$/, '')}\n\n${mailFooterText(brokerage)}\n`
  if (!mail.html) return { ...mail, text }
  const footer = mailFooterHtml(brokerage)
  const html = /<\/body>/i.test(mail.html) ? mail.html.replace(/<\/body>/i, `${footer}\n</body>`) : `${mail.html}\n${footer}`
  return { ...mail, text, html }
}
