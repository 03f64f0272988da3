import { useState } from 'react'
import { useCheckedSettings, useSettings } from '#app/admin/lib/use-settings.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { SettingsFormEnd } from '#app/admin/ui/form-outcome.tsx'
import { NumberFields, type NumberFieldSpec } from '#app/admin/ui/field.tsx'
import { CostAssumptionsBodySchema, type CostAssumptions, type CostAssumptionsBody } from '#core/listings/cost-assumptions.ts'

// The default assumptions of the monthly cost (docs/decisions/0141-monthly-cost-assumptions.md), under the listings:
// every card, listing page and the mortgage calculator page start from them; visitors change them for themselves.

type Key = keyof CostAssumptionsBody
type Draft = Record<Key, string>

const FIELDS: Array<NumberFieldSpec<Key>> = [
  { name: 'interestRate', label: 'Interest rate (%)', min: 0, step: 0.01, hint: 'A 30-year fixed loan.' },
  { name: 'downPaymentPercent', label: 'Down payment (%)', min: 0, step: 1, hint: 'Of the price. Below 20 % adds mortgage insurance.' },
  { name: 'propertyTaxRate', label: 'Property tax (% a year)', min: 0, step: 0.01, hint: 'Of the price.' },
  { name: 'annualInsurance', label: 'Home insurance ($ a year)', min: 0, step: 50, hint: 'The same for every home.' },
  { name: 'mortgageInsuranceRate', label: 'Mortgage insurance (% a year)', min: 0, step: 0.01, hint: 'Of the loan, below 20 % down.' },
]

const draftOf = (a: CostAssumptionsBody): Draft => Object.fromEntries(FIELDS.map(({ name }) => [name, String(a[name])])) as Draft
const bodyOf = (d: Draft) => Object.fromEntries(FIELDS.map(({ name }) => [name, d[name].trim() === '' ? undefined : Number(d[name])]))

export function CostAssumptionsPanel() {
  const canEdit = staffCan('content.edit')
  const [draft, setDraft] = useState<Draft | null>(null)
  const { data, error, outcome, setOutcome, busy, save } = useSettings<CostAssumptions>(
    '/api/admin/cost-assumptions',
    { saved: 'Monthly cost assumptions saved. Every listing shows the new figures.', what: 'assumptions' },
    (read) => setDraft(draftOf(read)),
  )
  const { errors, submit } = useCheckedSettings(CostAssumptionsBodySchema, () => draft && bodyOf(draft), { save, setOutcome })

  return (
    <section className="admin-panel" aria-labelledby="cost-assumptions-heading">
      <h2 id="cost-assumptions-heading">Monthly cost assumptions</h2>
      <p className="admin-muted">
        Each listing card and page shows an estimated monthly cost worked out from these, with the listing’s HOA fee (sales) or fees
        (rentals). The mortgage calculator page starts from them too.{canEdit ? '' : ' Owners and editors change them.'}
      </p>
      {error && !data && <p className="admin-alert admin-alert-error">{error}</p>}
      {data && draft && (
        <form onSubmit={submit} noValidate>
          <fieldset className="cost-assumption-fields" disabled={!canEdit}>
            <legend className="sr-only">Assumptions</legend>
            <NumberFields
              fields={FIELDS}
              values={draft}
              errors={errors}
              onChange={(key, value) => setDraft((d) => d && { ...d, [key]: value })}
            />
          </fieldset>
          <SettingsFormEnd canSave={canEdit} busy={busy} label="Save assumptions" outcome={outcome} errors={errors} />
        </form>
      )}
    </section>
  )
}
