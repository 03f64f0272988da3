import { createInstance, type i18n, type TFunction } from 'i18next'
import type { Lang } from '#core/i18n/locale.ts'

// One i18next instance per page's messages (docs/decisions/0166-spanish-site-foundation.md). The root loader answers
// each request with its language's messages (one new object per request on the server, one per language switch in
// the browser); the instance is made for that object and kept with it, so no request's instance is another's and the
// language of an instance never changes.

/** A language's translation files, by namespace (the file's name). */
export type Messages = Record<string, Record<string, unknown>>

const made = new WeakMap<Messages, i18n>()

/** The i18next instance of one request's (or one browser page's) messages, in its language. */
export function i18nFor(lang: Lang, messages: Messages): i18n {
  const known = made.get(messages)
  if (known) return known
  const instance = createInstance()
  // Synchronous: the resources are given, nothing is fetched.
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: messages },
    ns: Object.keys(messages),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  made.set(messages, instance)
  return instance
}

type RootData = { lang: Lang; messages: Messages }

/** A translation function for a route's meta function, from the root's answer among the route's matches. */
export function metaT(matches: readonly ({ id: string; data?: unknown } | undefined)[], ns: string): TFunction {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  return root ? i18nFor(root.lang, root.messages).getFixedT(root.lang, ns) : i18nFor('en', {}).getFixedT('en', ns)
}
