import type { Route } from './+types/rentals'
import { DEFAULT_RENTALS_BANNER } from '#core/content/content-defaults.ts'
import { SearchPage } from '#app/listings/search/search-page.tsx'
import { loadBanner, loadListings } from '#app/listings/listings.server.ts'
import { pageMeta } from '#app/ui/meta.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [banner, list] = await Promise.all([
    loadBanner(context, 'rentals', DEFAULT_RENTALS_BANNER),
    loadListings(context, request, { type: 'rental' }),
  ])
  return { banner, ...list, tileUrl: context.publicConfig.mapTileUrl }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Rentals', 'Professionally managed rental homes, apartments and townhomes in Omaha, La Vista, Bellevue and Council Bluffs.')

export default function Rentals({ loaderData }: Route.ComponentProps) {
  return (
    <SearchPage
      kind="rental"
      title={loaderData.banner}
      intro="Well-kept homes with responsive maintenance and a simple application."
      {...loaderData}
    />
  )
}
