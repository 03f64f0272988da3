import { createInstance, type i18n, type TFunction } from 'i18next'
import type { Lang } from '#core/i18n/locale.ts'
import { wordsOf } from './page-words.ts'

// One i18next instance per language's messages (docs/decisions/0166-spanish-site-foundation.md,
// 0190-first-render-once.md): the words of a language are one object that never changes (app/i18n/page-words.ts), the
// instance is made for that object and kept with it, and the language of an instance never changes, so requests in the
// same language can share it.

/** A language's translation files, by namespace (the file's name). */
export type Messages = Record<string, Record<string, unknown>>

/** No words yet (before a language's file has come): every key shows as itself. */
export const NO_WORDS: Messages = {}

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

type RootData = { lang: Lang }

/** A translation function for a route's meta function, in the language of the root's answer among the route's matches. */
export function metaT(matches: readonly ({ id: string; data?: unknown } | undefined)[], ns: string): TFunction {
  const lang = (matches.find((m) => m?.id === 'root')?.data as RootData | undefined)?.lang ?? 'en'
  return i18nFor(lang, wordsOf(lang) ?? NO_WORDS).getFixedT(lang, ns)
}
