import { z } from 'zod'

// Consent kept as evidence (docs/decisions/0125-consent-evidence.md): one way for every public form that asks for
// an agreement. The page sends the exact words it showed (`consentText`) and its own path (`consentPage`); the server
// stores them with the lead, with the words' version, the time, the address and the browser, only when they are the
// form's current words. A page from before this (no `consentText`) is still accepted: its lead records the time and
// place with the words marked unknown. These are optional fields beside each form's own: old clients keep working.

/** The two fields a page adds to a form that asks for consent. */
export const CONSENT_SHOWN_FIELDS = {
  consentText: z
    .string()
    .max(4000)
    .optional()
    .meta({ description: 'The exact consent or agreement words the page showed; refused when they are not the current words' }),
  consentPage: z.string().max(500).optional().meta({ description: "The path of the page that showed them, such as '/property/…'" }),
}

export { CONSENT_MESSAGES } from './consent-messages.ts'

/**
 * A short, stable version of a consent text: 8 hex digits of its FNV-1a hash. Two leads with the same version were
 * shown the same words; the words themselves are stored beside it.
 */
export function consentVersion(text: string): string {
  let hash = 0x811c9dc5
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** The page's path as it is kept: a path on this site (no address of another), or nothing. */
export function consentPagePath(page: string | undefined): string | null {
  if (!page || !page.startsWith('/') || page.startsWith('//') || /\s/.test(page)) return null
  return page.slice(0, 500)
}
