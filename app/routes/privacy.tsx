import type { Route } from './+types/privacy'
import { LegalPage } from '~/components/legal-page'
import { readLegalContent } from '~/lib/legal-content.server'
import { pageSeo } from '~/lib/page-seo'

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
