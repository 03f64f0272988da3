import { Outlet, useLocation, useNavigation } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { langOfPath, unlocalizedPath } from '#core/i18n/locale.ts'
import { inLanguage } from '#core/content/content-spanish.ts'
import type { Route } from './+types/public-layout'
import { Navbar } from '#app/ui/shell/navbar.tsx'
import { SiteFooter } from '#app/ui/shell/site-footer.tsx'
import { ListingSkeleton } from '#app/listings/listing-skeleton.tsx'
import { readCostAssumptions, readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { useRevealOnScroll, useScrollToTop } from '#app/ui/shell/use-scroll-effects.ts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const [content, costAssumptions] = await Promise.all([readPublicContent(context), readCostAssumptions(context)])
  // The footer's texts in the page's language, English marked where staff wrote no Spanish
  // (docs/decisions/0186-spanish-people-banners-and-footer.md). A staff preview link's render
  // (server/catalog/staff-previews.ts) says so on every page it shows.
  const footer = inLanguage(content.footer, langOfPath(new URL(request.url).pathname))
  return { footer, preview: context.preview === true, costAssumptions }
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  useScrollToTop()
  useRevealOnScroll()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const { t } = useT()
  // A property on its way in shows its skeleton instead of the page being left (client navigation only).
  const loadingProperty =
    navigation.state === 'loading' &&
    unlocalizedPath(navigation.location.pathname).startsWith('/property/') &&
    navigation.location.pathname !== pathname
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      {loaderData.preview && (
        <div className="preview-banner" data-testid="preview-banner">
          <strong>{t('preview.title')}</strong> {t('preview.text')}
        </div>
      )}
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
        {loadingProperty && <ListingSkeleton />}
      </main>
      <SiteFooter footer={loaderData.footer} />
    </>
  )
}
