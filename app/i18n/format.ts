import { businessTimeZone } from '#core/business-time.ts'
import { INTL_LOCALE, type Lang } from '#core/i18n/locale.ts'

// Dates, numbers and prices in the visitor's language (docs/decisions/0166-spanish-site-foundation.md).

/** A whole number or decimal: 1,250 in English, 1,250 in US Spanish too (es-US groups as en-US does). */
export const formatNumber = (lang: Lang, value: number, options: Intl.NumberFormatOptions = {}): string =>
  new Intl.NumberFormat(INTL_LOCALE[lang], options).format(value)

/** A price in whole dollars: $245,000 / US$245,000 as each language writes it. */
export const formatPrice = (lang: Lang, value: number): string =>
  new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value)

/** A date (or date and time) in the business's time zone, in the visitor's language. */
export const formatDate = (lang: Lang, value: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: businessTimeZone(), ...options }).format(
    typeof value === 'string' ? new Date(value) : value,
  )
