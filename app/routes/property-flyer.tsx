import { data, Link } from 'react-router'
import { withDescriptionIn } from '#core/listings/listing-description.ts'
import type { Route } from './+types/property-flyer'
import { ID_PATTERN } from '#core/ids.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { contactCardOf } from '#core/listings/contact-card.ts'
import { costBreakdown } from '#core/listings/cost-estimates.ts'
import { VERIFY_PATH } from '#core/listings/listing-code.ts'
import { langOfPath, localizedPath } from '#core/i18n/locale.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { readCostAssumptions, readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import { ListingFlyer } from '#app/listings/listing-flyer.tsx'
import css from '#app/listings/listing-flyer.css?inline'

// A listing's printable flyer (docs/decisions/0159-listing-flyer-and-share-card.md): one letter page with the photos,
// facts, monthly cost, whom to call and a QR code back to the listing, for the office's window, a yard-sign box or an
// open house. Outside the site's layout: on screen a Print button, on paper the page alone.

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  const [{ footer }, assumptions] = await Promise.all([readPublicContent(context), readCostAssumptions(context)])
  const brokerage = { brokerageName: footer.brokerageName, licenseNumber: footer.licenseNumber }
  const property = ID_PATTERN.test(params.id) ? await context.catalog.findProperty(params.id).catch(() => undefined) : undefined
  if (!property) return data({ flyer: null, brokerage }, { status: 404 })
  const { publicUrl } = context.publicConfig
  const url = `${publicUrl}${localizedPath(`/property/${property._id}`, lang)}`
  return {
    brokerage,
    flyer: {
      // A Spanish flyer shows the Spanish description when staff wrote one, as the listing page does.
      property: withDescriptionIn(property, lang),
      url,
      verifyUrl: `${publicUrl}${localizedPath(VERIFY_PATH, lang)}`,
      qrCode: await context.catalog.qrCode(url),
      cost: costBreakdown(property, assumptions),
      contact: contactCardOf(property, { name: COMPANY_NAME, phone: footer.phone, email: footer.email }),
    },
  }
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches, 'property')
  return [
    ...pageMeta(
      d?.flyer ? t('flyer.metaTitle', { title: d.flyer.property.title, address: d.flyer.property.address }) : t('flyer.metaMissing'),
      t('flyer.metaDescription'),
    ),
    { name: 'robots', content: 'noindex, follow' },
  ]
}

export default function PropertyFlyerPage({ loaderData: { flyer, brokerage } }: Route.ComponentProps) {
  const { t, href } = useT('property')
  return (
    <>
      <InlineStyle name="listing-flyer" css={css} />
      {flyer ? (
        <>
          <nav className="flyer-toolbar" aria-label={t('flyer.toolbar')}>
            <Link to={href(`/property/${flyer.property._id}`)} className="btn btn-outline btn-sm">
              ← {t('flyer.back')}
            </Link>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
              {t('flyer.print')}
            </button>
          </nav>
          <ListingFlyer flyer={flyer} brokerage={brokerage} />
        </>
      ) : (
        <main id="main" className="flyer-missing">
          <h1>{t('flyer.missingTitle')}</h1>
          <p>{t('flyer.missingText')}</p>
          <p>
            <Link to={href('/properties')} className="btn btn-primary">
              {t('flyer.seeSales')}
            </Link>{' '}
            <Link to={href('/rentals')} className="btn btn-outline">
              {t('flyer.seeRentals')}
            </Link>
          </p>
        </main>
      )}
    </>
  )
}
