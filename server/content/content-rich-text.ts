import type { ContentSections } from '#core/content/content.ts'
import type { TeamMember } from '#core/people/people.ts'
import { cleanSpanish, type SpanishTexts } from '#core/content/content-spanish.ts'
import { RICH_TEXT_FIELDS } from '#core/content/content.ts'
import { sanitizeRichText } from './rich-text.ts'

// The rich-text fields of the site content: sanitized when staff
// save them and again when the public side reads them, so HTML stored by any
// other way (the seed, an import, SQL by hand) reaches no page unsanitized.

/**
 * A copy of a section's value with its rich-text fields sanitized, their Spanish versions too; of its Spanish texts
 * only the section's own are kept (docs/decisions/0182-spanish-content-and-descriptions.md), and `es` only when there are some.
 */
export function sanitizeSection<T extends object>(section: keyof ContentSections, value: T): T {
  const fields: readonly string[] = (RICH_TEXT_FIELDS as Record<string, readonly string[] | undefined>)[section] ?? []
  const { es, ...english } = value as T & { es?: SpanishTexts }
  const out = english as Record<string, unknown>
  for (const field of fields) if (typeof out[field] === 'string') out[field] = sanitizeRichText(out[field])
  const spanish = es ? cleanSpanish(value, (path, text) => (fields.includes(path) ? sanitizeRichText(text) : text)) : {}
  if (Object.keys(spanish).length > 0) out.es = spanish
  return out as T
}

export function sanitizeSections(sections: ContentSections): ContentSections {
  const out = { ...sections } as Record<keyof ContentSections, object>
  for (const key of Object.keys(out) as Array<keyof ContentSections>) out[key] = sanitizeSection(key, out[key])
  return out as ContentSections
}

export const sanitizeTeam = (members: TeamMember[]): TeamMember[] =>
  members.map((m) => ({ ...m, bio: sanitizeRichText(m.bio), ...(m.bioEs !== undefined && { bioEs: sanitizeRichText(m.bioEs) }) }))
