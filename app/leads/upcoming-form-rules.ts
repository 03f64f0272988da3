import { useState } from 'react'
import { usePreloadRules } from '#app/ui/forms/lazy-rules.ts'
import { useLeadPost } from './use-lead-post.ts'

/** The zod rules of Express Interest and Get Notified (core/leads/upcoming.ts), loaded when one of those forms opens. */
export const loadUpcomingFormRules = () => import('#core/leads/upcoming.ts')

/**
 * What Express Interest and Get Notified share: the lead's send, whether it
 * was sent (the form gives way to its thanks), and their rules loading as the
 * form opens, so they are there by the time it is sent.
 */
export function useUpcomingLeadForm() {
  const lead = useLeadPost()
  const [sent, setSent] = useState(false)
  usePreloadRules(loadUpcomingFormRules)
  return { ...lead, sent, setSent }
}
