import { z } from 'zod'
import { ID_PATTERN } from '#core/ids.ts'

// The screening criteria of the rentals (docs/decisions/0130-rental-applications.md): staff write them once for all
// rentals and may give one listing its own. The criteria page of every available rental shows the listing's criteria
// and how screening is done, before the application form.

const policy = (title: string, max = 2000) =>
  z.string().trim().min(1, `Enter the ${title.toLowerCase()}`).max(max, `At most ${max} characters`).meta({ title })

export const ScreeningCriteriaSchema = z.object({
  incomeMultiple: z
    .number('Enter a number such as 3')
    .min(1, 'At least 1 times the rent')
    .max(10, 'At most 10 times the rent')
    .meta({ title: 'Income (times the monthly rent)' }),
  creditPolicy: policy('Credit policy'),
  backgroundPolicy: policy('Background policy'),
  petPolicy: policy('Pet policy'),
  occupancyLimit: policy('Occupancy limit', 300),
  deposit: policy('Security deposit', 300),
})
export type ScreeningCriteria = z.infer<typeof ScreeningCriteriaSchema>

/** How many listings may have criteria of their own. */
export const SCREENING_OVERRIDES_MAX = 500

export const ScreeningSettingsBodySchema = z.object({
  defaults: ScreeningCriteriaSchema,
  overrides: z
    .array(z.object({ listingId: z.string().regex(ID_PATTERN, 'Choose a rental'), criteria: ScreeningCriteriaSchema }))
    .max(SCREENING_OVERRIDES_MAX)
    .refine((all) => new Set(all.map((o) => o.listingId)).size === all.length, 'Each rental can have its own criteria once'),
})
export type ScreeningSettingsBody = z.infer<typeof ScreeningSettingsBodySchema>

export const ScreeningSettingsSchema = ScreeningSettingsBodySchema.extend({
  /** The newest save ('initial' before any): sent back as If-Match. */
  version: z.string(),
})
export type ScreeningSettings = z.infer<typeof ScreeningSettingsSchema>

/** The criteria before staff save any. */
export const DEFAULT_SCREENING: ScreeningCriteria = {
  incomeMultiple: 3,
  creditPolicy:
    'We look at your record of paying rent and bills, not at a minimum score. Past evictions or unpaid rent within the last three years may lead us to decline or to ask for a larger deposit.',
  backgroundPolicy:
    'We consider only convictions, not arrests, and we look at each one individually: what happened, how long ago, and what you have done since.',
  petPolicy: 'Up to two cats or dogs are welcome with a pet deposit. Assistance animals are always welcome and are not pets.',
  occupancyLimit: 'Two people per bedroom, plus one.',
  deposit: 'One month’s rent, due when the lease is signed.',
}

/** The criteria a listing's applicants are screened by: its own, or those of all rentals. */
export function criteriaFor(settings: Pick<ScreeningSettingsBody, 'defaults' | 'overrides'>, listingId: string): ScreeningCriteria {
  return settings.overrides.find((o) => o.listingId === listingId)?.criteria ?? settings.defaults
}

/** How screening is done: the same words on every criteria page. */
export const HOW_SCREENING_IS_DONE = [
  'We review every adult applicant the same way, against the criteria on this page: income, employment, rental history and references.',
  'This site never asks for a Social Security number and takes no payment: applying here is free.',
  'If a credit or background report is needed, we ask for your written permission first, and the screening company collects what it needs directly from you.',
] as const
