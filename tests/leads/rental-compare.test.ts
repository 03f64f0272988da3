import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialects } from '#tests/helpers/databases.ts'
import { rentalAnswers, sendRentalApplication, openRentalDesk, type RentalDesk } from '#tests/helpers/rental-applications.ts'
import { occupancyLimitOf, type RentalCompare } from '#core/leads/rental-compare.ts'

// The applications for one home side by side against its criteria: the income multiple, the occupancy limit read
// from the criteria's words, missing files, each miss in words.

describe('occupancy limit from the criteria’s words', () => {
  it('reads "N people per bedroom, plus M" and nothing else', () => {
    expect(occupancyLimitOf('Two people per bedroom, plus one.', 2)).toBe(5)
    expect(occupancyLimitOf('3 persons per bedroom', 1)).toBe(3)
    expect(occupancyLimitOf('As the city code allows.', 2)).toBeNull()
  })
})

for (const dialect of dialects) {
  describe(`comparing applicants on ${dialect}`, () => {
    let { t, staff, token, rental } = {} as RentalDesk
    beforeAll(async () => ({ t, staff, token, rental } = await openRentalDesk(dialect, { bedrooms: 1 })))
    afterAll(() => t?.close())

    it('puts both applications side by side and names in words the one below the income multiple', async () => {
      const strong = await sendRentalApplication(t.app, rental, rentalAnswers())
      expect(strong.statusCode, strong.body).toBe(200)
      const low = rentalAnswers({ applicant: { name: 'Sam Lee', email: 'sam@example.com', phone: '402-555-0150' } })
      const weak = await sendRentalApplication(t.app, rental, {
        ...low,
        part: { ...low.part, monthlyIncome: '3000' },
        household: {
          ...low.household,
          pets: [],
          householdMembers: [
            { name: 'A', relationship: '', age: '' },
            { name: 'B', relationship: '', age: '' },
          ],
        },
      })
      expect(weak.statusCode, weak.body).toBe(200)

      const res = await staff(token, 'GET', `/api/admin/rental-applications/compare?listingId=${rental}`)
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json() as RentalCompare
      expect(body.criteria.incomeMultiple).toBe(3)
      expect(body.occupancyLimit).toBe(3)
      expect(body.rows.map((r) => r.name)).toEqual(['Jordan Avery', 'Sam Lee'])
      const [jordan, sam] = body.rows
      expect(jordan).toMatchObject({ monthlyIncome: 5200, incomeRatio: 3.15, occupants: 2, misses: [] })
      expect(sam).toMatchObject({ monthlyIncome: 3000, incomeRatio: 1.82, occupants: 3 })
      expect(sam.misses).toEqual(['Income is 1.82× the rent, below the 3× asked.'])

      const unknown = await staff(token, 'GET', '/api/admin/rental-applications/compare?listingId=aaaaaaaaaaaaaaaaaaaaaaaa')
      expect(unknown.statusCode).toBe(404)
    })
  })
}
