import { HOW_SCREENING_IS_DONE, type ScreeningCriteria } from '#core/leads/rental-screening.ts'
import { useT } from '#app/i18n/use-t.ts'
import { EnglishOnlyMark } from '#app/content/english-only.tsx'

/** A rental's screening criteria and how screening is done, as the criteria page shows them before the form. */
export function ScreeningCriteriaView({ criteria, rent }: { criteria: ScreeningCriteria; rent: number }) {
  const { t, number, lang } = useT('rentals')
  const income = Math.round(rent * criteria.incomeMultiple)
  // The policies are staff's words (shown as written, in English: a Spanish page marks them, decision 0191); the
  // income rule is the page's.
  const rows: Array<[string, string, boolean?]> = [
    [
      'income',
      rent > 0
        ? t('criteria.incomeAbout', { times: criteria.incomeMultiple, amount: number(income) })
        : t('criteria.incomeRule', { times: criteria.incomeMultiple }),
    ],
    ['credit', criteria.creditPolicy, true],
    ['background', criteria.backgroundPolicy, true],
    ['pets', criteria.petPolicy, true],
    ['occupancy', criteria.occupancyLimit, true],
    ['deposit', criteria.deposit, true],
  ]
  const marksEnglish = lang !== 'en'
  return (
    <section className="rent-criteria" aria-labelledby="rent-criteria-title">
      <h2 id="rent-criteria-title">{t('criteria.title')}</h2>
      {marksEnglish && <EnglishOnlyMark />}
      <dl>
        {rows.map(([term, text, written]) => (
          <div key={term}>
            <dt>{t(`criteria.term.${term}`)}</dt>
            <dd lang={marksEnglish && written ? 'en' : undefined}>{text}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('criteria.how')}</h3>
      {HOW_SCREENING_IS_DONE.map((_, i) => (
        <p key={i}>{t(`criteria.howText.${i}`)}</p>
      ))}
    </section>
  )
}
