import { useCallback, useEffect, useState } from 'react'
import { adminRequest, errorMessage } from './request.ts'

/**
 * Reads `path` from the API with the session's token, again whenever the path
 * changes or reload() is called. `loading` is true until the answer for the
 * current path and reload has arrived; the previous data stays shown meanwhile.
 */
export function useAdminData<T>(path: string | null) {
  const [version, setVersion] = useState(0)
  const [result, setResult] = useState<{ key: string; data: T | null; error: string }>({ key: '', data: null, error: '' })
  const key = `${path}#${version}`
  useEffect(() => {
    if (!path) return
    let current = true
    adminRequest<T>(path).then(
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
  }, [path, key])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const setData = useCallback((update: (prev: T | null) => T | null) => setResult((prev) => ({ ...prev, data: update(prev.data) })), [])
  return { data: result.data, error: result.key === key ? result.error : '', loading: Boolean(path) && result.key !== key, reload, setData }
}
