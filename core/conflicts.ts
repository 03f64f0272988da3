import { z } from 'zod'
import { businessZoneName, formatBusinessTime } from '#core/business-time.ts'

// A save made from a version of a record that is no longer the newest is
// refused with 409 and this body (docs/decisions/0081-no-lost-content-edits.md):
// who saved the record since, when, and the record as it is now.

export const conflictSchema = <T extends z.ZodType>(current: T) =>
  z.object({
    message: z.string(),
    /** The newest version: send it as If-Match to save over it on purpose. */
    version: z.string(),
    savedBy: z.string(),
    savedAt: z.string(),
    current,
  })

export interface Conflict<T = unknown> {
  message: string
  version: string
  savedBy: string
  savedAt: string
  current: T
}

/** "ana saved this listing at Nov 25, 2026, 10:49 AM (Omaha time), after you opened it. Choose which version to keep." */
export function conflictMessage(what: string, savedBy: string, savedAt: string): string {
  return `${savedBy || 'Someone'} saved this ${what} at ${formatBusinessTime(savedAt)} (${businessZoneName()}), after you opened it. Choose which version to keep.`
}
