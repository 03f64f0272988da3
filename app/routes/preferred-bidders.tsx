import type { Route } from './+types/preferred-bidders'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import { inLanguage } from '#core/content/content-spanish.ts'
import { langOfPath } from '#core/i18n/locale.ts'
import { EnglishOnlyNote, langOf } from '#app/content/english-only.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { BidderForm } from '#app/leads/bidders/bidder-form.tsx'
import { BidderPanels } from '#app/leads/bidders/panels.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import biddersCss from '#app/leads/bidders/bidders.css?inline'

export async function loader({ context, request }: Route.LoaderArgs) {
  const fallback = CONTENT_DEFAULTS.preferredBiddersBanner
  const saved = await context.catalog
    .generalContent()
    .then((c) => c.preferredBiddersBanner)
    .catch((err: unknown) => {
      console.warn('content could not be read; using the default banner', err)
      return fallback
    })
  // Title and HTML description from content, the defaults when empty, in the page's language: English marked where
  // staff wrote no Spanish (docs/decisions/0186-spanish-people-banners-and-footer.md). The catalog hands out rich text
  // already sanitized (server/content/content.catalog.ts); the default is the business's own constant.
  const banner = inLanguage(saved, langOfPath(new URL(request.url).pathname))
  return {
    title: banner.title.trim() || fallback.title,
    description: banner.description || fallback.description,
    english: banner.english,
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'bidders')
  return pageMeta(t('meta.title'), t('meta.description'))
}

export default function PreferredBidders({ loaderData: { title, description, english } }: Route.ComponentProps) {
  const { t } = useT('bidders')
  return (
    <>
      <InlineStyle name="bidders" css={biddersCss} />
      <section className="page-header bidder-banner">
        <div className="container">
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 lang={langOf(english, 'title')}>{title}</h1>
          <div className="page-intro rich-text" lang={langOf(english, 'description')} dangerouslySetInnerHTML={{ __html: description }} />
          <EnglishOnlyNote english={english} paths={['title', 'description']} />
        </div>
      </section>
      <section className="section section-alt">
        <div className="container bidder-layout">
          <BidderForm />
          <BidderPanels />
        </div>
      </section>
    </>
  )
}
