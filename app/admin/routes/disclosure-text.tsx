// The licensee-interest disclosure's text (docs/decisions/0177-disclosure-text-screen.md), beside the fair housing
// rules: everyone who sends disclosures reads it; owners and editors change it.
import { DisclosureTextPanel } from '#app/admin/leads/disclosure-text-panel.tsx'
import { permittedScreen } from '#app/admin/ui/role-refusal.tsx'
import { allowedTo } from '#app/admin/lib/guard.ts'
import { pageMeta } from '#app/ui/meta.ts'
import type { Route } from './+types/disclosure-text'

export default permittedScreen({
  title: 'Licensee disclosure text',
  lead: 'What homeowners who sell to us and buyers of our own flips read and sign: we buy and sell for our own account and do not represent them.',
  permission: 'leads.read',
  Panel: DisclosureTextPanel,
})
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => allowedTo(request, 'leads.read')
export const meta: Route.MetaFunction = () => pageMeta('Licensee disclosure text', 'Admin portal.')
