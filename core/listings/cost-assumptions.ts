import { z } from 'zod'

// The default assumptions of every monthly-cost estimate (docs/decisions/0141-monthly-cost-assumptions.md): one
// settings document staff edit in the portal; the cards, the property page and the mortgage calculator page start
// from it. The defaults reproduce the calculator page's constants: 20 % of 350,000 is 70,000 down, 1.2 % of it is
// 4,200 of tax a year. The figures worked out from them are in cost-estimates.ts, which pages load without zod.

const percent = (title: string, max: number) =>
  z
    .number(`Enter the ${title.toLowerCase()} as a number`)
    .min(0, `The ${title.toLowerCase()} cannot be negative`)
    .max(max, `The ${title.toLowerCase()} can be at most ${max} %`)
    .meta({ title })

export const CostAssumptionsBodySchema = z.object({
  interestRate: percent('Interest rate', 25),
  downPaymentPercent: percent('Down payment', 100),
  propertyTaxRate: percent('Property tax rate', 10),
  annualInsurance: z
    .number('Enter the home insurance per year as a number')
    .min(0, 'The home insurance per year cannot be negative')
    .max(100_000, 'The home insurance per year can be at most $100,000')
    .meta({ title: 'Home insurance per year' }),
  mortgageInsuranceRate: percent('Mortgage insurance rate', 5),
})
export type CostAssumptionsBody = z.infer<typeof CostAssumptionsBodySchema>

export const CostAssumptionsSchema = CostAssumptionsBodySchema.extend({
  /** The newest save ('initial' before any): sent back as If-Match. */
  version: z.string(),
})
export type CostAssumptions = z.infer<typeof CostAssumptionsSchema>
