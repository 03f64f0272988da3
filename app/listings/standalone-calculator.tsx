import { useId, useState } from 'react'
import { PREQUALIFICATION_URL, QUICK_TERMS, STANDALONE_CALCULATOR_DEFAULTS, TERM_MAX_YEARS, TERM_MIN_YEARS } from '#core/constants.ts'
import { formatPrice } from '#core/format.ts'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { monthlyOwnershipCost } from '#core/listings/mortgage.ts'
import { calculatorStart } from '#core/listings/cost-assumptions.ts'
import { useCostAssumptions } from './monthly-cost.tsx'

const money = (n: number) => (Number.isFinite(n) ? formatPrice(n) : formatPrice(0))
const num = (v: string) => (v.trim() === '' ? 0 : Number(v))

/** Standalone calculator (docs/product.md#mortgage-calculator-page): payment, monthly tax and insurance, totals. */
export function StandaloneCalculator() {
  const id = useId()
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

  return (
    <div className="calculator">
      <form className="calc-inputs" onSubmit={(e) => e.preventDefault()} aria-label="Loan details">
        {field('homePrice', 'Home price ($)', { step: 1000 })}
        {field('downPayment', `Down payment ($) · ${downPercent}%`, { step: 1000 })}
        {field('interestRate', 'Interest rate (%)', { step: 0.01 })}
        {field('termYears', 'Loan term (years)', {
          min: TERM_MIN_YEARS,
          max: TERM_MAX_YEARS,
          step: 1,
          inputMode: 'numeric',
          onChange: setTerm,
          onBlur: settleTerm,
        })}
        <div className="quick-terms" role="group" aria-label="Quick loan terms">
          {QUICK_TERMS.map((t) => (
            <button
              key={t}
              type="button"
              className={`chip${term === t ? ' is-active' : ''}`}
              aria-pressed={term === t}
              onClick={() => setValues((v) => ({ ...v, termYears: String(t) }))}
            >
              {t} years
            </button>
          ))}
        </div>
        {field('annualPropertyTax', 'Annual property tax ($)', { step: 100 })}
        {field('annualInsurance', 'Annual home insurance ($)', { step: 100 })}
      </form>
      <section className="calc-results" aria-live="polite" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`}>Estimated Monthly Payment</h2>
        <p className="calc-total" data-testid="monthly-total">
          {money(monthlyTotal)}
        </p>
        <dl>
          <div>
            <dt>Principal &amp; interest</dt>
            <dd data-testid="principal-interest">{money(principalAndInterest)}</dd>
          </div>
          <div>
            <dt>Property tax</dt>
            <dd>{money(monthlyTax)}</dd>
          </div>
          <div>
            <dt>Home insurance</dt>
            <dd>{money(monthlyInsurance)}</dd>
          </div>
          {mortgageInsurance > 0 && (
            <div>
              <dt>Mortgage insurance (under 20 % down)</dt>
              <dd data-testid="mortgage-insurance">{money(mortgageInsurance)}</dd>
            </div>
          )}
          <div>
            <dt>Loan amount</dt>
            <dd data-testid="loan-amount">{money(loanAmount)}</dd>
          </div>
          <div>
            <dt>Total of payments</dt>
            <dd>{money(totalPaid)}</dd>
          </div>
          <div>
            <dt>Total interest</dt>
            <dd data-testid="total-interest">{money(totalInterest)}</dd>
          </div>
        </dl>
        <a className="btn btn-accent" href={PREQUALIFICATION_URL} target="_blank" rel="noopener noreferrer">
          Get Pre-Qualified (opens in a new tab)
        </a>
      </section>
    </div>
  )
}
