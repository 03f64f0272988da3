import { createContext, useContext, useId, useState } from 'react'
import { ListingInputSchema } from '#core/listings/listing-form.ts'
import { maxLengthAt } from '#core/schema-fields.ts'
import { getIn, type Draft } from './form-model.ts'
import { FieldNotes, FieldShell, fieldAria } from '#app/ui/forms/field.tsx'
import { FairHousingFlags } from '#app/admin/ui/fair-housing-flags.tsx'
import { Options } from '#app/ui/forms/options.tsx'
import { useFieldProblem } from '#app/admin/ui/field-problems.tsx'
import { lengthCount } from '#app/admin/ui/text-field.tsx'

// The editor's inputs, bound to a path of the draft ("hoa.fee"), each with
// its label and, right under it, its hint or, once there is one, its problem (app/admin/ui/field-problems.tsx:
// the field tells the editor its label, so the editor's summary names it). A text the listing's schema limits
// gets the schema's limit and, near it, a count of its characters.

interface FormApi {
  draft: Draft
  set(path: string, value: unknown): void
}
export const FormContext = createContext<FormApi>({ draft: {}, set: () => undefined })
const useForm = () => useContext(FormContext)

/** The field's text, its problem and its hint with the count of its characters near the schema's limit. */
function useTextField(path: string, label: string, hint?: string) {
  const { draft, set } = useForm()
  const error = useFieldProblem(path, label)
  const value = String(getIn(draft, path) ?? '')
  const maxLength = maxLengthAt(ListingInputSchema, path)
  const count = maxLength ? lengthCount(value, maxLength) : ''
  return { value, set, error, maxLength, hint: [hint, count].filter(Boolean).join(' · ') || undefined }
}

interface Common {
  path: string
  label: string
  hint?: string
  className?: string
}

/** The shared field pattern with the editor's class ("pe-field", plus the field's own); the hint gives way to the error. */
const Shell = ({
  className,
  ...props
}: Omit<React.ComponentProps<typeof FieldShell>, 'className' | 'hintYields'> & { className?: string }) => (
  <FieldShell {...props} hintYields className={`pe-field ${className ?? ''}`} />
)

/** The control's aria attributes in the editor's pattern. */
const aria = (id: string, hint?: string, error?: string) => fieldAria({ id, hint, error, hintYields: true })

export function TextField({
  path,
  label,
  hint: help,
  className,
  fairHousing = false,
  ...input
}: Common & React.InputHTMLAttributes<HTMLInputElement> & { fairHousing?: boolean }) {
  const { value, set, error, maxLength, hint } = useTextField(path, label, help)
  const id = useId()
  return (
    <Shell id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        name={path}
        value={value}
        maxLength={maxLength}
        onChange={(e) => set(path, e.target.value)}
        {...aria(id, hint, error)}
        {...input}
      />
      {fairHousing && <FairHousingFlags text={value} />}
    </Shell>
  )
}

export function NumberField(props: Common & { step?: string; min?: number; max?: number; prefix?: string }) {
  const { prefix, ...rest } = props
  return (
    <TextField
      {...rest}
      inputMode={props.step && props.step !== '1' ? 'decimal' : 'numeric'}
      type="number"
      className={`${props.className ?? ''} ${prefix ? 'pe-prefixed' : ''}`}
      data-prefix={prefix}
    />
  )
}

export function TextArea({
  path,
  label,
  hint: help,
  rows = 5,
  fairHousing = false,
  lang,
}: Common & {
  rows?: number
  fairHousing?: boolean
  /** The language of the text, when it is not the portal's (English). */ lang?: string
}) {
  const { value, set, error, maxLength, hint } = useTextField(path, label, help)
  const id = useId()
  return (
    <Shell id={id} label={label} hint={hint} error={error} className="pe-wide">
      <textarea
        id={id}
        name={path}
        rows={rows}
        lang={lang}
        maxLength={maxLength}
        value={value}
        onChange={(e) => set(path, e.target.value)}
        {...aria(id, hint, error)}
      />
      {fairHousing && <FairHousingFlags text={value} />}
    </Shell>
  )
}

