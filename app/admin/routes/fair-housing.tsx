import type { Route } from './+types/fair-housing'
import { pageMeta } from '#app/ui/meta.ts'
import { allowedTo } from '#app/admin/lib/guard.ts'
import { permittedScreen } from '#app/admin/ui/role-refusal.tsx'
import { FairHousingRulesPanel } from '#app/admin/content/fair-housing-rules-panel.tsx'

// The fair-housing rules screen (docs/decisions/0143-staff-fair-housing-rules.md): owners and editors keep their own
// phrases beside the built-in ones; the listing editor and the content manager check with both.

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => allowedTo(request, 'content.edit')
export const meta: Route.MetaFunction = () => pageMeta('Fair housing rules', 'Admin portal.')
export default permittedScreen({
  title: 'Fair housing rules',
  lead: 'What the fair-housing check flags under listing and website fields, with why and a neutral alternative.',
  permission: 'content.edit',
  Panel: FairHousingRulesPanel,
})
