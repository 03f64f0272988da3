import { useId } from 'react'
import { FieldShell, fieldAria } from '#app/ui/forms/field.tsx'
import { useFieldProblem } from './field-problems.tsx'
import { FairHousingFieldFlags } from './fair-housing-flags.tsx'

// Labelled inputs of the content manager's forms: every input has a visible
// label and, where useful, a help text tied to it, in the inline look.

interface FieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  help?: string
  type?: 'text' | 'email' | 'tel' | 'url'
  required?: boolean
  maxLength?: number
  placeholder?: string
  /** A textarea with this many rows instead of one line. */
  rows?: number
  error?: string
  /** Where the value sits in the form's schema ("socialMedia.facebook"): its problem is shown here (field-problems.tsx). */
  path?: string
  autoFocus?: boolean
  onKeyDown?: (e: React.KeyboardEvent<HTMLInputElement>) => void
  onBlur?: () => void
  disabled?: boolean
  /** The language of the text, when it is not the portal's (English). */
  lang?: string
}

/** The length is told once a text has used four fifths of what it may hold: "121 of 150 characters". */
export function lengthCount(value: string, maxLength: number): string {
  if (value.length < maxLength * 0.8) return ''
  return `${value.length.toLocaleString('en-US')} of ${maxLength.toLocaleString('en-US')} characters`
}

export function TextField({ label, value, onChange, help, type = 'text', rows, error, path, ...rest }: FieldProps) {
  const id = useId()
  const problem = useFieldProblem(path, label)
  const maxLength = rest.maxLength ?? (rows ? 3000 : 300)
  const count = lengthCount(value, maxLength)
  const texts = { id, hint: [help, count].filter(Boolean).join(' · ') || undefined, error: error ?? problem, look: 'inline' as const }
  const common = {
    id,
    value,
    required: rest.required,
    maxLength,
    placeholder: rest.placeholder,
    autoFocus: rest.autoFocus,
    // In a dialog, the dialog puts focus here when it opens (app/ui/dialog.tsx).
    'data-autofocus': rest.autoFocus || undefined,
    onBlur: rest.onBlur,
    disabled: rest.disabled,
    lang: rest.lang,
    ...fieldAria(texts),
  }
  const marked = (
    <>
      {label}
      {rest.required && <span aria-hidden="true"> *</span>}
    </>
  )
  return (
    <FieldShell label={marked} labelClassName="field-label" {...texts}>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} onKeyDown={rest.onKeyDown} />
      )}
      {type === 'text' && <FairHousingFieldFlags text={value} />}
    </FieldShell>
  )
}
