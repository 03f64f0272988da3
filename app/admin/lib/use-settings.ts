import { useState } from 'react'
import type { z } from 'zod'
import { schemaErrors } from '#app/ui/forms/schema-errors.ts'
import { useStaffData } from './use-staff-data.ts'
import { staffRequest, errorMessage } from './request.ts'
import { conflictOf } from '#app/admin/ui/conflict-panel.tsx'

// A settings document owners edit as a whole (the lead routing rules, the first-response timer): read, put in the
// form once per read, saved with If-Match on its version. A save over a newer version is refused, says so, and
// the form shows the settings as they are now.

export interface SettingsWords {
  /** The outcome of a save: "Routing rules saved." */
  saved: string
  /** What they are, for the messages: "routing rules". */
  what: string
}

export function useSettings<T extends { version: string }>(path: string, words: SettingsWords, show: (data: T) => void) {
  const { data, error, reload } = useStaffData<T>(path)
  const [outcome, setOutcome] = useState<{ error?: string; saved?: string }>({})
  const [busy, setBusy] = useState(false)
  // The settings were read (again): the form shows them.
  const [shown, setShown] = useState<T | null>(null)
  if (data && data !== shown) {
    setShown(data)
    show(data)
  }

  const save = async (body: unknown) => {
    if (!data) return
    setBusy(true)
    setOutcome({})
    try {
      await staffRequest<T>(path, { method: 'PUT', body, headers: { 'if-match': `"${data.version}"` } })
      setOutcome({ saved: words.saved })
      reload()
    } catch (err) {
      const refused = conflictOf<T>(err)
      if (refused) {
        setOutcome({ error: `${refused.message} The ${words.what} are shown as they are now: make your change again.` })
        reload()
      } else setOutcome({ error: errorMessage(err, `The ${words.what} could not be saved. Please try again.`) })
    } finally {
      setBusy(false)
    }
  }

  return { data, error, outcome, setOutcome, busy, save, reload }
}

/**
 * A settings form checked by its schema before it is saved: the problems by path, worked out again at each change
 * once a save was refused for its fields (so a fixed one goes at once), and the submit that saves what the schema
 * accepts.
 */
export function useCheckedSettings<B>(
  schema: z.ZodType<B>,
  body: () => unknown,
  settings: Pick<ReturnType<typeof useSettings>, 'save' | 'setOutcome'>,
) {
  const [checking, setChecking] = useState(false)
  const check = (): { data?: B; errors: Record<string, string> } => {
    const parsed = schema.safeParse(body())
    return parsed.success ? { data: parsed.data, errors: {} } : { errors: schemaErrors(parsed.error) }
  }
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const checked = check()
    setChecking(true)
    settings.setOutcome({})
    if (checked.data) void settings.save(checked.data)
  }
  return { errors: checking ? check().errors : {}, submit }
}
