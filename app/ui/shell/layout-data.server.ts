import type { AppLoadContext } from 'react-router'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import type { PublicContent } from '#core/content/content.ts'
import { DEFAULT_COST_ASSUMPTIONS } from '#core/listings/cost-estimates.ts'
import type { CostAssumptionsBody } from '#core/listings/cost-assumptions.ts'

/** Public content for the layout and pages; a failed read falls back to the defaults. */
export async function readPublicContent(context: AppLoadContext): Promise<PublicContent> {
  try {
    return await context.catalog.publicContent()
  } catch (err) {
    console.warn('public content could not be read; using defaults', err)
    const { hero, about, aboutUs, leadership, values, footer, contact, vision } = CONTENT_DEFAULTS
    return { hero, about, aboutUs, leadership, values, team: [], footer, contact, vision }
  }
}

/** The monthly-cost assumptions every card and listing page use; a failed read falls back to the built-in ones. */
export const readCostAssumptions = (context: AppLoadContext): Promise<CostAssumptionsBody> =>
  context.catalog.costAssumptions().catch((err: unknown) => {
    console.warn('monthly cost assumptions could not be read; using defaults', err)
    return DEFAULT_COST_ASSUMPTIONS
  })
