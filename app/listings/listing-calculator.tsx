import { useId, useState } from 'react'
import { MORTGAGE_DEFAULTS, PREQUALIFICATION_URL } from '#core/constants.ts'
import { formatPrice } from '#core/format.ts'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { defaultDownPayment, listingMortgage, monthlyOwnershipCost } from '#core/listings/mortgage.ts'
import { CostRows, useCostAssumptions } from './monthly-cost.tsx'

const num = (v: string) => (v.trim() === '' ? 0 : Number(v))

/**
 * Property-page calculator (docs/product.md#property-page-mortgage-calculator); the page shows it for sale listings
 * only. Above it, the home's monthly cost (docs/decisions/0140-monthly-cost-on-every-listing.md): it starts from the
 * staff's assumptions and the listing's HOA fee, and the assumptions are one button away, each change counted at once.
 */
export function ListingCalculator({ price, monthlyHoa }: { price: number; monthlyHoa: number }) {
  const id = useId()
  const a = useCostAssumptions()
  const [downPayment, setDownPayment] = useState(String(defaultDownPayment(price, a.downPaymentPercent)))
  const [rate, setRate] = useState(String(a.interestRate))
  const [term, setTerm] = useState(String(MORTGAGE_DEFAULTS.termYears))
  const [taxRate, setTaxRate] = useState(String(a.propertyTaxRate))
  const [insurance, setInsurance] = useState(String(a.annualInsurance))
  const [hoa, setHoa] = useState(String(Math.round(monthlyHoa * 100) / 100))
  const [open, setOpen] = useState(false)
  const result = listingMortgage({
    loanAmount: price - Number(downPayment || 0),
    annualRatePercent: Number(rate || 0),
    termYears: Number(term || 0),
  })
  const cost = monthlyOwnershipCost({
    price,
    downPayment: num(downPayment),
    annualRatePercent: num(rate),
    termYears: num(term),
    annualPropertyTax: (price * num(taxRate)) / 100,
    annualInsurance: num(insurance),
    monthlyHoa: num(hoa),
    mortgageInsuranceRatePercent: a.mortgageInsuranceRate,
  })
  const parts: Array<[string, number]> = [
    ['Principal & interest', cost.principalAndInterest],
    ['Property tax', cost.propertyTax],
    ['Home insurance', cost.insurance],
    ['HOA', cost.hoa],
  ]
  if (cost.mortgageInsurance > 0) parts.push(['Mortgage insurance (under 20 % down)', cost.mortgageInsurance])
  const money = (n: number) => formatPrice(Number.isFinite(n) ? Math.round(n) : 0)
  const field = (key: string, label: string, value: string, set: (v: string) => void, step: number) => (
    <FieldShell className="calc-field" id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </FieldShell>
  )
  return (
    <section className="property-calculator" id="monthly-cost" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Mortgage Calculator</h2>
      <div className="monthly-cost-head" aria-live="polite">
        <p className="monthly-cost-total">
          <span className="monthly-cost-label">Estimated monthly cost</span>
          <strong data-testid="property-monthly-cost">{money(cost.total)}/mo</strong>
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls={`${id}-assumptions`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide assumptions' : 'Edit assumptions'}
        </button>
      </div>
      <CostRows rows={parts} />
      <div className="calc-inputs compact">
        {field('down', 'Down payment ($)', downPayment, setDownPayment, 1000)}
        {field('rate', 'Interest rate (%)', rate, setRate, 0.01)}
        <FieldShell className="calc-field" id={`${id}-term`} label="Loan term (years)">
          <input id={`${id}-term`} type="number" min={1} max={50} step={1} value={term} onChange={(e) => setTerm(e.target.value)} />
        </FieldShell>
      </div>
      <fieldset className="calc-inputs compact cost-assumptions" id={`${id}-assumptions`} hidden={!open}>
        <legend>Taxes, insurance and HOA</legend>
        {field('tax', 'Tax rate (% of price a year)', taxRate, setTaxRate, 0.01)}
        {field('insurance', 'Home insurance ($ a year)', insurance, setInsurance, 50)}
        {field('hoa', 'HOA ($ a month)', hoa, setHoa, 5)}
      </fieldset>
      <dl className="calc-summary" aria-live="polite">
        <div>
          <dt>Monthly payment</dt>
          <dd data-testid="property-monthly">{formatPrice(result.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>Total cost</dt>
          <dd>{formatPrice(result.totalCost)}</dd>
        </div>
        <div>
          <dt>Total interest</dt>
          <dd>{formatPrice(result.totalInterest)}</dd>
        </div>
      </dl>
      <p className="muted small-print">
        Estimates only: {a.mortgageInsuranceRate} % a year of the loan in mortgage insurance below 20 % down. Your rate and payment depend
        on your credit, the lender and the loan program.
      </p>
      <a className="text-link" href={PREQUALIFICATION_URL} target="_blank" rel="noopener noreferrer">
        Get pre-qualified with our lending partner (opens in a new tab)
      </a>
    </section>
  )
}
