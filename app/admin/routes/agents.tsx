import type { Route } from './+types/agents'
import { pageMeta } from '~/lib/meta'
import { requireAdmin } from '../lib/guard'
import { InProgress } from '../components/in-progress'

// Requires sign-in (spec 2 §2).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request)
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Agents', 'Admin portal.')

export default function Page() {
  return <InProgress title="Agents" what="manage the agent profiles shown on the site" />
}

clientLoader.hydrate = true as const
