import { createContext, useContext } from 'react'
import { FieldError, FieldShell, RequiredMark, fieldAria } from '#app/ui/forms/field.tsx'
import { EMPLOYMENT_STATUSES, type ApplicantPart } from '#core/leads/rental-application.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { useT } from '#app/i18n/use-t.ts'

// The rental application's fields (docs/decisions/0130-rental-applications.md), in the one field pattern of the
// public forms (app/ui/forms/field.tsx): the messages of the shared schema's last check, each under its field,
// keyed by the field's path ("applicant.email", "household.pets.0.kind").

export const RentalErrors = createContext<Record<string, string>>({})

export const rentalFieldId = (path: string) => `rent-${path.replace(/\./g, '-')}`

/** Moves the focus to the first field with a message, after React has drawn the messages. */
export function focusFirstProblem(errors: Record<string, string>) {
  const first = Object.keys(errors)[0]
  if (first) requestAnimationFrame(() => document.getElementById(rentalFieldId(first))?.focus())
}

export function TextInput({
  path,
  label,
  value,
  onChange,
  required = false,
  hint,
  type = 'text',
  autoComplete,
  maxLength = 200,
  inputMode,
}: {
  path: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  hint?: string
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: string
  maxLength?: number
  inputMode?: 'numeric'
}) {
  const texts = { id: rentalFieldId(path), hint, error: useContext(RentalErrors)[path] }
  return (
    <FieldShell label={label} required={required} {...texts}>
      <input
        id={texts.id}
        name={path}
        type={type}
        value={value}
        maxLength={type === 'date' ? undefined : maxLength}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        aria-required={required || undefined}
        {...fieldAria(texts)}
        onChange={(e) => onChange(e.target.value)}
      />
    </FieldShell>
  )
}

/** One text field of a group: its key in the group's object, its label's key (`rentals:field.<label>`) and how it is asked. */
export interface FieldSpec<T> extends Omit<Parameters<typeof TextInput>[0], 'path' | 'label' | 'value' | 'hint' | 'onChange'> {
  key: keyof T & string
  label: string
  /** Its hint's key (`rentals:hint.<hint>`). */
  hint?: string
}

/** The text inputs of `fields` over one object at `path`, each changing its own key; `row` names each label's row. */
export function TextInputs<T extends Record<string, string>>({
  path,
  value,
  fields,
  onChange,
  row,
}: {
  path: string
  value: T
  fields: Array<FieldSpec<T>>
  onChange: (value: T) => void
  /** The row's group and number, when the inputs are one row of a list: "Name (pet 2)". */
  row?: { group: string; n: number }
}) {
  const { t } = useT('rentals')
  return fields.map(({ key, label, hint, ...how }) => (
    <TextInput
      key={key}
      path={`${path}.${key}`}
      label={row ? t(`rows.${row.group}.label`, { label: t(`field.${label}`), n: row.n }) : t(`field.${label}`)}
      hint={hint && t(`hint.${hint}`)}
      value={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
      {...how}
    />
  ))
}

type PartTexts = Omit<ApplicantPart, 'employmentStatus'>
const PART_FIELDS: Array<FieldSpec<PartTexts>> = [
  { key: 'employer', label: 'employer', autoComplete: 'organization' },
  { key: 'jobTitle', label: 'jobTitle', autoComplete: 'organization-title' },
  { key: 'employedSince', label: 'employedSince', hint: 'monthYear', maxLength: 40 },
  { key: 'monthlyIncome', label: 'monthlyIncome', required: true, inputMode: 'numeric', maxLength: 7 },
]
const OTHER_INCOME: Array<FieldSpec<PartTexts>> = [{ key: 'otherIncome', label: 'otherIncome', hint: 'otherIncome', maxLength: 500 }]

/** One applicant's employment and income: the main applicant's and each co-applicant's own part. */
export function PartFields({ prefix, part, onChange }: { prefix: string; part: ApplicantPart; onChange: (part: ApplicantPart) => void }) {
  const { t } = useT('rentals')
  const error = useContext(RentalErrors)[`${prefix}.employmentStatus`]
  const id = rentalFieldId(`${prefix}.employmentStatus`)
  const texts = (fields: Array<FieldSpec<PartTexts>>) => (
    <TextInputs path={prefix} value={part} fields={fields} onChange={(texts) => onChange({ ...part, ...texts })} />
  )
  return (
    <>
      <FieldShell id={id} label={t('field.employment')} required error={error}>
        <select
          id={id}
          name={`${prefix}.employmentStatus`}
          value={part.employmentStatus}
          aria-required
          {...fieldAria({ id, error })}
          onChange={(e) => onChange({ ...part, employmentStatus: e.target.value as ApplicantPart['employmentStatus'] })}
        >
          <option value="">{t('choose')}</option>
          {EMPLOYMENT_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {t(`employment.${s.value}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className="field-grid">{texts(PART_FIELDS)}</div>
      {texts(OTHER_INCOME)}
    </>
  )
}

/** The agreement every applicant ticks themselves (it starts unticked); its words are kept with the application. */
export function RentalAgreement({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useT('rentals')
  const id = rentalFieldId('consent')
  const error = useContext(RentalErrors).consent
  return (
    <div className="field">
      <label className="choice agreement">
        <input
          type="checkbox"
          id={id}
          name="consent"
          checked={checked}
          {...fieldAria({ id, error })}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          {t('consent', { company: COMPANY_NAME })} <RequiredMark />
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A list the applicant adds rows to (household members, pets, vehicles, references, co-applicants); a new row has
 * every field empty. Its words are the group's (`rentals:rows.<group>.*`), with a hint when `hint` says so. */
export function Rows<T extends Record<string, string>>({
  path,
  group,
  hint = false,
  rows,
  fields,
  max,
  onChange,
}: {
  path: string
  group: string
  hint?: boolean
  rows: T[]
  fields: Array<FieldSpec<T>>
  max: number
  onChange: (rows: T[]) => void
}) {
  const { t } = useT('rentals')
  const empty = () => Object.fromEntries(fields.map((f) => [f.key, ''])) as T
  return (
    <fieldset className="rent-rows">
      <legend>{t(`rows.${group}.title`)}</legend>
      {hint && <p className="field-hint">{t(`rows.${group}.hint`)}</p>}
      {rows.map((row, i) => (
        <div className="rent-row" key={i}>
          <div className="field-grid">
            <TextInputs
              path={`${path}.${i}`}
              value={row}
              fields={fields}
              row={{ group, n: i + 1 }}
              onChange={(changed) => onChange(rows.map((r, j) => (j === i ? changed : r)))}
            />
          </div>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {t(`rows.${group}.remove`, { n: i + 1 })}
          </button>
        </div>
      ))}
      {rows.length < max && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([...rows, empty()])}>
          {rows.length ? t(`rows.${group}.addAnother`) : t(`rows.${group}.add`)}
        </button>
      )}
    </fieldset>
  )
}

export const emptyPart = (): ApplicantPart => ({
  employmentStatus: '' as ApplicantPart['employmentStatus'],
  employer: '',
  jobTitle: '',
  employedSince: '',
  monthlyIncome: '',
  otherIncome: '',
})
