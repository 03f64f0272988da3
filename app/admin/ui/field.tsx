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
