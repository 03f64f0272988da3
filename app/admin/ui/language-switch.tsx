import type { ReactNode } from 'react'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import switchCss from './language-switch.css?inline'

// The "English | Español" switch of a form whose texts have a Spanish version (the content manager's sections, a
// listing's description: docs/decisions/0182-spanish-content-and-descriptions.md). Two pressed/unpressed buttons; the
// Spanish one says how many texts have no Spanish yet.

export type EditLang = 'en' | 'es'

export function LanguageSwitch({
  lang,
  onChange,
  missing,
  label,
}: {
  lang: EditLang
  onChange: (lang: EditLang) => void
  /** How many texts with English have no Spanish. */
  missing: number
  /** What the switch chooses the language of ("Texts", "Description"). */
  label: string
}) {
  return (
    <>
      <InlineStyle name="admin-language-switch" css={switchCss} />
      <div className="language-switch" role="group" aria-label={`${label}: language`}>
        <button type="button" aria-pressed={lang === 'en'} onClick={() => onChange('en')}>
          English
        </button>
        <button type="button" lang="es" aria-pressed={lang === 'es'} onClick={() => onChange('es')}>
          Español
          {missing > 0 && (
            <span className="missing-count" lang="en">
              {missing} missing<span className="sr-only"> Spanish {missing === 1 ? 'text' : 'texts'}</span>
            </span>
          )}
        </button>
      </div>
    </>
  )
}

/** The mark beside a text that has English and no Spanish yet. */
export function MissingSpanish() {
  return <span className="missing-spanish">Missing Spanish</span>
}

/** What a rich text says, for reading beside its translation. */
export const plainText = (html: string) =>
  html
    .replace(/<\/(p|h\d|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim()

/** One text's translation: its English above it to read, then its Spanish field, marked while the Spanish is empty. */
export function TranslationItem({
  path,
  name,
  english,
  missing,
  children,
}: {
  /** The English field's path (data-path, for finding it). */
  path: string
  /** The field's name, read after "English" by a screen reader. */
  name: string
  english: string
  missing: boolean
  /** The Spanish field. */
  children: ReactNode
}) {
  return (
    <div className="translation-item" data-path={path}>
      {/* A long English text scrolls in its box: a region keyboard users can reach. */}
      <p className="translation-english" tabIndex={0} role="region" aria-label={`English ${name}`}>
        <span className="translation-caption">
          English<span className="sr-only"> {name}</span>
        </span>
        {english}
      </p>
      {children}
      {missing && <MissingSpanish />}
    </div>
  )
}
