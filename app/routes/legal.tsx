import type { Route } from './+types/legal'
import { langOfPath, unlocalizedPath } from '#core/i18n/locale.ts'
import { LegalPage } from '#app/content/legal-page.tsx'
import { readLegalContent } from '#app/content/legal-content.server.ts'
import { pageSeo } from '#app/ui/page-seo.ts'
import type { LegalContent } from '#core/content/content.ts'

// /privacy and /terms: one legal page each, from the content staff edit.

const PAGES: Record<string, { key: keyof LegalContent; title: string; description: string }> = {
  '/privacy': {
    key: 'privacyPolicy',
    title: 'Privacy Policy',
    description: 'What our forms collect, why, who sees it and how long we keep it.',
  },
  '/terms': {
    key: 'termsOfService',
    title: 'Terms of Service',
    description: 'The terms of using our website, listings, calculators and forms.',
  },
}

/** The page of an address, as it is written (/Privacy/ too), with its one canonical path. */
const pageAt = (pathname: string) => {
  const path = unlocalizedPath(pathname)
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()
  const page = PAGES[path]
  if (!page) throw new Response('Not Found', { status: 404 })
  return { ...page, path }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  return { pathname, page: (await readLegalContent(context))[pageAt(pathname).key], publicUrl: context.publicConfig.publicUrl }
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const page = pageAt(location.pathname)
  return pageSeo({
    lang: langOfPath(location.pathname),
    title: data?.page.title || page.title,
    description: page.description,
    path: page.path,
    publicUrl: data?.publicUrl,
  })
}
