import { useState, type Dispatch, type SetStateAction } from 'react'
import { RICH_TEXT_FIELDS, type BannerKey, type ContentSectionKey } from '#core/content/content.ts'
import { missingSpanish, textAt, translatablePaths, type SpanishTexts } from '#core/content/content-spanish.ts'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { RichTextEditor } from '#app/admin/ui/rich-text-editor.tsx'
import { TranslationItem, plainText } from '#app/admin/ui/language-switch.tsx'

// The Spanish side of a content section (docs/decisions/0182-spanish-content-and-descriptions.md): each text that has
// English, with the English above its Spanish field, marked while the Spanish is empty. The section's own form stays
// the English one; both edit the same draft and are saved, versioned and checked together.

type WithSpanish = { es?: SpanishTexts }

/** A field's name from its path when its English form did not tell it: "valuesList.0.title" → "Values list 1 · Title". */
function nameOf(path: string, labels: ReadonlyMap<string, string>): string {
  const told = labels.get(path)
  if (told) return told
  const words = path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/([A-Z])/g, ' $1').toLowerCase()))
    .join(' · ')
    .replace(/ · (\d+)/g, ' $1')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** How many texts of a section have English and no Spanish. */
export const missingCount = (value: unknown): number => missingSpanish(value as WithSpanish).length

/** Whether a section has texts that take a Spanish version. */
export const hasSpanish = (value: unknown): boolean => translatablePaths(value).length > 0

export function SpanishTexts<T>({
  section,
  value,
  onChange,
  labels,
}: {
  /** The section's key (a page banner's too: "properties"), which tells its rich texts. */
  section: ContentSectionKey | BannerKey
  value: T
  onChange: Dispatch<SetStateAction<T>>
  labels: ReadonlyMap<string, string>
}) {
  // The English form's labels as they were when this side opened: its fields forget theirs once it is closed.
  const [named] = useState(() => new Map(labels))
  const rich: readonly string[] = (RICH_TEXT_FIELDS as Record<string, readonly string[] | undefined>)[section] ?? []
  const spanish = (value as WithSpanish).es ?? {}
  const paths = translatablePaths(value).filter((path) => textAt(value, path).trim())
  const set = (path: string) => (text: string) => onChange((prev) => ({ ...prev, es: { ...(prev as WithSpanish).es, [path]: text } }))
  if (paths.length === 0) return <p className="muted">This section has no text yet: write the English first.</p>
  return (
    <div className="translation-list">
      {paths.map((path) => {
        const english = textAt(value, path)
        const label = `${nameOf(path, named)} in Spanish`
        const text = spanish[path] ?? ''
        return (
          <TranslationItem
            key={path}
            path={path}
            name={nameOf(path, named)}
            english={rich.includes(path) ? plainText(english) : english}
            missing={!text.trim()}
          >
            {rich.includes(path) ? (
              <RichTextEditor label={label} value={text} onChange={set(path)} minHeight={120} lang="es" />
            ) : (
              <TextField
                label={label}
                value={text}
                onChange={set(path)}
                rows={english.length > 80 ? 3 : undefined}
                maxLength={english.length > 80 ? 3000 : 400}
                lang="es"
              />
            )}
          </TranslationItem>
        )
      })}
    </div>
  )
}
