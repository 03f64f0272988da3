import { Link, useLocation } from 'react-router'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'

/**
 * The header's link to this same page, with its query and anchor, in the other language
 * (docs/decisions/0167-spanish-addresses.md). Its words are in the language they name, and say so.
 */
export function LanguageSwitch({ lang, label, title }: { lang: Lang; label: string; title: string }) {
  const { pathname, search, hash } = useLocation()
  const other: Lang = lang === 'en' ? 'es' : 'en'
  return (
    <Link
      to={localizedPath(`${pathname}${search}${hash}`, other)}
      className="nav-link language-switch"
      lang={other}
      hrefLang={other}
      title={title}
      data-testid="language-switch"
    >
      {label}
    </Link>
  )
}
