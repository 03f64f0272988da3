import { useEffect } from 'react'

/**
 * The zod rules of Express Interest and Get Notified (core/leads/upcoming.ts) load
 * when one of those forms opens, not with the page; if they cannot be loaded
 * the server still decides.
 */
export const loadUpcomingFormRules = () => import('#core/leads/upcoming.ts')

/** Starts loading the rules as the form opens, so they are there by the time it is sent. */
export function usePreloadUpcomingFormRules(): void {
  useEffect(() => void loadUpcomingFormRules().catch(() => undefined), [])
}
