import type { Route } from './+types/preferred-bidders'
import { CONTENT_DEFAULTS } from '#core/content-defaults'
import { InlineStyle } from '~/components/inline-style'
import { BidderForm } from '~/components/bidders/bidder-form'
import { BidderPanels } from '~/components/bidders/panels'
import { pageMeta } from '~/lib/meta'
import { sanitizeRichText } from '~/lib/rich-text.server'
import biddersCss from '~/styles/bidders.css?inline'

export async function loader({ context }: Route.LoaderArgs) {
  const fallback = CONTENT_DEFAULTS.preferredBiddersBanner
  const banner = await context.catalog
    .generalContent()
    .then((c) => c.preferredBiddersBanner)
    .catch((err: unknown) => {
      console.warn('content could not be read; using the default banner', err)
      return fallback
    })
  // Spec 2 §2: title and HTML description from content, the defaults when empty; the HTML only through the one sanitizer.
  return {
    title: banner.title.trim() || fallback.title,
    description: sanitizeRichText(banner.description || '') || sanitizeRichText(fallback.description),
  }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Preferred Bidders', 'Apply to bid on our Omaha renovation projects as a licensed, insured contractor.')

export default function PreferredBidders({ loaderData: { title, description } }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="bidders" css={biddersCss} />
      <section className="page-header bidder-banner">
        <div className="container">
          <p className="eyebrow">For contractors</p>
          <h1>{title}</h1>
          <div className="page-intro rich-text" dangerouslySetInnerHTML={{ __html: description }} />
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
