import type { Route } from './+types/content'
import { pageMeta } from '~/lib/meta'
import { requireAdmin } from '../lib/guard'
import { InProgress } from '../components/in-progress'

// Requires sign-in (spec 2 §2).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request)
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Website Content', 'Admin portal.')

export default function Page() {
  return <InProgress title="Website Content" what="edit the website's text, images and videos" />
}

clientLoader.hydrate = true as const
