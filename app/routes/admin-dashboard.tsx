import { redirect } from 'react-router'
import type { Route } from './+types/admin-dashboard'
import { hasAdminToken } from '~/admin/lib/session'
import { pageMeta } from '~/lib/meta'

// Requires sign-in (spec 2 §2).
export function clientLoader() {
  if (!hasAdminToken()) return redirect('/admin/login')
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Dashboard', 'Admin portal.')

export default function Page() {
  return <h1>Dashboard</h1>
}

clientLoader.hydrate = true as const
