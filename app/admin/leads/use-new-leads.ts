import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { staffRequest } from '#app/admin/lib/request.ts'
import { readStaffUser } from '#app/admin/lib/session.ts'
import type { LeadCounts } from '#core/leads/lead-inbox.ts'

// How many leads are still new (not yet in progress or closed): ONE count for the
// badge beside the Contacts link, the dashboard and the inbox's heading, read
// once per page change and again whenever a lead changes (leadsChanged), so
// every place shows the same number at the same time.

let counts: LeadCounts | null = null
let readFor = ''
let generation = 0
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function read(pathname: string): void {
  const key = `${pathname}#${generation}`
  // Until a one-time password is replaced the server answers nothing else (403).
  if (key === readFor || readStaffUser()?.mustChangePassword) return
  readFor = key
  // A 401 still ends the session; the page's own loader sends the browser to sign-in with the right page to return to.
  staffRequest<LeadCounts>('/api/admin/contacts/summary', { redirectOn401: false }).then(
    (answer) => {
      if (readFor !== key) return
      counts = answer
      emit()
    },
    () => undefined,
  )
}

/** A lead's status, assignee or archive changed here: every count on the page is read again. */
export function leadsChanged(): void {
  generation++
  emit()
}

/** The new leads by kind and together, or null before the first answer. */
export function useLeadCounts(): LeadCounts | null {
  const { pathname } = useLocation()
  const current = useSyncExternalStore(
    subscribe,
    () => counts,
    () => null,
  )
  const gen = useSyncExternalStore(
    subscribe,
    () => generation,
    () => 0,
  )
  useEffect(() => read(pathname), [pathname, gen])
  return current
}

export const useNewLeads = (): number | null => useLeadCounts()?.totalNew ?? null
