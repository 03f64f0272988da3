import { data, Link } from 'react-router'
import type { Route } from './+types/property-flyer'
import { ID_PATTERN } from '#core/ids.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { contactCardOf } from '#core/listings/contact-card.ts'
import { costBreakdown } from '#core/listings/cost-assumptions.ts'
import { VERIFY_PATH } from '#core/listings/listing-code.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { readCostAssumptions, readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { ListingFlyer } from '#app/listings/listing-flyer.tsx'
import css from '#app/listings/listing-flyer.css?inline'

// A listing's printable flyer (docs/decisions/0159-listing-flyer-and-share-card.md): one letter page with the photos,
// facts, monthly cost, whom to call and a QR code back to the listing, for the office's window, a yard-sign box or an
// open house. Outside the site's layout: on screen a Print button, on paper the page alone.

export async function loader({ context, params }: Route.LoaderArgs) {
  const [{ footer }, assumptions] = await Promise.all([readPublicContent(context), readCostAssumptions(context)])
  const brokerage = { brokerageName: footer.brokerageName, licenseNumber: footer.licenseNumber }
  const property = ID_PATTERN.test(params.id) ? await context.catalog.findProperty(params.id).catch(() => undefined) : undefined
  if (!property) return data({ flyer: null, brokerage }, { status: 404 })
  const { publicUrl } = context.publicConfig
  const url = `${publicUrl}/property/${property._id}`
  return {
    brokerage,
    flyer: {
      property,
      url,
      verifyUrl: `${publicUrl}${VERIFY_PATH}`,
      qrCode: await context.catalog.qrCode(url),
      cost: costBreakdown(property, assumptions),
      contact: contactCardOf(property, { name: COMPANY_NAME, phone: footer.phone, email: footer.email }),
    },
  }
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  ...pageMeta(
    d?.flyer ? `Flyer: ${d.flyer.property.title}, ${d.flyer.property.address}` : 'Flyer Not Found',
    'A printable flyer of the listing.',
  ),
  { name: 'robots', content: 'noindex, follow' },
]

export default function PropertyFlyerPage({ loaderData: { flyer, brokerage } }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="listing-flyer" css={css} />
      {flyer ? (
        <>
          <nav className="flyer-toolbar" aria-label="Flyer">
            <Link to={`/property/${flyer.property._id}`} className="btn btn-outline btn-sm">
              ← Back to the listing
            </Link>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
              Print this flyer
            </button>
          </nav>
          <ListingFlyer flyer={flyer} brokerage={brokerage} />
        </>
      ) : (
        <main id="main" className="flyer-missing">
          <h1>Flyer not found</h1>
          <p>This listing is not on our site any more.</p>
          <p>
            <Link to="/properties" className="btn btn-primary">
              See homes for sale
            </Link>{' '}
            <Link to="/rentals" className="btn btn-outline">
              See rentals
            </Link>
          </p>
        </main>
      )}
    </>
  )
}
