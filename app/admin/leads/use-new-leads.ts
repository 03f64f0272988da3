import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { adminRequest } from '#app/admin/lib/request.ts'
import { readAdminUser } from '#app/admin/lib/session.ts'

/**
 * How many leads are still new (not yet in progress or closed), for the badge
 * beside the Contacts link and on the dashboard. Read again on
 * every page change, so a lead handled in the inbox leaves the count at once.
 */
export function useNewLeads(): number | null {
  const { pathname } = useLocation()
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    // Until a one-time password is replaced the server answers nothing else (403).
    if (readAdminUser()?.mustChangePassword) return
    let live = true
    adminRequest<{ totalNew: number }>('/api/admin/contacts/summary', {
      // A 401 still ends the session; the page's own loader sends the browser to sign-in with the right page to return to.
      redirectOn401: false,
    })
      .then((s) => live && setCount(s.totalNew))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [pathname])
  return count
}
