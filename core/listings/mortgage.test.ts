import { describe, expect, it } from 'vitest'
import {
  defaultDownPayment,
  listingMortgage,
  monthlyHoa,
  monthlyOwnershipCost,
  monthlyPrincipalAndInterest,
  monthlyRentalCost,
  type OwnershipInput,
} from './mortgage.ts'
import { DEFAULT_COST_ASSUMPTIONS, calculatorStart, cardMonthlyCost, saleMonthlyCost } from './cost-estimates.ts'
import { NO_RENTAL_FEES } from './listing.ts'
import { STANDALONE_CALCULATOR_DEFAULTS } from '#core/constants.ts'

// Expected figures are from hand-computed amortisation: M = P r (1+r)^n / ((1+r)^n - 1).
describe('listingMortgage', () => {
  it('computes a 30-year loan at 6.5 % (spec defaults)', () => {
    // P = 280000, r = 0.065/12, n = 360 -> 1769.79... -> 1770
    expect(listingMortgage({ loanAmount: 280000, annualRatePercent: 6.5, termYears: 30 })).toEqual({
      monthlyPayment: 1770,
      totalCost: 637200,
      totalInterest: 357200,
    })
  })

  it('computes a 15-year loan at 5 %', () => {
    // P = 200000, r = 0.05/12, n = 180 -> 1581.59 -> 1582
    expect(listingMortgage({ loanAmount: 200000, annualRatePercent: 5, termYears: 15 }).monthlyPayment).toBe(1582)
  })

  it.each([
    [0, 6.5, 30],
    [100000, 0, 30],
    [100000, 6.5, 0],
    [-1, 6.5, 30],
    [Number.NaN, 6.5, 30],
  ])('is all zero unless loan, rate and term are positive (%s, %s, %s)', (loanAmount, annualRatePercent, termYears) => {
    expect(listingMortgage({ loanAmount, annualRatePercent, termYears })).toEqual({ monthlyPayment: 0, totalCost: 0, totalInterest: 0 })
  })
})

describe('monthlyPrincipalAndInterest', () => {
  it('uses the amortisation formula for the standalone defaults', () => {
    // 350000 - 70000 = 280000 at 6.5 % over 30 years
    expect(monthlyPrincipalAndInterest({ loanAmount: 280000, annualRatePercent: 6.5, termYears: 30 })).toBeCloseTo(1769.79, 2)
  })

  it('divides the loan by the months when the rate is zero', () => {
    expect(monthlyPrincipalAndInterest({ loanAmount: 120000, annualRatePercent: 0, termYears: 10 })).toBe(1000)
  })

  it('is zero without a loan or a term', () => {
    expect(monthlyPrincipalAndInterest({ loanAmount: 0, annualRatePercent: 5, termYears: 30 })).toBe(0)
    expect(monthlyPrincipalAndInterest({ loanAmount: 1000, annualRatePercent: 5, termYears: 0 })).toBe(0)
  })
})

describe('defaultDownPayment', () => {
  it('is 20 % of the price, rounded', () => {
    expect(defaultDownPayment(349999)).toBe(70000)
    expect(defaultDownPayment(250000)).toBe(50000)
  })
})

describe('monthlyOwnershipCost', () => {
  /** A 30-year loan with no HOA and 0.5 % mortgage insurance, and what the case changes. */
  const costOf = (over: Partial<OwnershipInput>) =>
    monthlyOwnershipCost({
      price: 0,
      downPayment: 0,
      annualRatePercent: 0,
      termYears: 30,
      annualPropertyTax: 0,
      annualInsurance: 0,
      monthlyHoa: 0,
      mortgageInsuranceRatePercent: 0.5,
      ...over,
    })

  it('adds tax, insurance and HOA to principal and interest; no mortgage insurance at 20 % down', () => {
    // Price 250,000, 20 % down: loan 200,000. r = 0.065 / 12 = 0.0054167; (1 + r)^360 = 6.99180.
    // P&I = 200,000 × 0.0054167 × 6.99180 / 5.99180 = 1,264.14.
    // Tax 1.2 % of 250,000 = 3,000 a year = 250.00; insurance 1,200 a year = 100.00; total 1,614.14.
    const cost = costOf({ price: 250000, downPayment: 50000, annualRatePercent: 6.5, annualPropertyTax: 3000, annualInsurance: 1200 })
    expect(cost.loanAmount).toBe(200000)
    expect(cost.principalAndInterest).toBeCloseTo(1264.14, 2)
    expect(cost.propertyTax).toBe(250)
    expect(cost.insurance).toBe(100)
    expect(cost.mortgageInsurance).toBe(0)
    expect(cost.total).toBeCloseTo(1614.14, 2)
  })

  it('charges mortgage insurance below 20 % down and counts the HOA', () => {
    // Price 200,000, 10 % down: loan 180,000. r = 0.07 / 12 = 0.0058333; (1 + r)^360 = 8.11650.
    // P&I = 180,000 × 0.0058333 × 8.11650 / 7.11650 = 1,197.54.
    // Tax 2 % = 4,000 a year = 333.33; insurance 1,500 a year = 125.00; HOA 50.00;
    // mortgage insurance 0.5 % of 180,000 = 900 a year = 75.00. Total 1,780.88.
    const cost = costOf({
      price: 200000,
      downPayment: 20000,
      annualRatePercent: 7,
      annualPropertyTax: 4000,
      annualInsurance: 1500,
      monthlyHoa: 50,
    })
    expect(cost.principalAndInterest).toBeCloseTo(1197.54, 2)
    expect(cost.mortgageInsurance).toBe(75)
    expect(cost.total).toBeCloseTo(1197.544 + 333.333 + 125 + 50 + 75, 2)
  })

  it('is the loan over the months at a zero rate, and counts no negative part', () => {
    // 120,000 - 0 down over 10 years at 0 %: 120,000 / 120 = 1,000; insurance below 20 % down: 0.5 % of 120,000 / 12 = 50.
    const cost = costOf({ termYears: 10, price: 120000, annualPropertyTax: -5 })
    expect(cost).toMatchObject({ principalAndInterest: 1000, propertyTax: 0, mortgageInsurance: 50, total: 1050 })
  })
})

