import type { Lang } from '#core/i18n/locale.ts'
import { escapeHtml as e } from './mail-footer.ts'
import type { OutgoingMail } from './outbox.ts'
import { mailWords } from './mail-words.ts'

// The HTML of the mails a visitor receives, in the visitor's language (docs/decisions/0184-visitor-mail-language.md):
// one page around every body, and the one double opt-in confirmation (Get Notified, saved searches).

/** A visitor mail's HTML page, its lang attribute the mail's language. */
export const htmlPage = (lang: Lang, body: string) => `<!doctype html>
<html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
${body}
</body></html>`

/** The small grey note under a mail's rule: why it came, or what to do if nobody asked. */
export const mailNote = (html: string) =>
  `<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0 12px">\n<p style="font-size:13px;color:#4b5563">${html}</p>`

/** A double opt-in's confirmation: what it asks, a button to a page that confirms, and what to do if nobody asked. */
export function doubleOptInMail(
  lang: Lang,
  words: { to: string; subject: string; ask: string; notYou: string; link: string },
): Omit<OutgoingMail, 'relatedId'> {
  const { t } = mailWords(lang)
  const { to, subject, ask, notYou, link } = words
  const text = [ask, '', t('confirm.line', { link }), '', '--', notYou].join('\n')
  const html = htmlPage(
    lang,
    `<p>${e(ask)}</p>
<p><a href="${e(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${e(t('confirm.button'))}</a></p>
${mailNote(e(notYou))}`,
  )
  return { to, subject, text, html, lang }
}
