import { useLoaderData } from 'react-router'
import type { Route } from './+types/fair-housing'
import { pageMeta } from '#app/ui/meta.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { FairHousingRulesPanel } from '#app/admin/content/fair-housing-rules-panel.tsx'

// The fair-housing rules screen (docs/decisions/0143-staff-fair-housing-rules.md): owners and editors keep their own
// phrases beside the built-in ones; the listing editor and the content manager check with both.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireStaff(request)
  return { allowed: staffCan('content.edit', me) }
}

export const meta: Route.MetaFunction = () => pageMeta('Fair housing rules', 'Admin portal.')

export default function FairHousingRules() {
  const { allowed } = useLoaderData<typeof clientLoader>()
  if (!allowed) return <RoleRefusal title="Fair housing rules" permission="content.edit" />
  return (
    <>
      <PageHeader
        title="Fair housing rules"
        lead="What the fair-housing check flags under listing and website fields, with why and a neutral alternative."
      />
      <FairHousingRulesPanel />
    </>
  )
}
