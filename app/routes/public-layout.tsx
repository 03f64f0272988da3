import { Outlet } from 'react-router'
import type { Route } from './+types/public-layout'
import { Navbar } from '~/components/navbar'
import { SiteFooter } from '~/components/site-footer'
import { readPublicContent } from '~/lib/layout-data.server'
import { useRevealOnScroll, useScrollToTop } from '~/lib/use-scroll-effects'

export async function loader({ context }: Route.LoaderArgs) {
  const content = await readPublicContent(context)
  return { footer: content.footer }
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  useScrollToTop()
  useRevealOnScroll()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter footer={loaderData.footer} />
    </>
  )
}
