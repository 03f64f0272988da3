import type { Lang } from '#core/i18n/locale.ts'

// Staff's Spanish text beside the English of a content section (docs/decisions/0182-spanish-content-and-descriptions.md):
// a section's document carries `es`, the Spanish of its texts by the English field's path ("title",
// "valuesList.0.description", "socialMedia.facebook.title"). What has no Spanish is shown in English, marked.

/** A section's Spanish texts, by the path of the English text each one translates. */
export type SpanishTexts = Record<string, string>

/** The fields people read (not addresses, phones, e-mails, files or icons): only these have a Spanish version. */
const READ_FIELDS = new Set([
  'title',
  'subtitle',
  'storyTitle',
  'story',
  'mission',
  'description',
  'heroSubtitle',
  'mainTitle',
  'statement',
  'motivationTitle',
  'motivation',
  'goalsTitle',
  'goalsDescription',
  'futureGoals',
  'ctaTitle',
  'ctaDescription',
  'ctaSubtitle',
  'cityImagesTitle',
  'cityImagesDescription',
  'phoneDescription',
  'emailDescription',
  'locationDescription',
  'officeHours',
  'contactTitle',
  'contactSubtitle',
  'contactAgent',
  'requestShowing',
  'body',
  'updated',
  // A page banner's one text (docs/decisions/0186-spanish-people-banners-and-footer.md).
  'text',
])

/** The paths of a section's texts that take a Spanish version, in the order of the section. */
export function translatablePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => translatablePaths(item, `${prefix}${i}.`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) => {
    if (key === 'es') return []
    if (typeof v === 'string') return READ_FIELDS.has(key) ? [prefix + key] : []
    return translatablePaths(v, `${prefix}${key}.`)
  })
}

/** The text at a path of a section ('' when there is none). */
export function textAt(value: unknown, path: string): string {
  let at: unknown = value
  for (const part of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined
  return typeof at === 'string' ? at : ''
}

function withTextAt<T>(value: T, parts: string[], text: string): T {
  const [head, ...rest] = parts
  if (Array.isArray(value)) {
    const copy = [...value]
    copy[Number(head)] = withTextAt(copy[Number(head)], rest, text)
    return copy as T
  }
  const record = value as Record<string, unknown>
  return { ...record, [head]: rest.length === 0 ? text : withTextAt(record[head], rest, text) } as T
}

/**
 * What a save keeps of the Spanish: the section's own translatable paths whose English text is there, trimmed, the
 * empty ones left out; `clean` runs on each (the rich-text sanitizer for rich fields).
 */
export function cleanSpanish(value: { es?: SpanishTexts }, clean: (path: string, text: string) => string): SpanishTexts {
  const known = new Set(translatablePaths(value))
  const out: SpanishTexts = {}
  for (const [path, text] of Object.entries(value.es ?? {})) {
    const cleaned = known.has(path) ? clean(path, text.trim()) : ''
    if (cleaned) out[path] = cleaned
  }
  return out
}

/** The paths of a section with English text and no Spanish: what a Spanish page shows in English. */
export const missingSpanish = (value: { es?: SpanishTexts }): string[] =>
  translatablePaths(value).filter((path) => textAt(value, path).trim() && !value.es?.[path]?.trim())

/** A section as a page in `lang` shows it, and the paths it shows in English on a Spanish page (lang="en", marked). */
export type InLanguage<T> = T & { english: string[] }

/** The section in the page's language: on a Spanish page each text with a Spanish version shows it. */
export function inLanguage<T extends object>(section: T & { es?: SpanishTexts }, lang: Lang): InLanguage<T> {
  const { es, ...english } = section
  if (lang === 'en') return { ...(english as T), english: [] }
  const known = new Set(translatablePaths(english))
  let shown = english as T
  for (const [path, text] of Object.entries(es ?? {})) if (known.has(path) && text.trim()) shown = withTextAt(shown, path.split('.'), text)
  return { ...shown, english: missingSpanish(section) }
}
