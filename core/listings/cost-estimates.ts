import { MORTGAGE_DEFAULTS, STANDALONE_CALCULATOR_DEFAULTS } from '#core/constants.ts'
import { defaultDownPayment, monthlyHoa, monthlyOwnershipCost, monthlyRentalCost, type OwnershipCost, type RentalFees } from './mortgage.ts'
import type { Listing } from './listing.ts'
import type { CostAssumptionsBody } from './cost-assumptions.ts'
import { formatPrice } from '#core/format.ts'

// The monthly-cost estimates at staff's assumptions (docs/decisions/0141-monthly-cost-assumptions.md), apart from the
// assumptions' schema so that the cards and the property page work them out without loading zod.

/** The assumptions before staff save any. */
export const DEFAULT_COST_ASSUMPTIONS: CostAssumptionsBody = {
  interestRate: STANDALONE_CALCULATOR_DEFAULTS.interestRate,
  downPaymentPercent: MORTGAGE_DEFAULTS.downPaymentPercent,
  propertyTaxRate: 1.2,
  annualInsurance: STANDALONE_CALCULATOR_DEFAULTS.annualInsurance,
  mortgageInsuranceRate: 0.5,
}

/** A sale's monthly cost at the assumptions (term: the calculators' 30 years). */
export function saleMonthlyCost(price: number, monthlyHoa: number, a: CostAssumptionsBody): OwnershipCost {
  return monthlyOwnershipCost({
    price,
    downPayment: defaultDownPayment(price, a.downPaymentPercent),
    annualRatePercent: a.interestRate,
    termYears: MORTGAGE_DEFAULTS.termYears,
    annualPropertyTax: (price * a.propertyTaxRate) / 100,
    annualInsurance: a.annualInsurance,
    monthlyHoa,
    mortgageInsuranceRatePercent: a.mortgageInsuranceRate,
  })
}

/** What a card needs for its estimate, worked out on the server from the listing (core/listings/listing-card.ts). */
export interface CardCosts {
  /** The HOA fee per month (sales). */
  hoa: number
  /** Pet rent and utilities per month (rentals). */
  fees: Pick<RentalFees, 'petRent' | 'utilities'>
}

/** What a listing's monthly cost is worked out from, besides the assumptions. */
export const listingCosts = (p: Pick<Listing, 'hoa' | 'rentalFees'>): CardCosts => ({
  hoa: monthlyHoa(p.hoa),
  fees: { petRent: p.rentalFees.petRent, utilities: p.rentalFees.utilities },
})

/** The whole dollars a card shows per month, or null where no one can buy or rent the home (sold, rented, no price). */
export function cardMonthlyCost(
  card: { type: string; status: string; price: number; estimatedPrice: number | null; costs: CardCosts },
  a: CostAssumptionsBody,
): number | null {
  if (card.status === 'sold' || card.status === 'rented') return null
  const price = card.status === 'upcoming' && card.estimatedPrice ? card.estimatedPrice : card.price
  if (!(price > 0)) return null
  if (card.type === 'rental') return Math.round(monthlyRentalCost(price, card.costs.fees))
  return Math.round(saleMonthlyCost(price, card.costs.hoa, a).total)
}

/** The mortgage calculator page's starting values at the assumptions: its constant price, the rest from them. */
export function calculatorStart(a: CostAssumptionsBody) {
  const homePrice = STANDALONE_CALCULATOR_DEFAULTS.homePrice
  return {
    homePrice,
    downPayment: defaultDownPayment(homePrice, a.downPaymentPercent),
    interestRate: a.interestRate,
    termYears: STANDALONE_CALCULATOR_DEFAULTS.termYears,
    annualPropertyTax: Math.round((homePrice * a.propertyTaxRate) / 100),
    annualInsurance: a.annualInsurance,
  }
}

/** A listing's monthly cost in rows, as a printed flyer or the rental's cost section lists it. */
export interface CostBreakdown {
  rows: Array<[string, number]>
  totalLabel: string
  total: number
  /** The assumptions or one-time costs, in a sentence. */
  note: string
  /** The note's words for a page in another language: its key (`deposit`, `estimate`) and its figures. */
  noteWords: { key: 'deposit' | 'estimate'; vars: Record<string, number> } | null
}

/** The breakdown of `cardMonthlyCost`'s figure (a rental's rent and fees whatever its status); null where a sale has none. */
export function costBreakdown(
  p: Pick<Listing, 'type' | 'status' | 'price' | 'estimatedPrice' | 'hoa' | 'rentalFees'>,
  a: CostAssumptionsBody,
): CostBreakdown | null {
  if (p.type === 'rental') {
    const { deposit, petRent, utilities } = p.rentalFees
    const rows: Array<[string, number]> = [['Rent', p.price]]
    if (petRent) rows.push(['Pet rent', petRent])
    if (utilities) rows.push(['Utilities', utilities])
    const note = deposit ? `Security deposit of ${formatPrice(deposit)}, due once at move-in.` : ''
    const noteWords = deposit ? { key: 'deposit' as const, vars: { amount: deposit } } : null
    return { rows, totalLabel: 'Total per month', total: Math.round(monthlyRentalCost(p.price, p.rentalFees)), note, noteWords }
  }
  const total = cardMonthlyCost({ ...p, costs: listingCosts(p) }, a)
  if (total === null) return null
  const price = p.status === 'upcoming' && p.estimatedPrice ? p.estimatedPrice : p.price
  const cost = saleMonthlyCost(price, monthlyHoa(p.hoa), a)
  const rows: Array<[string, number]> = [
    ['Principal and interest', cost.principalAndInterest],
    ['Property tax', cost.propertyTax],
    ['Home insurance', cost.insurance],
  ]
  if (cost.hoa > 0) rows.push(['HOA', cost.hoa])
  if (cost.mortgageInsurance > 0) rows.push(['Mortgage insurance', cost.mortgageInsurance])
  const note = `Estimate at ${a.interestRate}% for ${MORTGAGE_DEFAULTS.termYears} years with ${a.downPaymentPercent}% down, property tax at ${a.propertyTaxRate}% a year; not a loan offer.`
  const vars = { rate: a.interestRate, years: MORTGAGE_DEFAULTS.termYears, down: a.downPaymentPercent, tax: a.propertyTaxRate }
  return {
    rows: rows.map(([label, n]) => [label, Math.round(n)]),
    totalLabel: 'Estimated per month',
    total,
    note,
    noteWords: { key: 'estimate', vars },
  }
}
