import { useLoaderData } from 'react-router'
import type { Route } from './+types/disclosure-text'
import { pageMeta } from '#app/ui/meta.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { DisclosureTextPanel } from '#app/admin/leads/disclosure-text-panel.tsx'

// The licensee-interest disclosure's text (docs/decisions/0177-disclosure-text-screen.md), beside the fair housing
// rules: everyone who sends disclosures reads it; owners and editors change it.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireStaff(request)
  return { allowed: staffCan('leads.read', me) }
}

export const meta: Route.MetaFunction = () => pageMeta('Licensee disclosure text', 'Admin portal.')

export default function DisclosureText() {
  const { allowed } = useLoaderData<typeof clientLoader>()
  if (!allowed) return <RoleRefusal title="Licensee disclosure text" permission="leads.read" />
  return (
    <>
      <PageHeader
        title="Licensee disclosure text"
        lead="What homeowners who sell to us and buyers of our own flips read and sign: we buy and sell for our own account and do not represent them."
      />
      <DisclosureTextPanel />
    </>
  )
}
