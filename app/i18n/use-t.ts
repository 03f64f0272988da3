import { useTranslation } from 'react-i18next'
import { useCallback } from 'react'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import { formatDate, formatNumber, formatPrice } from './format.ts'

// The one way a component reads its words (docs/decisions/0166-spanish-site-foundation.md):
//   const { t, href } = useT('home')
//   <h2>{t('featured.title')}</h2>  <Link to={href('/properties')}>…</Link>

/** The page's translation function for a namespace, its language, the localized-address helper and its formats. */
export function useT(ns: string = 'common') {
  const { t, i18n } = useTranslation(ns)
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Lang
  const href = useCallback((path: string) => localizedPath(path, lang), [lang])
  return {
    t,
    lang,
    href,
    price: (value: number) => formatPrice(lang, value),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(lang, value, options),
    date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => formatDate(lang, value, options),
  }
}
