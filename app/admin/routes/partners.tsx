import type { Route } from './+types/partners'
import { pageMeta } from '~/lib/meta'
import { requireAdmin } from '../lib/guard'
import { InProgress } from '../components/in-progress'

// Requires sign-in (spec 2 §2).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request)
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Partners', 'Admin portal.')

export default function Page() {
  return <InProgress title="Partners" what="manage the partners shown on Our Partners" />
}

clientLoader.hydrate = true as const
