import type { Route } from './+types/properties'
import { DEFAULT_PROPERTIES_BANNER } from '#core/content/content-defaults.ts'
import { SearchPage } from '#app/listings/search/search-page.tsx'
import { loadBanner, loadListings } from '#app/listings/listings.server.ts'
import { pageMeta } from '#app/ui/meta.ts'

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
