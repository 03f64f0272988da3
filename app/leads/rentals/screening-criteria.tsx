import { HOW_SCREENING_IS_DONE, type ScreeningCriteria } from '#core/leads/rental-screening.ts'

/** A rental's screening criteria and how screening is done, as the criteria page shows them before the form. */
export function ScreeningCriteriaView({ criteria, rent }: { criteria: ScreeningCriteria; rent: number }) {
  const income = Math.round(rent * criteria.incomeMultiple)
  const rows: Array<[string, string]> = [
    [
      'Income',
      `Household income of at least ${criteria.incomeMultiple} times the monthly rent${rent > 0 ? ` (about $${income.toLocaleString('en-US')} a month)` : ''}, from all applicants together.`,
    ],
    ['Credit', criteria.creditPolicy],
    ['Background', criteria.backgroundPolicy],
    ['Pets', criteria.petPolicy],
    ['Occupancy', criteria.occupancyLimit],
    ['Security deposit', criteria.deposit],
  ]
  return (
    <section className="rent-criteria" aria-labelledby="rent-criteria-title">
      <h2 id="rent-criteria-title">Screening criteria</h2>
      <dl>
        {rows.map(([term, text]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <h3>How screening is done</h3>
      {HOW_SCREENING_IS_DONE.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  )
}
