import { useId, useState } from 'react'
import { useCheckedSettings, useSettings } from '#app/admin/lib/use-settings.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { SettingsFormEnd } from '#app/admin/ui/form-outcome.tsx'
import { FieldShell, fieldAria } from '#app/ui/forms/field.tsx'
import type { Listing } from '#core/listings/listing.ts'
import {
  DEFAULT_SCREENING,
  ScreeningSettingsBodySchema,
  type ScreeningCriteria,
  type ScreeningSettings,
} from '#core/leads/rental-screening.ts'

// The screening criteria (docs/decisions/0130-rental-applications.md): written once for all rentals, and for a
// rental that needs its own. Each rental's criteria page shows them before the application.

type Draft = Omit<ScreeningCriteria, 'incomeMultiple'> & { incomeMultiple: string }
const draftOf = (c: ScreeningCriteria): Draft => ({ ...c, incomeMultiple: String(c.incomeMultiple) })
const criteriaOf = (d: Draft) => ({ ...d, incomeMultiple: d.incomeMultiple.trim() === '' ? Number.NaN : Number(d.incomeMultiple) })

const TEXTS: Array<[Exclude<keyof ScreeningCriteria, 'incomeMultiple'>, string, boolean]> = [
  ['creditPolicy', 'Credit policy', true],
  ['backgroundPolicy', 'Background policy', true],
  ['petPolicy', 'Pet policy', true],
  ['occupancyLimit', 'Occupancy limit', false],
  ['deposit', 'Security deposit', false],
]

function CriteriaFields({
  prefix,
  draft,
  errors,
  onChange,
  disabled,
}: {
  prefix: string
  draft: Draft
  errors: Record<string, string>
  onChange: (d: Draft) => void
  disabled: boolean
}) {
  const id = useId()
  const control = (key: keyof Draft, label: string, multiline: boolean) => {
    const texts = { id: `${id}-${key}`, error: errors[`${prefix}.${key}`] }
    const common = { id: texts.id, value: draft[key], disabled, ...fieldAria(texts) }
    return (
      <FieldShell key={key} label={label} {...texts}>
        {multiline ? (
          <textarea {...common} rows={3} maxLength={2000} onChange={(e) => onChange({ ...draft, [key]: e.target.value })} />
        ) : (
          <input
            {...common}
            type={key === 'incomeMultiple' ? 'number' : 'text'}
            step={key === 'incomeMultiple' ? 0.5 : undefined}
            min={key === 'incomeMultiple' ? 1 : undefined}
            maxLength={key === 'incomeMultiple' ? undefined : 300}
            onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
          />
        )}
      </FieldShell>
    )
  }
  return (
    <div className="screening-fields">
      {control('incomeMultiple', 'Income (times the monthly rent)', false)}
      {TEXTS.map(([key, label, multiline]) => control(key, label, multiline))}
    </div>
  )
}

export function ScreeningPanel() {
  const canEdit = staffCan('content.edit')
  const [defaults, setDefaults] = useState<Draft>(draftOf(DEFAULT_SCREENING))
  const [overrides, setOverrides] = useState<Array<{ listingId: string; criteria: Draft }>>([])
  const [adding, setAdding] = useState('')
  const rentals = useStaffData<Listing[]>('/api/admin/properties?type=rental&sort=title&limit=200').data ?? []
  const { data, error, outcome, setOutcome, busy, save } = useSettings<ScreeningSettings>(
    '/api/admin/rentals/screening',
    { saved: 'Screening criteria saved.', what: 'screening criteria' },
    (read) => {
      setDefaults(draftOf(read.defaults))
      setOverrides(read.overrides.map((o) => ({ listingId: o.listingId, criteria: draftOf(o.criteria) })))
    },
  )
  const body = () => ({
    defaults: criteriaOf(defaults),
    overrides: overrides.map((o) => ({ listingId: o.listingId, criteria: criteriaOf(o.criteria) })),
  })
  const settings = { save, setOutcome }
  const { errors, submit } = useCheckedSettings(ScreeningSettingsBodySchema, body, settings)
  const titleOf = (id: string) => rentals.find((r) => r._id === id)?.title ?? 'A rental no longer listed'
  const free = rentals.filter((r) => !overrides.some((o) => o.listingId === r._id))

  return (
    <section className="admin-panel" aria-labelledby="screening-heading">
      <h2 id="screening-heading">Screening criteria</h2>
      <p className="admin-muted">
        Shown on each available rental’s application page, before the form. Write them once for all rentals; give a rental its own when it
        differs.{canEdit ? '' : ' Owners and editors change them.'}
      </p>
      {error && !data && <p className="admin-alert admin-alert-error">{error}</p>}
      {data && (
        <form onSubmit={submit} noValidate>
          <fieldset className="screening-set" disabled={!canEdit}>
            <legend>All rentals</legend>
            <CriteriaFields prefix="defaults" draft={defaults} errors={errors} onChange={setDefaults} disabled={!canEdit} />
          </fieldset>
          {overrides.map((o, i) => (
            <fieldset key={o.listingId} className="screening-set" disabled={!canEdit}>
              <legend>{titleOf(o.listingId)}</legend>
              <CriteriaFields
                prefix={`overrides.${i}.criteria`}
                draft={o.criteria}
                errors={errors}
                disabled={!canEdit}
                onChange={(criteria) => setOverrides((all) => all.map((x, j) => (j === i ? { ...x, criteria } : x)))}
              />
              {canEdit && (
                <button
                  type="button"
                  className="admin-btn admin-btn-small"
                  onClick={() => setOverrides((all) => all.filter((_, j) => j !== i))}
                >
                  Use the criteria of all rentals for {titleOf(o.listingId)}
                </button>
              )}
            </fieldset>
          ))}
          {canEdit && (
            <div className="screening-add">
              <label>
                Give a rental its own criteria{' '}
                <select value={adding} onChange={(e) => setAdding(e.target.value)}>
                  <option value="">Choose a rental…</option>
                  {free.map((r) => (
                    <option key={r._id} value={r._id}>
                      {r.title}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="admin-btn admin-btn-secondary"
                disabled={!adding}
                onClick={() => {
                  setOverrides((all) => [...all, { listingId: adding, criteria: defaults }])
                  setAdding('')
                }}
              >
                Add
              </button>
            </div>
          )}
          <SettingsFormEnd label="Save screening criteria" busy={busy} canSave={canEdit} outcome={outcome} errors={errors} />
        </form>
      )}
    </section>
  )
}
