import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CostAssumptionsBodySchema, CostAssumptionsSchema } from '#core/listings/cost-assumptions.ts'
import { settingsRoutes } from '#server/staff/settings-routes.ts'
import type { CostAssumptionsService } from './cost-assumptions.service.ts'

// The default assumptions of every monthly-cost estimate (docs/decisions/0141-monthly-cost-assumptions.md): staff who
// read the listings see them; those who edit the site's content change them.

export const costAssumptionRoutes: FastifyPluginAsyncZod<{ assumptions: CostAssumptionsService }> = async (app, { assumptions }) => {
  settingsRoutes(app, '/api/admin/cost-assumptions', {
    schema: CostAssumptionsSchema,
    read: {
      permission: 'catalog.read',
      summary: 'The default assumptions of the monthly cost shown on every listing and the mortgage calculator',
      run: () => assumptions.read(),
    },
    save: {
      permission: 'content.edit',
      summary: 'Change the default assumptions of the monthly cost',
      body: CostAssumptionsBodySchema,
      run: (body, by, expected) => assumptions.save(body, by, expected),
      audit: 'listings.cost-assumptions',
      details: (saved) => ({ interestRate: saved.interestRate, downPaymentPercent: saved.downPaymentPercent }),
    },
  })
}
