import type { ContentSections } from '#core/content/content.ts'
import type { TeamMember } from '#core/people/people.ts'
import { sanitizeRichText } from './rich-text.ts'

// The rich-text fields of the site content: sanitized when staff
// save them and again when the public side reads them, so HTML stored by any
// other way (the seed, an import, SQL by hand) reaches no page unsanitized.

export const RICH_TEXT_FIELDS = {
  about: ['story', 'mission'],
  vision: ['statement', 'motivation', 'futureGoals'],
  preferredBiddersBanner: ['description'],
  privacyPolicy: ['body'],
  termsOfService: ['body'],
} as const satisfies { [K in keyof ContentSections]?: ReadonlyArray<keyof ContentSections[K]> }

/** A copy of a section's value with its rich-text fields sanitized. */
export function sanitizeSection<T extends object>(section: keyof ContentSections, value: T): T {
  const fields = (RICH_TEXT_FIELDS as Record<string, readonly string[] | undefined>)[section]
  if (!fields) return value
  const out = { ...value } as Record<string, unknown>
  for (const field of fields) if (typeof out[field] === 'string') out[field] = sanitizeRichText(out[field])
  return out as T
}

export function sanitizeSections(sections: ContentSections): ContentSections {
  const out = { ...sections } as Record<keyof ContentSections, object>
  for (const key of Object.keys(RICH_TEXT_FIELDS) as Array<keyof ContentSections>) out[key] = sanitizeSection(key, out[key])
  return out as ContentSections
}

export const sanitizeTeam = (members: TeamMember[]): TeamMember[] => members.map((m) => ({ ...m, bio: sanitizeRichText(m.bio) }))
