import { useState, type ReactNode } from 'react'
import { LanguageSwitch, TranslationItem, plainText, type EditLang } from '#app/admin/ui/language-switch.tsx'

// What visitors read about a person or a partner (a title and bio, a description, specialties) in English and in
// Spanish, under the content manager's "English | Español" switch
// (docs/decisions/0186-spanish-people-banners-and-footer.md): an agent's and a partner's form and a team member's
// dialog. Names, phones and e-mails have no Spanish and stay outside the switch.

/** One text with a Spanish version: its key (data-path), its name ("Bio"), and both versions as the form holds them. */
export interface PersonText {
  key: string
  name: string
  english: string
  spanish: string
}

/** The title and bio of an agent or team member, from the form's values. */
export const titleAndBio = (values: Partial<Record<'title' | 'bio' | 'titleEs' | 'bioEs', unknown>>): PersonText[] => [
  { key: 'title', name: 'Title', english: String(values.title ?? ''), spanish: String(values.titleEs ?? '') },
  { key: 'bio', name: 'Bio', english: String(values.bio ?? ''), spanish: String(values.bioEs ?? '') },
]

const written = (text: string) => plainText(text) !== ''

export function PersonTexts({
  texts,
  about,
  english,
  spanish,
}: {
  texts: readonly PersonText[]
  /** What the texts are about, for the switch's name ("About this person"). */
  about: string
  /** The English fields, as the form writes them. */
  english: ReactNode
  /** The Spanish field of one text ("Title in Spanish"), lang="es". */
  spanish: (text: PersonText, label: string) => ReactNode
}) {
  const [lang, setLang] = useState<EditLang>('en')
  const shown = texts.filter((t) => written(t.english))
  const missing = shown.filter((t) => !written(t.spanish))
  return (
    <div className="full person-texts">
      <LanguageSwitch lang={lang} onChange={setLang} missing={missing.length} label={about} />
      {lang === 'en' ? (
        english
      ) : shown.length === 0 ? (
        <p className="muted">There is nothing to translate yet: write the English first.</p>
      ) : (
        <div className="translation-list">
          {shown.map((t) => (
            <TranslationItem key={t.key} path={t.key} name={t.name} english={plainText(t.english)} missing={missing.includes(t)}>
              {spanish(t, `${t.name} in Spanish`)}
            </TranslationItem>
          ))}
        </div>
      )}
    </div>
  )
}
