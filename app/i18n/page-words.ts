import type { Lang } from '#core/i18n/locale.ts'
import type { Messages } from './i18n.ts'

// The words of the page's language (docs/decisions/0190-first-render-once.md). The server keeps both languages from
// its start (app/entry.server.tsx); the browser fetches its page's language before it hydrates (app/entry.client.tsx),
// and the other when the visitor changes language (the root's clientLoader). The browser caches the file for good:
// its name changes when the words do.

const kept = new Map<Lang, Messages>()

/** Keeps a language's words for every render after. */
export const keepWords = (lang: Lang, messages: Messages): void => void kept.set(lang, messages)

/** A language's words, once kept; undefined before. */
export const wordsOf = (lang: Lang): Messages | undefined => kept.get(lang)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A language's words, fetched from `address` unless already kept; a failed fetch is tried twice more. */
export async function loadWords(lang: Lang, address: string): Promise<Messages> {
  for (let attempt = 1; ; attempt++) {
    const known = kept.get(lang)
    if (known) return known
    try {
      const answer = await fetch(address)
      if (!answer.ok) throw new Error(`The page's words could not be loaded (${answer.status}).`)
      keepWords(lang, (await answer.json()) as Messages)
    } catch (error) {
      if (attempt === 3) throw error
      await pause(attempt * 500)
    }
  }
}