describe('monthlyHoa', () => {
  it.each([
    [{ hasHOA: true, fee: 150, frequency: 'Monthly' }, 150],
    [{ hasHOA: true, fee: 300, frequency: 'Quarterly' }, 100], // 300 × 4 / 12
    [{ hasHOA: true, fee: 600, frequency: 'Semi-annually' }, 100], // 600 × 2 / 12
    [{ hasHOA: true, fee: 600, frequency: 'Annually' }, 50], // 600 / 12
    [{ hasHOA: true, fee: 80, frequency: '' }, 80],
    [{ hasHOA: true, fee: null, frequency: 'Monthly' }, 0],
    [{ hasHOA: false, fee: 150, frequency: 'Monthly' }, 0],
  ])('%j is %d a month', (hoa, monthly) => {
    expect(monthlyHoa(hoa)).toBe(monthly)
  })
})

describe('monthlyRentalCost', () => {
  it('is the rent plus pet rent and utilities; the deposit is not monthly', () => {
    // 1,500 + 35 + 85 = 1,620
    expect(monthlyRentalCost(1500, { petRent: 35, utilities: 85 })).toBe(1620)
    expect(monthlyRentalCost(1500, { petRent: null, utilities: null })).toBe(1500)
  })
})

describe('the card and the calculators', () => {
  const card = (over: Partial<Parameters<typeof cardMonthlyCost>[0]> = {}) => ({
    type: 'sale',
    status: 'available',
    price: 350000,
    estimatedPrice: null,
    costs: { hoa: 0, fees: NO_RENTAL_FEES },
    ...over,
  })

  it('shows the default assumptions as the calculator page does at its own constants', () => {
    // 350,000 at 20 % down: P&I on 280,000 = 1,769.79 (above); tax 4,200 / 12 = 350; insurance 1,200 / 12 = 100.
    // 1,769.79 + 350 + 100 = 2,219.79 -> 2,220.
    expect(calculatorStart(DEFAULT_COST_ASSUMPTIONS)).toEqual(STANDALONE_CALCULATOR_DEFAULTS)
    expect(cardMonthlyCost(card(), DEFAULT_COST_ASSUMPTIONS)).toBe(2220)
  })

  it.each([
    DEFAULT_COST_ASSUMPTIONS,
    { interestRate: 7.25, downPaymentPercent: 5, propertyTaxRate: 2.1, annualInsurance: 1800, mortgageInsuranceRate: 0.8 },
  ])('gives the card the calculator page’s total for the same assumptions (%j)', (a) => {
    const start = calculatorStart(a)
    // What the calculator page computes from its starting values (app/listings/standalone-calculator.tsx).
    const calculator = monthlyOwnershipCost({
      price: start.homePrice,
      downPayment: start.downPayment,
      annualRatePercent: start.interestRate,
      termYears: start.termYears,
      annualPropertyTax: start.annualPropertyTax,
      annualInsurance: start.annualInsurance,
      monthlyHoa: 0,
      mortgageInsuranceRatePercent: a.mortgageInsuranceRate,
    })
    expect(cardMonthlyCost(card(), a)).toBe(Math.round(calculator.total))
    // And the property page's calculator, which starts from the same assumptions and the listing's price.
    expect(cardMonthlyCost(card(), a)).toBe(Math.round(saleMonthlyCost(350000, 0, a).total))
  })

  it('shows nothing for a sold or rented home, and the rent with its fees for a rental', () => {
    expect(cardMonthlyCost(card({ status: 'sold' }), DEFAULT_COST_ASSUMPTIONS)).toBeNull()
    expect(cardMonthlyCost(card({ type: 'rental', status: 'rented', price: 1500 }), DEFAULT_COST_ASSUMPTIONS)).toBeNull()
    const rental = card({ type: 'rental', price: 1500, costs: { hoa: 0, fees: { petRent: 35, utilities: 85 } } })
    expect(cardMonthlyCost(rental, DEFAULT_COST_ASSUMPTIONS)).toBe(1620)
  })
})
