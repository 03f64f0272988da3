import type { Lang } from '#core/i18n/locale.ts'
import { LEAD_PAINT_URL } from '#core/listings/lead-paint.ts'
import { mailWords } from './mail-words.ts'

// What a mail to a visitor's address may repeat of what the visitor typed (docs/decisions/0079-unverified-address-mails.md).
// Anyone can type someone else's address into a form, so a mail to an address nobody has confirmed quotes nothing
// typed but the sender's own name, and carries no links but the site's: otherwise a form would send a stranger's
// words (a company name, a web address) from the business's address to anyone.

/** Text that reads as a link or an address: a scheme, "www.", a slash or @, or a dotted name such as example.com. */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|[/\\@]|[a-z0-9-]\.[a-z]{2,}/i
const MAX_NAME = 60

/**
 * The visitor's own name as a greeting may quote it ("Hello {name},"): one line, at most 60 characters, and nothing
 * that reads as a link; otherwise empty, and the mail greets without a name ("Hello,").
 */
export function greetingName(name: string | null | undefined): string {
  const line = (name ?? '').replace(/\s+/g, ' ').trim()
  if (!line || line.length > MAX_NAME || LINK_LIKE.test(line)) return ''
  return line
}

/** "Hello {name}," with the visitor's name when it may be quoted, else "Hello,"; in the visitor's language. */
export const greeting = (name: string | null | undefined, lang: Lang = 'en'): string => {
  const shown = greetingName(name)
  const { t } = mailWords(lang)
  return shown ? t('greeting.named', { name: shown }) : t('greeting.anonymous')
}

/** The lead-based paint notice's short form for a mail, in the visitor's language (docs/decisions/0156-lead-paint-notice.md). */
export function leadPaintLines(yearBuilt: number, lang: Lang = 'en'): string[] {
  const { t } = mailWords(lang)
  return [t('leadPaint.notice', { year: yearBuilt }), t('leadPaint.read', { url: LEAD_PAINT_URL })]
}
