import { useRouteLoaderData } from 'react-router'
import {
  DEFAULT_COST_ASSUMPTIONS,
  cardMonthlyCost,
  costBreakdown,
  type CardCosts,
  type CostBreakdown,
} from '#core/listings/cost-estimates.ts'
import type { CostAssumptionsBody } from '#core/listings/cost-assumptions.ts'
import type { Listing } from '#core/listings/listing.ts'
import { useT } from '#app/i18n/use-t.ts'

// The monthly cost on every listing (docs/decisions/0140-monthly-cost-on-every-listing.md): the staff's default
// assumptions come with the public layout's data, so every card and page shows figures from the same ones.

/** The default assumptions of the page (the layout's data; the built-in defaults outside the public layout). */
export function useCostAssumptions(): CostAssumptionsBody {
  type Layout = { costAssumptions?: CostAssumptionsBody }
  // The public layout is registered once per language (app/routes.ts).
  const en = useRouteLoaderData<Layout>('routes/public-layout')
  const es = useRouteLoaderData<Layout>('es/routes/public-layout')
  return (en ?? es)?.costAssumptions ?? DEFAULT_COST_ASSUMPTIONS
}

type Costed = Pick<Listing, 'type' | 'status' | 'price' | 'estimatedPrice'> & { costs: CardCosts }

/**
 * The short line of a card or a listing's head: "Est. $1,842/mo" for a sale; for a rental with fees, the rent and
 * fees together. Nothing where no one can buy or rent the home, or a rental's rent is all it costs.
 */
export function MonthlyCostLine({ listing, className, children }: { listing: Costed; className: string; children?: React.ReactNode }) {
  const assumptions = useCostAssumptions()
  const { t, price } = useT('calculators')
  const amount = cardMonthlyCost(listing, assumptions)
  if (amount === null) return null
  const rental = listing.type === 'rental'
  if (rental && amount === Math.round(listing.price)) return null
  const shown = { amount: price(amount) }
  return (
    // A <div>, not a <p>: a bold price paragraph followed by a smaller one reads to checkers as a heading.
    <div className={className} data-testid="monthly-cost-line">
      <span aria-hidden="true">{rental ? t('line.rental', shown) : t('line.sale', shown)}</span>
      <span className="sr-only">{rental ? t('line.rentalSpoken', shown) : t('line.saleSpoken', shown)}</span>
      {children}
    </div>
  )
}

/** The keys of the English row labels of core/listings/cost-assumptions.ts and the calculators, in `calculators`. */
const ROW_KEYS: Record<string, string> = {
  Rent: 'rows.rent',
  'Pet rent': 'rows.petRent',
  Utilities: 'rows.utilities',
  'Total per month': 'rows.totalPerMonth',
  'Principal and interest': 'rows.principalAndInterest',
  'Principal & interest': 'rows.principalAndInterestShort',
  'Property tax': 'rows.propertyTax',
  'Home insurance': 'rows.homeInsurance',
  HOA: 'rows.hoa',
  'Mortgage insurance': 'rows.mortgageInsurance',
  'Mortgage insurance (under 20 % down)': 'rows.mortgageInsuranceUnder20',
  'Estimated per month': 'rows.estimatedPerMonth',
}

/** A breakdown's note in the page's language. */
export function useCostNote(): (cost: Pick<CostBreakdown, 'noteWords'>) => string {
  const { t, price, number } = useT('calculators')
  return ({ noteWords }) => {
    if (!noteWords) return ''
    const v = noteWords.vars
    return noteWords.key === 'deposit'
      ? t('notes.deposit', { amount: price(v.amount) })
      : t('notes.estimate', { rate: number(v.rate), years: v.years, down: number(v.down), tax: number(v.tax) })
  }
}

/** The parts of a monthly cost, each in whole dollars, and its total when `total` names it. */
export function CostRows({ rows, total }: { rows: Array<[string, number]>; total?: { label: string; amount: number; testId: string } }) {
  const { t, price } = useT('calculators')
  const formatPrice = price
  const label = (english: string) => (ROW_KEYS[english] ? t(ROW_KEYS[english]) : english)
  return (
    <dl className="cost-breakdown">
      {rows.map(([text, amount]) => (
        <div key={text}>
          <dt>{label(text)}</dt>
          <dd>{formatPrice(Number.isFinite(amount) ? amount : 0)}</dd>
        </div>
      ))}
      {total && (
        <div className="cost-total">
          <dt>{label(total.label)}</dt>
          <dd data-testid={total.testId}>{formatPrice(total.amount)}</dd>
        </div>
      )}
    </dl>
  )
}

/** A rental's monthly cost: the rent and each fee staff entered, and the deposit due once at move-in. */
export function RentalCost({ property: p }: { property: Listing }) {
  const { t } = useT('calculators')
  const note = useCostNote()
  const cost = costBreakdown(p, DEFAULT_COST_ASSUMPTIONS)
  if (!cost) return null
  return (
    <section className="property-block monthly-cost" id="monthly-cost" aria-labelledby="monthly-cost-title">
      <h2 id="monthly-cost-title">{t('monthlyCost')}</h2>
      <CostRows rows={cost.rows} total={{ label: cost.totalLabel, amount: cost.total, testId: 'rental-monthly-total' }} />
      {cost.note && <p className="muted">{note(cost)}</p>}
    </section>
  )
}
