import type { Route } from './+types/sell-to-us'
import { PageHeader } from '~/components/page-header'
import { pageMeta } from '~/lib/meta'

export const meta: Route.MetaFunction = () =>
  pageMeta('Sell To Us', 'Get a fair cash offer for your Omaha house: no repairs, no showings, close in as little as 7 days.')

export default function Page() {
  return (
    <PageHeader title="Sell To Us" intro="A fair cash offer within 24-48 hours. No repairs, no showings, close in as little as 7 days." />
  )
}
