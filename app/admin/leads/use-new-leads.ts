import { useLocation } from 'react-router'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { readStaffUser } from '#app/admin/lib/session.ts'

/**
 * How many leads are still new (not yet in progress or closed), for the badge
 * beside the Contacts link and on the dashboard. Read again on
 * every page change, so a lead handled in the inbox leaves the count at once.
 */
export function useNewLeads(): number | null {
  const { pathname } = useLocation()
  // Until a one-time password is replaced the server answers nothing else (403).
  const path = readStaffUser()?.mustChangePassword ? null : '/api/admin/contacts/summary'
  // A 401 still ends the session; the page's own loader sends the browser to sign-in with the right page to return to.
  const { data } = useStaffData<{ totalNew: number }>(path, { refreshKey: pathname, redirectOn401: false })
  return data?.totalNew ?? null
}
