import type { Route } from './+types/contacts'
import { pageMeta } from '~/lib/meta'
import { requireAdmin } from '../lib/guard'
import { InProgress } from '../components/in-progress'

// Requires sign-in (spec 2 §2).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request)
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Contact Inquiries', 'Admin portal.')

export default function Page() {
  return <InProgress title="Contact Inquiries" what="read and answer the inquiries visitors send" />
}

clientLoader.hydrate = true as const
