// Mortgage math, shared by both calculators.

export interface MortgageInput {
  loanAmount: number
  annualRatePercent: number
  termYears: number
}

export interface MortgageResult {
  monthlyPayment: number
  totalCost: number
  totalInterest: number
}

const ZERO: MortgageResult = { monthlyPayment: 0, totalCost: 0, totalInterest: 0 }

/** Property-page calculator: all results are zero unless loan, rate and term are positive; payment rounded. */
export function listingMortgage({ loanAmount, annualRatePercent, termYears }: MortgageInput): MortgageResult {
  if (!(loanAmount > 0) || !(annualRatePercent > 0) || !(termYears > 0)) return ZERO
  const months = termYears * 12
  const r = annualRatePercent / 100 / 12
  const monthlyPayment = Math.round((loanAmount * r * (1 + r) ** months) / ((1 + r) ** months - 1))
  const totalCost = monthlyPayment * months
  return { monthlyPayment, totalCost, totalInterest: totalCost - loanAmount }
}

/** Standalone principal-and-interest payment: a zero rate divides the loan evenly over the months. */
export function monthlyPrincipalAndInterest({ loanAmount, annualRatePercent, termYears }: MortgageInput): number {
  if (!(loanAmount > 0) || !(termYears > 0)) return 0
  const months = termYears * 12
  if (annualRatePercent === 0) return loanAmount / months
  if (!(annualRatePercent > 0)) return 0
  const r = annualRatePercent / 100 / 12
  return (loanAmount * r * (1 + r) ** months) / ((1 + r) ** months - 1)
}

export const defaultDownPayment = (price: number, percent = 20): number => Math.round((price * percent) / 100)

// The true monthly cost of a listing (docs/decisions/0140-monthly-cost-on-every-listing.md): what a buyer pays each
// month (principal and interest, property tax, insurance, HOA, mortgage insurance below a 20 % down payment) and what
// a renter pays each month (rent plus the monthly fees staff enter). The cards, the property page and the mortgage
// calculator page all compute it here.

/** Down payments below this share of the price carry mortgage insurance. */
export const MORTGAGE_INSURANCE_BELOW_PERCENT = 20

export interface OwnershipInput {
  price: number
  downPayment: number
  annualRatePercent: number
  termYears: number
  annualPropertyTax: number
  annualInsurance: number
  /** The HOA fee per month (monthlyHoa turns the listing's fee and frequency into it). */
  monthlyHoa: number
  /** Mortgage insurance per year, as a percent of the loan. */
  mortgageInsuranceRatePercent: number
}

export interface OwnershipCost {
  loanAmount: number
  principalAndInterest: number
  propertyTax: number
  insurance: number
  hoa: number
  mortgageInsurance: number
  /** The sum of the five monthly parts, unrounded: pages round what they show. */
  total: number
}

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0)

/** A buyer's monthly cost: the standalone payment formula plus tax, insurance, HOA and mortgage insurance per month. */
export function monthlyOwnershipCost(input: OwnershipInput): OwnershipCost {
  const price = nonNegative(input.price)
  const down = nonNegative(input.downPayment)
  const loanAmount = Math.max(0, price - down)
  const principalAndInterest = monthlyPrincipalAndInterest({
    loanAmount,
    annualRatePercent: input.annualRatePercent,
    termYears: nonNegative(input.termYears),
  })
  const insured = loanAmount > 0 && down < (price * MORTGAGE_INSURANCE_BELOW_PERCENT) / 100
  const mortgageInsurance = insured ? (loanAmount * nonNegative(input.mortgageInsuranceRatePercent)) / 100 / 12 : 0
  const propertyTax = nonNegative(input.annualPropertyTax) / 12
  const insurance = nonNegative(input.annualInsurance) / 12
  const hoa = nonNegative(input.monthlyHoa)
  return {
    loanAmount,
    principalAndInterest,
    propertyTax,
    insurance,
    hoa,
    mortgageInsurance,
    total: principalAndInterest + propertyTax + insurance + hoa + mortgageInsurance,
  }
}

/** How often an HOA fee is paid, as staff choose it in the listing editor (stored as these English words), and the payments a year. */
const HOA_PAYMENTS_PER_YEAR = { Monthly: 12, Quarterly: 4, 'Semi-annually': 2, Annually: 1 } as const
export type HoaFrequency = keyof typeof HOA_PAYMENTS_PER_YEAR
export const HOA_FREQUENCIES = Object.keys(HOA_PAYMENTS_PER_YEAR) as HoaFrequency[]

/** One of the editor's frequencies in any letter case, or undefined for other text (an import's own words). */
export const hoaFrequencyOf = (text: string): HoaFrequency | undefined =>
  HOA_FREQUENCIES.find((f) => f.toLowerCase() === text.trim().toLowerCase())

/** The HOA fee per month from the listing's HOA section: none without an HOA or a fee; an unknown frequency is monthly. */
export function monthlyHoa(hoa: { hasHOA: boolean; fee: number | null; frequency: string }): number {
  if (!hoa.hasHOA || !(hoa.fee !== null && hoa.fee > 0)) return 0
  return (hoa.fee * HOA_PAYMENTS_PER_YEAR[hoaFrequencyOf(hoa.frequency) ?? 'Monthly']) / 12
}

export interface RentalFees {
  /** Due once, at move-in: shown beside the monthly cost, not in it. */
  deposit: number | null
  petRent: number | null
  utilities: number | null
}

/** A renter's monthly cost: the rent plus pet rent and utilities staff entered. */
export function monthlyRentalCost(rent: number, fees: Pick<RentalFees, 'petRent' | 'utilities'>): number {
  return nonNegative(rent) + nonNegative(fees.petRent ?? 0) + nonNegative(fees.utilities ?? 0)
}
