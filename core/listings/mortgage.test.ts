import { describe, expect, it } from 'vitest'
import { defaultDownPayment, monthlyPrincipalAndInterest, listingMortgage } from './mortgage.ts'

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
