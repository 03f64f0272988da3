import { redirect } from 'react-router'
import type { Route } from './+types/admin-properties'
import { hasAdminToken } from '~/admin/lib/session'
import { pageMeta } from '~/lib/meta'

// Requires sign-in (spec 2 §2).
export function clientLoader() {
  if (!hasAdminToken()) return redirect('/admin/login')
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Manage Properties', 'Admin portal.')

export default function Page() {
  return <h1>Manage Properties</h1>
}

clientLoader.hydrate = true as const
