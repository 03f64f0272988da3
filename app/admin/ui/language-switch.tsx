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
