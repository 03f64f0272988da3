import { brokerageParts, type Brokerage } from '#core/content/fair-housing.ts'
import { LANGS, type Lang } from '#core/i18n/locale.ts'
import type { OutgoingMail } from './outbox.ts'
import { mailWords } from './mail-words.ts'

// The one footer every mail the system sends carries (docs/decisions/0134-fair-housing-statement.md): the brokerage's name and licence and the
// fair housing statement, added by enqueueMail so no template can leave it out. A visitor's mail has it in the visitor's
// language (docs/decisions/0184-visitor-mail-language.md); the English words are core/content/fair-housing.ts's.

/** The brokerage line and the statement in a language. */
function footerWords(brokerage: Brokerage, lang: Lang) {
  const { t } = mailWords(lang)
  const { name } = brokerageParts(brokerage)
  const license = brokerage.licenseNumber.trim()
  return { line: name + (license ? t('footer.licensed', { license }) : t('footer.unlicensed')), statement: t('footer.statement') }
}

/** Text made safe inside HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The footer as plain text, after a "-- " signature separator (RFC 3676) so mail programs can fold it. */
export function mailFooterText(brokerage: Brokerage, lang: Lang = 'en'): string {
  const { line, statement } = footerWords(brokerage, lang)
  return `-- \n${line}\n${statement}`
}

/** The footer as HTML; the brokerage line in bold, the statement small and grey. */
export function mailFooterHtml(brokerage: Brokerage, lang: Lang = 'en'): string {
  const { line, statement } = footerWords(brokerage, lang)
  return (
    `<hr style="border:0;border-top:1px solid #d5dbe0;margin:24px 0 12px">` +
    `<p style="margin:0 0 4px;font-size:15px;font-weight:700;color:#12344d">${escapeHtml(line)}</p>` +
    `<p style="margin:0;font-size:12px;color:#4b5563">${escapeHtml(statement)}</p>`
  )
}

/**
 * The mail with the footer added to its text and, when it has one, its HTML (before </body> when there is one).
 * A mail that already carries the statement (staff's send again of a sent mail) is left as it is.
 */
export function withMailFooter(mail: OutgoingMail, brokerage: Brokerage): OutgoingMail {
  if (LANGS.some((l) => mail.text.includes(footerWords(brokerage, l).statement))) return mail
  const lang = mail.lang ?? 'en'
  const text = `${mail.text.replace(/\s+$/, '')}\n\n${mailFooterText(brokerage, lang)}\n`
  if (!mail.html) return { ...mail, text }
  const footer = mailFooterHtml(brokerage, lang)
  const html = /<\/body>/i.test(mail.html) ? mail.html.replace(/<\/body>/i, `${footer}\n</body>`) : `${mail.html}\n${footer}`
  return { ...mail, text, html }
}
