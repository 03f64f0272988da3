import type { Route } from './+types/mortgage-calculator'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/lib/meta'

export const meta: Route.MetaFunction = () => pageMeta('Mortgage Calculator', 'Estimate your monthly payment with taxes and insurance.')

export default function Page() {
  return <PageHeader title="Mortgage Calculator" intro="Estimate your monthly payment, including property tax and insurance." />
}
