import type { Route } from './+types/terms'
import { LegalPage } from '#app/content/legal-page.tsx'
import { readLegalContent } from '#app/content/legal-content.server.ts'
import { pageSeo } from '#app/ui/page-seo.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { page: (await readLegalContent(context)).termsOfService, publicUrl: context.publicConfig.publicUrl }
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} />
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageSeo({
    title: data?.page.title || 'Terms of Service',
    description: 'The terms of using our website, listings, calculators and forms.',
    path: '/terms',
    publicUrl: data?.publicUrl,
  })
