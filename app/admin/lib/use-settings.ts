import { useState } from 'react'
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
