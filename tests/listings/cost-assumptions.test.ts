import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import type { CostAssumptions } from '#core/listings/cost-assumptions.ts'
import { DEFAULT_COST_ASSUMPTIONS } from '#core/listings/cost-estimates.ts'

// The monthly-cost assumptions (docs/decisions/0141-monthly-cost-assumptions.md): one settings document staff read and
// save over its version; bad numbers are refused in plain words; a save moves the catalog version, so every cached
// page and answer shows the new figures.

const PATH = '/api/admin/cost-assumptions'

for (const dialect of dialects) {
  describe(`monthly cost assumptions on ${dialect}`, () => {
    let t: TestApp
    let owner = ''
    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const catalogVersion = async () =>
      Number((await sql<{ version: number }>`select version from catalog_version where id = 1`.execute(t.database.db)).rows[0].version)

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      owner = await signIn(t.app)
      await createStaffUser(t.database.db, 'avery', undefined, { role: 'agent' })
    })
    afterAll(() => t?.close())

    it('starts from the defaults that reproduce the calculator page, and asks for a sign-in', async () => {
      const first = await send(owner, 'GET', PATH)
      expect(first.json()).toEqual({ ...DEFAULT_COST_ASSUMPTIONS, version: 'initial' })
      expect((await t.app.inject({ url: PATH })).statusCode).toBe(401)
    })

    it.each([
      [{ interestRate: -1 }, 'The interest rate cannot be negative'],
      [{ downPaymentPercent: 120 }, 'The down payment can be at most 100 %'],
      [{ propertyTaxRate: 'two' }, 'Enter the property tax rate as a number'],
      [{ annualInsurance: undefined }, 'Enter the home insurance per year as a number'],
      [{ mortgageInsuranceRate: 9 }, 'The mortgage insurance rate can be at most 5 %'],
    ])('refuses %j in plain words', async (change, message) => {
      const res = await send(owner, 'PUT', PATH, { ...DEFAULT_COST_ASSUMPTIONS, ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
    })

    it('saves over the version read, refuses a stale save and a role without content rights, and moves the catalog version', async () => {
      const before = await catalogVersion()
      const changed = { ...DEFAULT_COST_ASSUMPTIONS, interestRate: 6.875, propertyTaxRate: 2.05 }
      const saved = await send(owner, 'PUT', PATH, changed, { 'if-match': '"initial"' })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toMatchObject(changed)
      expect(await catalogVersion()).toBeGreaterThan(before)

      const stale = await send(owner, 'PUT', PATH, DEFAULT_COST_ASSUMPTIONS, { 'if-match': '"initial"' })
      expect(stale.statusCode).toBe(409)
      expect((stale.json() as { current: CostAssumptions }).current).toMatchObject(changed)

      const agent = await signIn(t.app, 'avery')
      expect((await send(agent, 'GET', PATH)).json()).toMatchObject(changed)
      expect((await send(agent, 'PUT', PATH, DEFAULT_COST_ASSUMPTIONS)).statusCode).toBe(403)
    })
  })
}
