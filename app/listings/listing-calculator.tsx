import { useId, useState } from 'react'
import { MORTGAGE_DEFAULTS, PREQUALIFICATION_URL } from '#core/constants.ts'
import { useT } from '#app/i18n/use-t.ts'
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
  const { t, price: formatPrice, number } = useT('calculators')
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
  // The rows' labels are translated where they are shown (CostRows).
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
  const inputs = {
    down: field('down', t('fields.downPayment'), downPayment, setDownPayment, 1000),
    rate: field('rate', t('fields.interestRate'), rate, setRate, 0.01),
    tax: field('tax', t('listing.taxRate'), taxRate, setTaxRate, 0.01),
    insurance: field('insurance', t('listing.insurance'), insurance, setInsurance, 50),
    hoa: field('hoa', t('listing.hoa'), hoa, setHoa, 5),
  }
  return (
    <section className="property-calculator" id="monthly-cost" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('listing.title')}</h2>
      <div className="monthly-cost-head" aria-live="polite">
        <p className="monthly-cost-total">
          <span className="monthly-cost-label">{t('listing.monthlyCost')}</span>
          <strong data-testid="property-monthly-cost">{t('listing.perMonth', { amount: money(cost.total) })}</strong>
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={open}
          aria-controls={`${id}-assumptions`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('listing.hideAssumptions') : t('listing.editAssumptions')}
        </button>
      </div>
      <CostRows rows={parts} />
      <div className="calc-inputs compact">
        {inputs.down}
        {inputs.rate}
        <FieldShell className="calc-field" id={`${id}-term`} label={t('fields.term')}>
          <input id={`${id}-term`} type="number" min={1} max={50} step={1} value={term} onChange={(e) => setTerm(e.target.value)} />
        </FieldShell>
      </div>
      <fieldset className="calc-inputs compact cost-assumptions" id={`${id}-assumptions`} hidden={!open}>
        <legend>{t('listing.assumptions')}</legend>
        {inputs.tax}
        {inputs.insurance}
        {inputs.hoa}
      </fieldset>
      <dl className="calc-summary" aria-live="polite">
        <div>
          <dt>{t('listing.monthlyPayment')}</dt>
          <dd data-testid="property-monthly">{formatPrice(result.monthlyPayment)}</dd>
        </div>
        <div>
          <dt>{t('listing.totalCost')}</dt>
          <dd>{formatPrice(result.totalCost)}</dd>
        </div>
        <div>
          <dt>{t('results.totalInterest')}</dt>
          <dd>{formatPrice(result.totalInterest)}</dd>
        </div>
      </dl>
      <p className="muted small-print">{t('listing.smallPrint', { rate: number(a.mortgageInsuranceRate) })}</p>
      <a className="text-link" href={PREQUALIFICATION_URL} target="_blank" rel="noopener noreferrer">
        {t('listing.prequalify')}
      </a>
    </section>
  )
}
