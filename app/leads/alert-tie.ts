import { useState } from 'react'
import { postJson } from '#app/ui/http.ts'

// This browser's tie to an e-mail address for saved searches and saved homes
// (docs/decisions/0161-saved-searches-and-alerts.md): the key the server gave, the address, and whether its owner
// confirmed it. Kept in localStorage beside the saved homes; the key counts on the server only once confirmed.

const KEY = 'saved-alerts'

export interface AlertTie {
  browserKey: string
  email: string
  confirmed: boolean
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function readAlertTie(): AlertTie | undefined {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? 'null') as AlertTie | null
    return value && typeof value.browserKey === 'string' && /^[0-9a-f]{64}$/.test(value.browserKey) ? value : undefined
  } catch {
    return undefined
  }
}

export function writeAlertTie(tie: AlertTie): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(tie))
  } catch {
    // Refused: the next save asks for the address again.
  }
}

/** The tie as the server knows it now (the owner may have confirmed in another tab or device). */
export async function freshAlertTie(): Promise<AlertTie | undefined> {
  const tie = readAlertTie()
  if (!tie || tie.confirmed) return tie
  try {
    const answer = await postJson('/api/saved-searches/browser', { browserKey: tie.browserKey })
    if (answer.status === 404) return undefined
    const state = answer.body as { confirmed?: boolean }
    if (answer.ok && state.confirmed) {
      const confirmed = { ...tie, confirmed: true }
      writeAlertTie(confirmed)
      return confirmed
    }
  } catch {
    // Offline: as it was.
  }
  return tie
}

/** Keeps the address's saved homes in step with this browser's, when the browser is tied to a confirmed address. */
export function syncSavedHomes(change: { add?: Array<{ id: string; title: string }>; remove?: string[] }): void {
  const tie = readAlertTie()
  if (!tie?.confirmed) return
  void postJson('/api/saved-homes/sync', { browserKey: tie.browserKey, add: change.add ?? [], remove: change.remove ?? [] }).catch(
    () => undefined,
  )
}

/** What a tie is answered: the browser's key, and whether the address is confirmed already. */
export interface TieAnswer {
  message: string
  browserKey: string
  confirmed: boolean
}

/** A form's post that needs the server's answer: busy while it goes, the answer, or the form's error. */
export function useAlertPost(failed: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  async function send(url: string, payload: object): Promise<TieAnswer | undefined> {
    setBusy(true)
    setError('')
    try {
      const answer = await postJson(url, payload)
      if (answer.ok) return answer.body as TieAnswer
      setError(answer.message || failed)
    } catch {
      setError(failed)
    } finally {
      setBusy(false)
    }
    return undefined
  }
  return { busy, error, setError, send }
}
