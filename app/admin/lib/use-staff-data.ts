import { useCallback, useEffect, useState } from 'react'
import { staffRequest, errorMessage } from './request.ts'

// The one way a part of a screen reads its own data (a lead's detail, the Get
// Notified tab, a content section's versions, the new-leads badge): a screen's
// main data is read in its route's clientLoader instead (see screen-data.ts).

/**
 * Reads `path` from the API with the session's token, again whenever the path
 * or `refreshKey` changes or reload() is called. `loading` is true until the
 * answer for the current path and reload has arrived; the previous data stays
 * shown meanwhile. `redirectOn401: false` ends the session on a 401 without
 * leaving the page (see staffRequest).
 */
export function useStaffData<T>(path: string | null, options: { refreshKey?: string | number; redirectOn401?: boolean } = {}) {
  const { refreshKey = '', redirectOn401 } = options
  const [version, setVersion] = useState(0)
  const [result, setResult] = useState<{ key: string; data: T | null; error: string }>({ key: '', data: null, error: '' })
  const key = `${path}#${version}#${refreshKey}`
  useEffect(() => {
    if (!path) return
    let current = true
    staffRequest<T>(path, { redirectOn401 }).then(
      (data) => current && setResult({ key, data, error: '' }),
      (err: unknown) =>
        current &&
        setResult((prev) => ({
          key,
          data: prev.data,
          error: errorMessage(err, 'This could not be loaded.'),
        })),
    )
    return () => {
      current = false
    }
  }, [path, key, redirectOn401])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const setData = useCallback((update: (prev: T | null) => T | null) => setResult((prev) => ({ ...prev, data: update(prev.data) })), [])
  return { data: result.data, error: result.key === key ? result.error : '', loading: Boolean(path) && result.key !== key, reload, setData }
}
