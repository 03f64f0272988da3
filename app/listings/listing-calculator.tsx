import { useId, useState } from 'react'
import { MORTGAGE_DEFAULTS, PREQUALIFICATION_URL } from '#core/constants.ts'
import { formatPrice } from '#core/format.ts'
import { FieldShell } from '#app/ui/forms/field.tsx'
import { defaultDownPayment, listingMortgage } from '#core/listings/mortgage.ts'

/** Property-page calculator (docs/product.md#property-page-mortgage-calculator); the page shows it for sale listings only. */
export function ListingCalculator({ price }: { price: number }) {
  const id = useId()
  const [downPayment, setDownPayment] = useState(String(defaultDownPayment(price, MORTGAGE_DEFAULTS.downPaymentPercent)))
  const [rate, setRate] = useState(String(MORTGAGE_DEFAULTS.interestRate))
  const [term, setTerm] = useState(String(MORTGAGE_DEFAULTS.termYears))
  const result = listingMortgage({
    loanAmount: price - Number(downPayment || 0),
    annualRatePercent: Number(rate || 0),
    termYears: Number(term || 0),
  })
  return (
    <section className="property-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Mortgage Calculator</h2>
      <div className="calc-inputs compact">
        <FieldShell className="calc-field" id={`${id}-down`} label="Down payment ($)">
          <input id={`${id}-down`} type="number" min={0} step={1000} value={downPayment} onChange={(e) => setDownPayment(e.target.value)} />
        </FieldShell>
        <FieldShell className="calc-field" id={`${id}-rate`} label="Interest rate (%)">
          <input id={`${id}-rate`} type="number" min={0} step={0.01} value={rate} onChange={(e) => setRate(e.target.value)} />
        </FieldShell>
        <FieldShell className="calc-field" id={`${id}-term`} label="Loan term (years)">
          <input id={`${id}-term`} type="number" min={1} max={50} step={1} value={term} onChange={(e) => setTerm(e.target.value)} />
        </FieldShell>
      </div>
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
      <a className="text-link" href={PREQUALIFICATION_URL} target="_blank" rel="noopener noreferrer">
        Get pre-qualified with our lending partner (opens in a new tab)
      </a>
    </section>
  )
}
