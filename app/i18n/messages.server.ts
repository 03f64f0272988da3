import type { Lang } from '#core/i18n/locale.ts'
import type { Messages } from './i18n.ts'

// Every translation file, read into the server only (docs/decisions/0166-spanish-site-foundation.md): the browser gets
// its page's language through the root loader, never both languages in a script.
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' })

// The mails' words are read by the server's mail writer (server/mail/mail-words.ts); no page shows them.
const SERVER_ONLY = new Set(['mail'])

function messagesOf(lang: Lang): Messages {
  const messages: Messages = {}
  for (const [path, json] of Object.entries(files)) {
    const [, fileLang, ns] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? []
    if (fileLang === lang && !SERVER_ONLY.has(ns)) messages[ns] = json
  }
  return messages
}

const MESSAGES: Record<Lang, Messages> = { en: messagesOf('en'), es: messagesOf('es') }

/** The messages of one request: a copy of its language's files, so each request's i18next instance is its own. */
export const requestMessages = (lang: Lang): Messages => ({ ...MESSAGES[lang] })
