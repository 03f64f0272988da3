import type { Route } from './+types/upcoming'
import { ListingPage } from '~/components/listing-page'
import { loadListings } from '~/lib/listings.server'
import { pageMeta } from '~/lib/meta'

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadListings(context, request, { status: 'upcoming' })
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Upcoming Properties', 'Homes we are renovating now, coming soon to the Omaha market. Be the first to know.')

export default function Upcoming({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      title="Upcoming Properties"
      intro="Homes in renovation now. Coming soon to the market."
      items={loaderData.items}
      total={loaderData.total}
      upcoming
    />
  )
}
