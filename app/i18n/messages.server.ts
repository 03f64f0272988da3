import { createHash } from 'node:crypto'
import { LANGS, type Lang } from '#core/i18n/locale.ts'
import type { Messages } from './i18n.ts'

// Every translation file, read into the server only (docs/decisions/0166-spanish-site-foundation.md). The server renders
// with them; the browser fetches its page's language once, as one file with a hash of its content in its name
// (docs/decisions/0190-first-render-once.md), instead of finding the words inside every page.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' })

// The mails' words are read by the server's mail writer (server/mail/mail-words.ts); no page shows them.
const SERVER_ONLY = new Set(['mail'])

function messagesOf(lang: Lang): Messages {
  const messages: Messages = {}
  for (const [path, json] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const [, fileLang, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? []
    if (fileLang === lang && !SERVER_ONLY.has(ns)) messages[ns] = json
  }
  return messages
}

const MESSAGES = Object.fromEntries(LANGS.map((lang) => [lang, messagesOf(lang)])) as Record<Lang, Messages>

/** A language's words for the server's render: one object per language, never changed. */
export const serverWords = (lang: Lang): Messages => MESSAGES[lang]

/** A language's words as the browser fetches them: a file name that changes with its content, and the file. */
export interface WordsFile {
  name: string
  json: string
}

export const WORDS_FILES = Object.fromEntries(
  LANGS.map((lang) => {
    const json = JSON.stringify(MESSAGES[lang])
    return [lang, { name: `${lang}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`, json }]
  }),
) as Record<Lang, WordsFile>

/** Where the browser fetches a language's words (server/plugins/page-words.ts serves them). */
export const wordsAddress = (lang: Lang): string => `/words/${WORDS_FILES[lang].name}`
