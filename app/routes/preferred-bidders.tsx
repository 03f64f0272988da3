import type { Route } from './+types/preferred-bidders'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/lib/meta'

export const meta: Route.MetaFunction = () =>
  pageMeta('Preferred Bidders', 'Apply to bid on our Omaha renovation projects as a licensed, insured contractor.')

export default function Page() {
  return (
    <PageHeader
      title="Preferred Bidders"
      intro="Licensed, insured contractors: apply once to be invited to bid on our renovation projects."
    />
  )
}
