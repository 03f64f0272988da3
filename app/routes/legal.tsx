import type { Route } from './+types/legal'
import { langOfPath, unlocalizedPath } from '#core/i18n/locale.ts'
import { LegalPage } from '#app/content/legal-page.tsx'
import { readLegalContent } from '#app/content/legal-content.server.ts'
import { pageSeo } from '#app/ui/page-seo.ts'
import type { LegalContent } from '#core/content/content.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { inLanguage } from '#core/content/content-spanish.ts'

// /privacy and /terms: one legal page each, from the content staff edit.

const PAGES: Record<string, { key: keyof LegalContent; title: string; description: string }> = {
  '/privacy': { key: 'privacyPolicy', title: 'legal.privacy.title', description: 'legal.privacy.description' },
  '/terms': { key: 'termsOfService', title: 'legal.terms.title', description: 'legal.terms.description' },
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
  const page = (await readLegalContent(context))[pageAt(pathname).key]
  return { pathname, page: inLanguage(page, langOfPath(pathname)), publicUrl: context.publicConfig.publicUrl }
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />
}

export const meta: Route.MetaFunction = ({ data, location, matches }) => {
  const page = pageAt(location.pathname)
  const t = metaT(matches, 'company')
  return pageSeo({
    lang: langOfPath(location.pathname),
    title: data?.page.title || t(page.title),
    description: t(page.description),
    path: page.path,
    publicUrl: data?.publicUrl,
  })
}
