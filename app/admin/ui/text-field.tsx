import { useId } from 'react'
import { FieldShell, fieldAria } from '#app/ui/forms/field.tsx'

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
  autoFocus?: boolean
  onKeyDown?: (e: React.KeyboardEvent<HTMLInputElement>) => void
}

export function TextField({ label, value, onChange, help, type = 'text', rows, error, ...rest }: FieldProps) {
  const id = useId()
  const texts = { id, hint: help, error, look: 'inline' as const }
  const common = {
    id,
    value,
    required: rest.required,
    maxLength: rest.maxLength ?? (rows ? 3000 : 300),
    placeholder: rest.placeholder,
    autoFocus: rest.autoFocus,
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
    </FieldShell>
  )
}
