import type { Route } from './+types/privacy'
import { LegalPage } from '#app/content/legal-page.tsx'
import { readLegalContent } from '#app/content/legal-content.server.ts'
import { pageSeo } from '#app/ui/page-seo.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { page: (await readLegalContent(context)).privacyPolicy, publicUrl: context.publicConfig.publicUrl }
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageSeo({
    title: data?.page.title || 'Privacy Policy',
    description: 'What our forms collect, why, who sees it and how long we keep it.',
    path: '/privacy',
    publicUrl: data?.publicUrl,
  })
