import { useId, useState } from 'react'
import { PREQUALIFICATION_URL, QUICK_TERMS, STANDALONE_CALCULATOR_DEFAULTS, TERM_MAX_YEARS, TERM_MIN_YEARS } from '#core/constants.ts'
import { useT } from '#app/i18n/use-t.ts'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { monthlyOwnershipCost } from '#core/listings/mortgage.ts'
import { calculatorStart } from '#core/listings/cost-estimates.ts'
import { useCostAssumptions } from './monthly-cost.tsx'

const num = (v: string) => (v.trim() === '' ? 0 : Number(v))

/** Standalone calculator (docs/product.md#mortgage-calculator-page): payment, monthly tax and insurance, totals. */
export function StandaloneCalculator() {
  const id = useId()
  const { t, price: formatPrice } = useT('calculators')
  const money = (n: number) => formatPrice(Number.isFinite(n) ? Math.round(n) : 0)
  // Its starting values follow the staff's monthly-cost assumptions (docs/decisions/0141-monthly-cost-assumptions.md).
  const assumptions = useCostAssumptions()
  const d = calculatorStart(assumptions)
  const [values, setValues] = useState({
    homePrice: String(d.homePrice),
    downPayment: String(d.downPayment),
    interestRate: String(d.interestRate),
    termYears: String(d.termYears),
    annualPropertyTax: String(d.annualPropertyTax),
    annualInsurance: String(d.annualInsurance),
  })
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }))
  // The term is 1 to 50 whole years. What the field shows is what is computed: a longer term is
  // brought down as it is typed; a shorter one (typing "2" on the way to "20" passes through it) when the field is left.
  const setTerm = (e: React.ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value
    const n = Number(typed)
    setValues((v) => ({ ...v, termYears: typed.trim() !== '' && n > TERM_MAX_YEARS ? String(TERM_MAX_YEARS) : typed }))
  }
  const settleTerm = () =>
    setValues((v) => {
      const n = Math.round(Number(v.termYears))
      const clamped = Number.isFinite(n) ? Math.min(TERM_MAX_YEARS, Math.max(TERM_MIN_YEARS, n)) : STANDALONE_CALCULATOR_DEFAULTS.termYears
      return { ...v, termYears: String(clamped) }
    })

  const price = num(values.homePrice)
  const down = num(values.downPayment)
  // While a term below 1 or a fraction is being typed, what is shown is computed as it stands (0 gives zeros).
  const term = Math.max(0, num(values.termYears))
  const loanAmount = Math.max(0, price - down)
  const cost = monthlyOwnershipCost({
    price,
    downPayment: down,
    annualRatePercent: num(values.interestRate),
    termYears: term,
    annualPropertyTax: num(values.annualPropertyTax),
    annualInsurance: num(values.annualInsurance),
    monthlyHoa: 0,
    mortgageInsuranceRatePercent: assumptions.mortgageInsuranceRate,
  })
  const { principalAndInterest, propertyTax: monthlyTax, insurance: monthlyInsurance, mortgageInsurance, total: monthlyTotal } = cost
  const months = term * 12
  const totalPaid = principalAndInterest * months
  const totalInterest = Math.max(0, totalPaid - loanAmount)
  const downPercent = price > 0 ? Math.round((down / price) * 100) : 0

  const field = (key: keyof typeof values, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FieldShell className="calc-field" id={`${id}-${key}`} label={label}>
      <input id={`${id}-${key}`} type="number" inputMode="decimal" min={0} value={values[key]} onChange={set(key)} {...extra} />
    </FieldShell>
  )

  const inputs = {
    homePrice: field('homePrice', t('fields.homePrice'), { step: 1000 }),
    downPayment: field('downPayment', t('fields.downPaymentPercent', { percent: downPercent }), { step: 1000 }),
    interestRate: field('interestRate', t('fields.interestRate'), { step: 0.01 }),
    termYears: field('termYears', t('fields.term'), {
      min: TERM_MIN_YEARS,
      max: TERM_MAX_YEARS,
      step: 1,
      inputMode: 'numeric',
      onChange: setTerm,
      onBlur: settleTerm,
    }),
    annualPropertyTax: field('annualPropertyTax', t('fields.annualTax'), { step: 100 }),
    annualInsurance: field('annualInsurance', t('fields.annualInsurance'), { step: 100 }),
  }

  // The results, each as its words' key, its figure and the name tests read it by.
  const rows: ReadonlyArray<readonly [string, number, string?]> = [
    ['rows.principalAndInterestShort', principalAndInterest, 'principal-interest'],
    ['rows.propertyTax', monthlyTax],
    ['rows.homeInsurance', monthlyInsurance],
    ...(mortgageInsurance > 0 ? [['rows.mortgageInsuranceUnder20', mortgageInsurance, 'mortgage-insurance'] as const] : []),
    ['results.loanAmount', loanAmount, 'loan-amount'],
    ['results.totalPaid', totalPaid],
    ['results.totalInterest', totalInterest, 'total-interest'],
  ]
  return (
    <div className="calculator">
      <form className="calc-inputs" onSubmit={(e) => e.preventDefault()} aria-label={t('standalone.form')}>
        {inputs.homePrice}
        {inputs.downPayment}
        {inputs.interestRate}
        {inputs.termYears}
        <div className="quick-terms" role="group" aria-label={t('standalone.quickTerms')}>
          {QUICK_TERMS.map((years) => (
            <button
              key={years}
              type="button"
              className={`chip${term === years ? ' is-active' : ''}`}
              aria-pressed={term === years}
              onClick={() => setValues((v) => ({ ...v, termYears: String(years) }))}
            >
              {t('standalone.years', { count: years })}
            </button>
          ))}
        </div>
        {inputs.annualPropertyTax}
        {inputs.annualInsurance}
      </form>
      <section className="calc-results" aria-live="polite" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`}>{t('standalone.title')}</h2>
        <p className="calc-total" data-testid="monthly-total">
          {money(monthlyTotal)}
        </p>
        <dl>
          {rows.map(([key, value, testId]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd data-testid={testId}>{money(value)}</dd>
            </div>
          ))}
        </dl>
        <a className="btn btn-accent" href={PREQUALIFICATION_URL} target="_blank" rel="noopener noreferrer">
          {t('standalone.prequalify')}
        </a>
      </section>
    </div>
  )
}
