import { useId } from 'react'

// Labelled inputs of the portal's forms: every input has a visible label and,
// where useful, a help text tied to it with aria-describedby.

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
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    value,
    required: rest.required,
    maxLength: rest.maxLength ?? (rows ? 3000 : 300),
    placeholder: rest.placeholder,
    autoFocus: rest.autoFocus,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  }
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
        {rest.required && <span aria-hidden="true"> *</span>}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} onKeyDown={rest.onKeyDown} />
      )}
      {help && (
        <span id={`${id}-help`} className="field-help">
          {help}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  )
}
