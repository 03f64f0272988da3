import { businessTimeZone } from '#core/business-time.ts'
import { INTL_LOCALE, type Lang } from '#core/i18n/locale.ts'
import { formatPrice as wholeDollars } from '#core/format.ts'
import { groupDigits } from '#core/digits.ts'

// Dates, numbers and prices in the visitor's language (docs/decisions/0166-spanish-site-foundation.md).

// Each format is made once per language and options and kept: a list page formats a hundred prices while it
// hydrates, and making a format is far slower than using one (a phone's first costs about 150 ms).
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function kept<F>(formats: Map<string, F>, key: string, make: () => F): F {
  let format = formats.get(key)
  if (!format) formats.set(key, (format = make()))
  return format
}

const numberFormat = (lang: Lang, options: Intl.NumberFormatOptions) =>
  kept(numberFormats, `${lang} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(INTL_LOCALE[lang], options))

/**
 * A whole number or decimal: 1,250 in English, 1,250 in US Spanish too (es-US groups as en-US does). Whole numbers
 * are grouped by hand, as prices are (core/format.ts, decision 0190); decimals and options go to Intl.
 */
export function formatNumber(lang: Lang, value: number, options?: Intl.NumberFormatOptions): string {
  if (!options && Number.isSafeInteger(value)) return value < 0 ? `-${groupDigits(-value)}` : groupDigits(value)
  return numberFormat(lang, options ?? {}).format(value)
}

/** A price in whole dollars: $245,000 in both languages. */
export const formatPrice = (_lang: Lang, value: number): string => wholeDollars(value)

/** A date (or date and time) in the business's time zone, in the visitor's language. */
export function formatDate(lang: Lang, value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const zone = businessTimeZone()
  const format = kept(
    dateFormats,
    `${lang} ${zone} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: zone, ...options }),
  )
  return format.format(typeof value === 'string' ? new Date(value) : value)
}
