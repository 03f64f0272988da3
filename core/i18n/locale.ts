// The site's two languages and their addresses (docs/decisions/0166-spanish-site-foundation.md):
// English at the spec's paths, Spanish at the same paths under /es. The portal and the API stay English.

export const LANGS = ['en', 'es'] as const
export type Lang = (typeof LANGS)[number]

/** The Intl locale of each language: dates, numbers and prices as a visitor in the United States reads them. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-US', es: 'es-US' }

const SPANISH = /^\/es(?=[/?#]|$)/i

/** The language of a page address: Spanish under /es, English elsewhere. */
export const langOfPath = (pathname: string): Lang => (SPANISH.test(pathname) ? 'es' : 'en')

/** A page address without its language: /es/rentals and /rentals are both /rentals. */
export const unlocalizedPath = (path: string): string => {
  const rest = path.replace(SPANISH, '')
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest
}

/** Addresses that are not pages of the public site: the portal, the API, and files (a dot in the last segment). */
const NOT_A_PAGE = /^\/(admin|api)(?=[/?#]|$)|^[^?#]*\/[^/?#]*\.[^/?#]*(?=[?#]|$)/i

/**
 * The one helper for internal links: a site-relative address in the given language. Other addresses (the portal,
 * the API, files, other sites) are returned as they are.
 */
export function localizedPath(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//') || NOT_A_PAGE.test(path)) return path
  const base = unlocalizedPath(path)
  if (lang === 'en') return base
  return base === '/' || /^\/[?#]/.test(base) ? `/es${base.slice(1)}` : `/es${base}`
}
