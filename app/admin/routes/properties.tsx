import type { Route } from './+types/properties'
import { pageMeta } from '~/lib/meta'
import { requireAdmin } from '../lib/guard'
import { InProgress } from '../components/in-progress'

// Requires sign-in (spec 2 §2).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request)
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Manage Properties', 'Admin portal.')

export default function Page() {
  return <InProgress title="Manage Properties" what="add, edit and archive listings" />
}

clientLoader.hydrate = true as const
