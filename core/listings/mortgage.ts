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
