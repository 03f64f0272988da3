import { describe, expect, it } from 'vitest'
import { CoApplicantPartSchema, RentalApplicationSchema, firstProblem } from './rental-application.ts'
import { DEFAULT_SCREENING, ScreeningSettingsBodySchema, criteriaFor } from './rental-screening.ts'
import { rentalAnswers } from '#tests/helpers/rental-applications.ts'

describe('the rental application schema', () => {
  it('accepts a complete application and trims its text', () => {
    const parsed = RentalApplicationSchema.parse({
      ...rentalAnswers(),
      applicant: { name: '  Jo  ', email: 'jo@example.com', phone: '402-555-0100' },
    })
    expect(parsed.applicant.name).toBe('Jo')
  })

  it('needs the agreement ticked, a move-in date, an e-mail and a phone', () => {
    const problems = (over: object) => {
      const result = RentalApplicationSchema.safeParse({ ...rentalAnswers(), ...over })
      return result.success ? '' : firstProblem(result.error)
    }
    expect(problems({ consent: false })).toMatch(/tick the box/)
    expect(problems({ household: { ...rentalAnswers().household, moveInDate: '' } })).toMatch(/move-in date/)
    expect(problems({ applicant: { name: 'Jo', email: 'jo', phone: '402-555-0100' } })).toMatch(/e-mail address/)
    expect(problems({ applicant: { name: 'Jo', email: 'jo@example.com', phone: 'call me' } })).toMatch(/phone number/)
  })

  it('names each co-applicant by an e-mail of their own', () => {
    const result = RentalApplicationSchema.safeParse({
      ...rentalAnswers(),
      coApplicants: [{ name: 'Casey', email: 'JORDAN@example.com' }],
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0].path).toEqual(['coApplicants', 0, 'email'])
  })

  it('takes no Social Security number: unknown fields are dropped', () => {
    const parsed = RentalApplicationSchema.parse({ ...rentalAnswers(), ssn: '123-45-6789' })
    expect(JSON.stringify(parsed)).not.toContain('123-45-6789')
  })

  it("checks a co-applicant's income as whole dollars", () => {
    const result = CoApplicantPartSchema.safeParse({
      phone: '402-555-0100',
      part: { ...rentalAnswers().part, monthlyIncome: '4,200' },
      consent: true,
    })
    expect(result.success).toBe(false)
    expect(firstProblem(result.error!)).toMatch(/whole dollars/)
  })
})

describe('the screening criteria', () => {
  it('gives a listing its own criteria, else those of all rentals', () => {
    const own = { ...DEFAULT_SCREENING, incomeMultiple: 2 }
    const settings = { defaults: DEFAULT_SCREENING, overrides: [{ listingId: 'a'.repeat(24), criteria: own }] }
    expect(criteriaFor(settings, 'a'.repeat(24))).toEqual(own)
    expect(criteriaFor(settings, 'b'.repeat(24))).toEqual(DEFAULT_SCREENING)
  })

  it('refuses a listing named twice and an income multiple out of range', () => {
    const twice = { defaults: DEFAULT_SCREENING, overrides: [1, 2].map(() => ({ listingId: 'a'.repeat(24), criteria: DEFAULT_SCREENING })) }
    expect(ScreeningSettingsBodySchema.safeParse(twice).success).toBe(false)
    expect(ScreeningSettingsBodySchema.safeParse({ defaults: { ...DEFAULT_SCREENING, incomeMultiple: 11 }, overrides: [] }).success).toBe(
      false,
    )
  })
})
