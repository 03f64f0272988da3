import { useId } from 'react'
import { FieldShell, fieldAria } from '#app/ui/forms/field.tsx'

/** A labelled input of the portal's settings forms, with its hint, or its error once there is one, right under it. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const texts = { id, hint, error, hintYields: true }
  return (
    <FieldShell label={label} {...texts}>
      <input id={id} {...fieldAria(texts)} {...input} />
    </FieldShell>
  )
}

/** One number a settings form asks: its name in the form's values, its label and hint, and what it may be. */
export interface NumberFieldSpec<K extends string> {
  name: K
  label: string
  hint?: string
  min: number
  step?: number
  /** Whole numbers only (a phone shows digits alone); else decimals too. */
  whole?: boolean
}

/** The number fields of a settings form over its text values, each with its problem under it. */
export function NumberFields<K extends string>({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: ReadonlyArray<NumberFieldSpec<K>>
  values: Record<K, string>
  errors: Record<string, string>
  onChange: (name: K, value: string) => void
}) {
  return fields.map(({ name, label, hint, min, step, whole }) => (
    <Field
      key={name}
      label={label}
      name={name}
      type="number"
      inputMode={whole ? 'numeric' : 'decimal'}
      min={min}
      step={step}
      value={values[name]}
      onChange={(e) => onChange(name, e.currentTarget.value)}
      hint={hint}
      error={errors[name]}
    />
  ))
}
