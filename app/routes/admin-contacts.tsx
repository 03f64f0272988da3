import { redirect } from 'react-router'
import type { Route } from './+types/admin-contacts'
import { hasAdminToken } from '~/admin/lib/session'
import { pageMeta } from '~/lib/meta'

// Requires sign-in (spec 2 §2).
export function clientLoader() {
  if (!hasAdminToken()) return redirect('/admin/login')
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Contact Inquiries', 'Admin portal.')

export default function Page() {
  return <h1>Contact Inquiries</h1>
}

clientLoader.hydrate = true as const