export function SelectField({
  path,
  label,
  hint,
  options,
  className,
  empty,
}: Common & { options: ReadonlyArray<{ value: string; label: string }>; empty?: string }) {
  const { draft, set } = useForm()
  const id = useId()
  const error = useFieldProblem(path, label)
  const value = getIn(draft, path)
  return (
    <Shell id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        name={path}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => set(path, e.target.value === '' && empty !== undefined ? null : e.target.value)}
        {...aria(id, hint, error)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        <Options items={options} />
      </select>
    </Shell>
  )
}

export function CheckboxField({ path, label, hint }: Common) {
  const { draft, set } = useForm()
  const id = useId()
  return (
    <div className="pe-check pe-wide">
      <input id={id} type="checkbox" checked={Boolean(getIn(draft, path))} onChange={(e) => set(path, e.target.checked)} />
      <label htmlFor={id}>
        {label}
        {hint && <span className="field-hint"> {hint}</span>}
      </label>
    </div>
  )
}

/** A list of short texts (features, appliances…): type and press Enter or Add; each item has its own remove button. */
export function ListField({ path, label, hint, placeholder }: Common & { placeholder?: string }) {
  const { draft, set } = useForm()
  const id = useId()
  const [text, setText] = useState('')
  const items = (getIn(draft, path) as string[] | undefined) ?? []
  const error = useFieldProblem(path, label)
  const help = hint ?? 'Press Enter to add each item.'
  const add = () => {
    const value = text.replace(/\s+/g, ' ').trim()
    if (value && !items.includes(value)) set(path, [...items, value])
    setText('')
  }
  return (
    <Shell id={id} label={label} hint={help} error={error} className="pe-wide">
      <div className="pe-list">
        {items.length > 0 && (
          <ul className="pe-chips" aria-label={label}>
            {items.map((item) => (
              <li key={item} className="pe-chip">
                <span>{item}</span>
                <button
                  type="button"
                  aria-label={`Remove ${item}`}
                  onClick={() =>
                    set(
                      path,
                      items.filter((i) => i !== item),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="pe-list-add">
          <input
            id={id}
            value={text}
            maxLength={maxLengthAt(ListingInputSchema, `${path}.0`)}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
            aria-describedby={aria(id, help, error)['aria-describedby']}
          />
          <button type="button" className="admin-btn admin-btn-small" onClick={add} disabled={!text.trim()}>
            Add
          </button>
        </div>
      </div>
    </Shell>
  )
}

/** A titled group of fields. */
export function FormSection({
  id,
  title,
  lead,
  children,
  aside,
}: {
  id: string
  title: string
  lead?: string
  children: React.ReactNode
  aside?: React.ReactNode
}) {
  return (
    <section className="admin-panel pe-section" aria-labelledby={`${id}-title`} id={id}>
      <div className="pe-section-head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p className="admin-muted">{lead}</p>}
        </div>
        {aside}
      </div>
      <div className="pe-grid">{children}</div>
    </section>
  )
}

/** Several choices of a fixed list (utilities the rent includes): a group of checkboxes with one problem for the group. */
export function ChoiceSetField({ path, label, hint, options }: Common & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { draft, set } = useForm()
  const id = useId()
  const error = useFieldProblem(path, label)
  const chosen = (getIn(draft, path) as string[] | undefined) ?? []
  const toggle = (value: string, on: boolean) => set(path, on ? [...chosen, value] : chosen.filter((v) => v !== value))
  return (
    <fieldset id={id} className="pe-field pe-wide pe-choices" aria-describedby={aria(id, hint, error)['aria-describedby']}>
      <legend>{label}</legend>
      <div className="pe-choice-grid">
        {options.map((o) => (
          <label key={o.value} className="pe-check">
            <input
              type="checkbox"
              name={path}
              value={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} hint={hint} error={error} hintYields />
    </fieldset>
  )
}
