import type { ComponentProps, ReactNode } from 'react'
import { FieldShell } from './field.tsx'

type Choice = string | number | { value: string | number; label: ReactNode }

/**
 * The <option>s of a select: plain values (shown through `label`, the value
 * itself by default) or { value, label } pairs.
 */
export function Options<T extends Choice>({ items, label }: { items: readonly T[]; label?: (item: T) => ReactNode }) {
  return (
    <>
      {items.map((item) => {
        const pair = typeof item === 'object' ? (item as Extract<Choice, object>) : undefined
        const value = pair ? pair.value : (item as string | number)
        return (
          <option key={value} value={value}>
            {label ? label(item) : pair ? pair.label : value}
          </option>
        )
      })}
    </>
  )
}

/** A required select that starts on a prompt the visitor cannot choose back ("Select type"); `label` words its values. */
export function RequiredSelect<T extends Choice>({
  prompt,
  items,
  label,
  ...select
}: { prompt: string; items: readonly T[]; label?: (item: T) => ReactNode } & Omit<
  ComponentProps<'select'>,
  'children' | 'required' | 'defaultValue'
>) {
  return (
    <select {...select} required defaultValue="">
      <option value="" disabled>
        {prompt}
      </option>
      <Options items={items} label={label} />
    </select>
  )
}

/** A required select in its field, with its label above and its choices worded by `option`. */
export function SelectField<T extends Choice>({
  id,
  name,
  label,
  prompt,
  items,
  option,
}: {
  id: string
  name: string
  label: string
  prompt: string
  items: readonly T[]
  option: (item: T) => ReactNode
}) {
  return (
    <FieldShell id={id} label={label} required>
      <RequiredSelect id={id} name={name} prompt={prompt} items={items} label={option} />
    </FieldShell>
  )
}

/** A word with a capital first letter, for values shown as labels ("email" -> "Email"). */
export const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1)
