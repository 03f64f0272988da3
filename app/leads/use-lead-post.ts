import { useState } from 'react'
import { postJson } from '#app/ui/http.ts'

/**
 * How a public form sends its lead: busy while it is sent, then either true
 * (accepted: the caller shows its thanks) or the form's error. A refusal is
 * worded by `refused` from the server's answer, a failed call by `failed`.
 */
export function useLeadPost() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function post(
    url: string,
    payload: object,
    words: { refused: (answer: { status: number; message?: string }) => string | void; failed: string },
  ): Promise<boolean> {
    setBusy(true)
    setError('')
    try {
      const answer = await postJson(url, payload)
      if (answer.ok) return true
      const text = words.refused(answer)
      if (text) setError(text)
      return false
    } catch {
      setError(words.failed)
      return false
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, setError, post }
}
