import { useEffect } from 'react'

/** The event a public page's script starter waits for before doing again what was pressed too early (app/ui/scripts-after-paint.server.ts). */
export const HYDRATED_EVENT = 'app:hydrated'

/** Tells the document, once, that the page has hydrated. */
export function PageReady(): null {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
