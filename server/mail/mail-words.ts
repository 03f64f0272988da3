import type { TFunction } from 'i18next'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import { businessZoneName } from '#core/business-time.ts'
import { openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { i18nFor } from '#app/i18n/i18n.ts'
import { formatDate, formatPrice } from '#app/i18n/format.ts'
import en from '#app/locales/en/mail.json' with { type: 'json' }
import es from '#app/locales/es/mail.json' with { type: 'json' }

// The words of the mails a visitor receives (docs/decisions/0184-visitor-mail-language.md): in the translation files a
// translator edits (app/locales/{en,es}/mail.json), read by the same i18next the pages use, in the language of the site
// the visitor used. Staff's mails stay English and keep their words in code.

const MESSAGES = { en: { mail: en }, es: { mail: es } }

export interface MailWords {
  lang: Lang
  /** The mail's words: t('showing.subject.confirmed'), with {{var}} interpolation and _one/_other plurals. */
  t: TFunction
  /** A page of the public site in the mail's language: /es/showing?… for a Spanish mail. */
  page: (publicUrl: string, path: string) => string
  /** A price as the mail's reader writes it. */
  price: (value: number) => string
  /** A date (and time) in Omaha time, as the mail's reader writes it. */
  date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string
  /** "Sunday, December 14, 2026" / "domingo, 14 de diciembre de 2026": a day in Omaha. */
  longDay: (startsAt: string) => string
  /** "1–3 PM" / "1:00–3:00 p. m.": hours in Omaha. */
  hours: (startsAt: string, endsAt: string) => string
  /** How a sentence names the business's time zone: "Omaha time" / "hora de Omaha". */
  zone: () => string
}

export function mailWords(lang: Lang): MailWords {
  const t = i18nFor(lang, MESSAGES[lang]).getFixedT(lang, 'mail')
  return {
    lang,
    t,
    page: (publicUrl, path) => `${publicUrl}${localizedPath(path, lang)}`,
    price: (value) => formatPrice(lang, value),
    date: (value, options) => formatDate(lang, value, options),
    longDay: (startsAt) => openHouseLongDay(startsAt, lang),
    hours: (startsAt, endsAt) => openHouseHours(startsAt, endsAt, lang),
    // Omaha's zone in the reader's words; another zone (a test's, a branch's) by its generic English name.
    zone: () => (businessZoneName() === 'Omaha time' ? t('time.omaha') : businessZoneName()),
  }
}

/** A language as stored on a visitor's record: Spanish only when it says so, else English (rows from before). */
export const storedLang = (value: string | null | undefined): Lang => (value === 'es' ? 'es' : 'en')

/**
 * The language a visitor's form request asks for: Spanish only when the first language of its Accept-Language header is
 * Spanish. The public site sends the page's language (app/ui/http.ts); a client that sends none gets English.
 */
export function visitorLang(acceptLanguage: string | string[] | undefined): Lang {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage
  const first = (header ?? '').split(',')[0].split(';')[0].trim().toLowerCase()
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en'
}
