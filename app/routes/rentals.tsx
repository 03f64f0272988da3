import type { Route } from './+types/rentals'
import { DEFAULT_RENTALS_BANNER } from '#core/content/content-defaults.ts'
import { SearchPage } from '#app/listings/search/search-page.tsx'
import { loadBanner, loadListings } from '#app/listings/listings.server.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [banner, list] = await Promise.all([
    loadBanner(context, request, 'rentals', DEFAULT_RENTALS_BANNER),
    loadListings(context, request, { type: 'rental' }),
  ])
  return { banner, ...list, tileUrl: context.publicConfig.mapTileUrl }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'search')
  return pageMeta(t('meta.rental.title'), t('meta.rental.description'))
}

export default function Rentals({ loaderData }: Route.ComponentProps) {
  const { t } = useT('search')
  return <SearchPage kind="rental" intro={t('intro.rental')} {...loaderData} />
}
