import { useEffect } from 'react'
import { data, useRevalidator } from 'react-router'
import type { Route } from './+types/open-house-sign-in'
import { ID_PATTERN } from '#core/ids.ts'
import { businessZoneName } from '#core/business-time.ts'
import { formatListingPrice } from '#core/format.ts'
import { toCardImage } from '#core/listings/listing-card.ts'
import { openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { SIGN_IN_MESSAGES, signInOpensMessage, signInState, signInWindow } from '#core/leads/open-house-sign-in-rules.ts'
import { ListingImage } from '#app/listings/listing-image.tsx'
import { OpenHouseSignInForm } from '#app/leads/open-house-sign-in-form.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { FairHousingNotice } from '#app/ui/shell/fair-housing-notice.tsx'
import { readPublicContent } from '#app/ui/shell/layout-data.server.ts'
import css from '#app/leads/open-house-sign-in.css?inline'

// An open house's sign-in page (docs/decisions/0115-open-house-sign-in.md), opened from the QR code of its printed
// sheet or on a tablet at the door: the home, the time on Omaha's clock, and the form while sign-in is open. No site
// navigation, so a visitor at the kiosk cannot wander off. Rendered per request: it opens and closes with the clock.

export async function loader({ context, params }: Route.LoaderArgs) {
  const { footer } = await readPublicContent(context)
  const brokerage = { brokerageName: footer.brokerageName, licenseNumber: footer.licenseNumber }
  const found = ID_PATTERN.test(params.id) ? await context.catalog.findOpenHouse(params.id).catch(() => undefined) : undefined
  if (!found) return data({ signIn: null, brokerage }, { status: 404 })
  const { openHouse, listing } = found
  const photo = listing.images[0]
  return {
    brokerage,
    signIn: {
      openHouseId: openHouse._id,
      startsAt: openHouse.startsAt,
      endsAt: openHouse.endsAt,
      state: signInState(openHouse, new Date()),
      opensAt: signInWindow(openHouse).opensAt,
      address: listing.address,
      area: `${listing.city}, ${listing.state} ${listing.zip}`.trim(),
      price: formatListingPrice(listing),
      image: photo ? toCardImage(photo) : undefined,
    },
  }
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  ...pageMeta(d?.signIn ? `Open House Sign-In: ${d.signIn.address}` : 'Open House Not Found', 'Sign in at the open house.'),
  { name: 'robots', content: 'noindex, nofollow' },
]

/** While sign-in has not opened yet, the page reads itself again when it opens (a tablet set up early). */
function useOpenWhenDue(opensAt: string, early: boolean) {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const wait = Date.parse(opensAt) - Date.now()
    if (!early || wait > 86_400_000) return
    const timer = setTimeout(() => void revalidate(), Math.max(wait, 0) + 1000)
    return () => clearTimeout(timer)
  }, [opensAt, early, revalidate])
}

export default function OpenHouseSignInPage({ loaderData: { signIn, brokerage } }: Route.ComponentProps) {
  useOpenWhenDue(signIn?.opensAt ?? '', signIn?.state === 'early')
  return (
    <main id="main" className="kiosk">
      <InlineStyle name="open-house-sign-in" css={css} />
      {!signIn ? (
        <section className="kiosk-card kiosk-message">
          <h1>Open house not found</h1>
          <p>{SIGN_IN_MESSAGES.notFound} Please ask the agent at the door.</p>
        </section>
      ) : (
        <>
          <header className="kiosk-home">
            <ListingImage image={signIn.image} sizes="(max-width: 700px) 100vw, 320px" eager className="kiosk-photo" />
            <div className="kiosk-home-text">
              <p className="eyebrow">Open house</p>
              <h1>
                Welcome to <span className="kiosk-address">{signIn.address}</span>
              </h1>
              <p className="kiosk-area">
                {signIn.area} · <strong>{signIn.price}</strong>
              </p>
              <p className="kiosk-time">
                <time dateTime={signIn.startsAt}>{openHouseLongDay(signIn.startsAt)}</time>,{' '}
                {openHouseHours(signIn.startsAt, signIn.endsAt)} {businessZoneName()}
              </p>
            </div>
          </header>
          {signIn.state === 'open' ? (
            <OpenHouseSignInForm openHouseId={signIn.openHouseId} />
          ) : (
            <section className="kiosk-card kiosk-message" aria-labelledby="kiosk-closed">
              <h2 id="kiosk-closed">{signIn.state === 'early' ? 'Sign-in is not open yet' : 'Sign-in has closed'}</h2>
              <p>{signIn.state === 'early' ? signInOpensMessage(signIn.opensAt) : SIGN_IN_MESSAGES.closed}</p>
            </section>
          )}
        </>
      )}
      <FairHousingNotice brokerage={brokerage} className="fair-housing-on-light kiosk-fair-housing" />
    </main>
  )
}
