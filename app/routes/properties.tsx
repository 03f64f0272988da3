import type { Route } from './+types/properties'
import { DEFAULT_PROPERTIES_BANNER } from '#core/content/content-defaults.ts'
import { SearchPage } from '#app/listings/search/search-page.tsx'
import { loadBanner, loadListings } from '#app/listings/listings.server.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [banner, list] = await Promise.all([
    loadBanner(context, request, 'properties', DEFAULT_PROPERTIES_BANNER),
    loadListings(context, request, { type: 'sale' }),
  ])
  return { banner, ...list, tileUrl: context.publicConfig.mapTileUrl }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'search')
  return pageMeta(t('meta.sale.title'), t('meta.sale.description'))
}

export default function Properties({ loaderData }: Route.ComponentProps) {
  const { t } = useT('search')
  return <SearchPage kind="sale" intro={t('intro.sale')} {...loaderData} />
}
