import { useState, type ReactNode } from 'react'
import { LanguageSwitch, TranslationItem, plainText, type EditLang } from '#app/admin/ui/language-switch.tsx'

// What visitors read about a person (their title and bio) in English and in Spanish, under the content manager's
// "English | Español" switch (docs/decisions/0186-spanish-people-banners-and-footer.md): an agent's form and a team
// member's dialog. Names, phones and e-mails have no Spanish and stay outside the switch.

/** The texts of a person that have a Spanish version, and their Spanish fields. */
export const PERSON_TEXTS = [
  { field: 'title', spanish: 'titleEs', name: 'Title' },
  { field: 'bio', spanish: 'bioEs', name: 'Bio' },
] as const
export type PersonText = (typeof PERSON_TEXTS)[number]

type Texts = Partial<Record<'title' | 'bio' | 'titleEs' | 'bioEs', unknown>>
const written = (text: unknown) => typeof text === 'string' && plainText(text) !== ''

/** The person's texts with English and no Spanish: what the Spanish site shows in English, marked. */
export const missingPersonTexts = (values: Texts): PersonText[] =>
  PERSON_TEXTS.filter((t) => written(values[t.field]) && !written(values[t.spanish]))

export function PersonTexts({
  values,
  english,
  spanish,
}: {
  values: Texts
  /** The English fields, as the form writes them. */
  english: ReactNode
  /** The Spanish field of one text ("Title in Spanish"), lang="es". */
  spanish: (text: PersonText, label: string) => ReactNode
}) {
  const [lang, setLang] = useState<EditLang>('en')
  const missing = missingPersonTexts(values)
  const shown = PERSON_TEXTS.filter((t) => written(values[t.field]))
  return (
    <div className="full person-texts">
      <LanguageSwitch lang={lang} onChange={setLang} missing={missing.length} label="About this person" />
      {lang === 'en' ? (
        english
      ) : shown.length === 0 ? (
        <p className="muted">There is no title or bio yet: write the English first.</p>
      ) : (
        <div className="translation-list">
          {shown.map((t) => (
            <TranslationItem
              key={t.field}
              path={t.field}
              name={t.name}
              english={plainText(String(values[t.field]))}
              missing={missing.includes(t)}
            >
              {spanish(t, `${t.name} in Spanish`)}
            </TranslationItem>
          ))}
        </div>
      )}
    </div>
  )
}
