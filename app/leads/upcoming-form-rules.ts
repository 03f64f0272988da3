import { usePreloadRules } from '#app/ui/forms/lazy-rules.ts'

/** The zod rules of Express Interest and Get Notified (core/leads/upcoming.ts), loaded when one of those forms opens. */
export const loadUpcomingFormRules = () => import('#core/leads/upcoming.ts')

/** Starts loading the rules as the form opens, so they are there by the time it is sent. */
export const usePreloadUpcomingFormRules = (): void => usePreloadRules(loadUpcomingFormRules)
