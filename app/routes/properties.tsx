import type { Route } from './+types/properties'
import { DEFAULT_PROPERTIES_BANNER } from '#core/content-defaults'
import { SearchPage } from '~/components/search-page'
import { loadBanner, loadListings } from '~/lib/listings.server'
import { pageMeta } from '~/lib/meta'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [banner, list] = await Promise.all([
    loadBanner(context, 'properties', DEFAULT_PROPERTIES_BANNER),
    loadListings(context, request, { type: 'sale' }),
  ])
  return { banner, ...list, tileUrl: context.publicConfig.mapTileUrl }
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Homes for Sale',
    'Renovated, inspected homes for sale across the Omaha metro: Millard, Papillion, Bellevue, Elkhorn, Gretna and more.',
  )

export default function Properties({ loaderData }: Route.ComponentProps) {
  return (
    <SearchPage
      kind="sale"
      title={loaderData.banner}
      intro="Every home is renovated by licensed local crews and inspected before it is listed."
      {...loaderData}
    />
  )
}
