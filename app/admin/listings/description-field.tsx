import { useContext, useState } from 'react'
import { FormContext, TextArea } from './form-fields.tsx'
import { getIn } from './form-model.ts'
import { LanguageSwitch, MissingSpanish, type EditLang } from '#app/admin/ui/language-switch.tsx'

// A listing's description in English and, beside it, in Spanish (docs/decisions/0182-spanish-content-and-descriptions.md):
// one field at a time under the "English | Español" switch; Spanish pages show the English, marked, while the Spanish is empty.

export function DescriptionField() {
  const { draft } = useContext(FormContext)
  const [lang, setLang] = useState<EditLang>('en')
  const english = String(getIn(draft, 'description') ?? '')
  const missing = english.trim() !== '' && !String(getIn(draft, 'descriptionEs') ?? '').trim()
  return (
    <div className="pe-wide">
      <LanguageSwitch lang={lang} onChange={setLang} missing={missing ? 1 : 0} label="Description" />
      {lang === 'en' ? (
        <TextArea path="description" label="Description" rows={7} fairHousing />
      ) : (
        <>
          {missing && <MissingSpanish />}
          <TextArea
            path="descriptionEs"
            label="Description in Spanish"
            hint="Shown on the Spanish site; while empty, it shows the English description."
            rows={7}
            lang="es"
            fairHousing
          />
        </>
      )}
    </div>
  )
}
