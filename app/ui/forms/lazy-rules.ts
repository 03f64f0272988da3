import { useEffect } from 'react'

// A public form's zod rules (a core module) load when the form opens, not with
// the page: usePreloadRules starts loading them as it opens, checkWithRules
// asks them when the form is sent. If they cannot be loaded, the form is sent
// and the server decides.

/** Starts loading a form's rules once `when` is true (by default as the form is shown). */
export function usePreloadRules(load: () => Promise<unknown>, when = true): void {
  useEffect(() => {
    if (when) void load().catch(() => undefined)
  }, [load, when])
}

/** The rules' answer for what is about to be sent (a message, or null when it may go), null when they could not be loaded. */
export const checkWithRules = <T>(load: () => Promise<T>, check: (rules: T) => string | null): Promise<string | null> =>
  load().then(check, () => null)
