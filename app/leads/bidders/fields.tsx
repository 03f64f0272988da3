import { createContext, useContext } from 'react'
import type { BidderProblem } from '#core/leads/bidder-rules.ts'
import { FieldError as ErrorText, FieldShell, RequiredMark, fieldAria } from '#app/ui/forms/field.tsx'

/** The problem the last submit found: its field shows the message under itself and is marked invalid. */
export const ProblemContext = createContext<BidderProblem | null>(null)

export const fieldDomId = (name: string) => `bid-${name.replace(/\./g, '-')}`

/** The current problem's message when it is this field's. */
function useProblemOf(name: string): string | undefined {
  const problem = useContext(ProblemContext)
  return problem?.field === name ? problem.message : undefined
}

/** The message under a field, when the current problem is this field's. */
export function FieldError({ name }: { name: string }) {
  return <ErrorText id={fieldDomId(name)} error={useProblemOf(name)} />
}

/** aria attributes of a control whose field may have the current problem. */
export function useInvalid(name: string) {
  return fieldAria({ id: fieldDomId(name), error: useProblemOf(name) })
}

export function TextField({
  name,
  label,
  value,
  onChange,
  required = false,
  hint,
  type = 'text',
  multiline = false,
  autoComplete,
  min,
  maxLength = 300,
}: {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'number' | 'url'
  multiline?: boolean
  autoComplete?: string
  min?: number
  maxLength?: number
}) {
  const texts = { id: fieldDomId(name), hint, error: useProblemOf(name) }
  const common = { id: texts.id, name, value, ...fieldAria(texts), 'aria-required': required || undefined }
  return (
    <FieldShell label={label} required={required} {...texts}>
      {multiline ? (
        <textarea {...common} rows={3} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          min={min}
          step={type === 'number' ? 1 : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
          maxLength={type === 'number' ? undefined : maxLength}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  )
}

/** A group of radio buttons (yes/no, service area) in a fieldset with its legend. */
export function ChoiceField({
  name,
  label,
  options,
  value,
  onChange,
  required = false,
  hint,
}: {
  name: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  value: string
  onChange: (value: string) => void
  required?: boolean
  hint?: string
}) {
  const aria = useInvalid(name)
  return (
    <fieldset className="field choice-field" aria-describedby={aria['aria-describedby']}>
      <legend>
        {label} {required && <RequiredMark />}
      </legend>
      {hint && <p className="field-hint">{hint}</p>}
      <div className="choices">
        {options.map((o, i) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              name={name}
              id={i === 0 ? fieldDomId(name) : undefined}
              value={o.value}
              checked={value === o.value}
              aria-invalid={aria['aria-invalid']}
              onChange={() => onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError name={name} />
    </fieldset>
  )
}
