import { InlineStyle } from '#app/ui/inline-style.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { SectionTitle } from '#app/ui/section-head.tsx'
import { textAt } from '#core/content/content-spanish.ts'
import englishOnlyCss from './english-only.css?inline'

// Staff-written text without its Spanish version (docs/decisions/0182-spanish-content-and-descriptions.md): on a Spanish
// page it shows in English with lang="en", and its block says so once, not on every line.

/** The lang of a text at `path` of a section shown in the page's language: "en" when a Spanish page shows its English. */
export const langOf = (english: readonly string[], path: string): 'en' | undefined => (english.includes(path) ? 'en' : undefined)

/** Whether any text of a block (its paths, or groups of paths: "valuesList") is shown in English. */
const inEnglish = (english: readonly string[], paths: readonly string[]) =>
  english.some((shown) => paths.some((path) => shown === path || shown.startsWith(`${path}.`)))

/** The block's note that some of its text is in English only; nothing when all of it is in the page's language. */
export function EnglishOnlyNote({ english, paths }: { english: readonly string[]; paths: readonly string[] }) {
  return inEnglish(english, paths) ? <EnglishOnlyMark /> : null
}

/** The note itself, for a block that knows its text is in English only. */
export function EnglishOnlyMark() {
  const { t } = useT('content')
  return (
    <>
      <InlineStyle name="english-only" css={englishOnlyCss} />
      <p className="english-only">{t('englishOnly')}</p>
    </>
  )
}

/**
 * A section's staff-written title and line (paths of `section`: "goalsTitle", "socialMedia.title"), each in its own
 * language, then the block's note when any of them or of the block's other texts (`more`) is shown in English.
 */
export function StaffSectionTitle({
  id,
  section,
  titlePath: title,
  textPath: text,
  more = [],
}: {
  id: string
  section: { english: readonly string[] }
  titlePath: string
  textPath: string
  more?: readonly string[]
}) {
  return (
    <>
      <SectionTitle
        id={id}
        title={textAt(section, title)}
        text={textAt(section, text)}
        lang={{ title: langOf(section.english, title), text: langOf(section.english, text) }}
      />
      <EnglishOnlyNote english={section.english} paths={[title, text, ...more]} />
    </>
  )
}
