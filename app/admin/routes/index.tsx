import { redirect } from 'react-router'
import { hasStaffToken } from '#app/admin/lib/session.ts'

// /admin: the dashboard when signed in, else sign-in (which comes back to the dashboard).
export function clientLoader() {
  return redirect(hasStaffToken() ? '/admin/dashboard' : '/admin/login?next=%2Fadmin%2Fdashboard')
}

export default function AdminIndex() {
  return null
}

clientLoader.hydrate = true as const
