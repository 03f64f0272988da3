import { useEffect } from 'react'
import { Trans } from 'react-i18next'
import { data, useRevalidator } from 'react-router'
import type { Route } from './+types/open-house-sign-in'
import { ID_PATTERN } from '#core/ids.ts'
import { businessZoneName } from '#core/business-time.ts'
import { formatListingPrice } from '#core/format.ts'
import { toCardImage } from '#core/listings/listing-card.ts'
import { openHouseHours } from '#core/listings/open-house-times.ts'
import { SIGN_IN_MESSAGES, signInOpensMessage, signInState, signInWindow } from '#core/leads/open-house-sign-in-rules.ts'
import { ListingImage } from '#app/listings/listing-image.tsx'
import { OpenHouseSignInForm } from '#app/leads/open-house-sign-in-form.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
import { useKnownMessage } from '#app/ui/forms/known-messages.ts'
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

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches, 'leads')
  return [
    ...pageMeta(
      d?.signIn ? t('signIn.meta.title', { address: d.signIn.address }) : t('signIn.meta.notFound'),
      t('signIn.meta.description'),
    ),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

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
  const { t, lang, date } = useT('leads')
  const say = useKnownMessage()
  const clock = (at: string) => date(at, { hour: 'numeric', minute: '2-digit' })
  // English keeps its own short forms ("1–3 PM", "Omaha time"); Spanish says them as the visitor's locale does.
  const hours = (from: string, to: string) => openHouseHours(from, to, lang)
  const longDay = (at: string) => date(at, { dateStyle: 'full' })
  const zone = lang === 'en' ? businessZoneName() : t('signIn.omahaTime')
  const opens = (at: string) =>
    lang === 'en'
      ? signInOpensMessage(at)
      : t('signIn.opens', { time: clock(at), day: date(at, { weekday: 'long', month: 'long', day: 'numeric' }) })
  return (
    <main id="main" className="kiosk">
      <InlineStyle name="open-house-sign-in" css={css} />
      {!signIn ? (
        <section className="kiosk-card kiosk-message">
          <h1>{t('signIn.notFoundTitle')}</h1>
          <p>{t('signIn.notFound', { reason: say(SIGN_IN_MESSAGES.notFound) })}</p>
        </section>
      ) : (
        <>
          <header className="kiosk-home">
            <ListingImage image={signIn.image} sizes="(max-width: 700px) 100vw, 320px" eager className="kiosk-photo" />
            <div className="kiosk-home-text">
              <p className="eyebrow">{t('signIn.eyebrow')}</p>
              <h1>
                <Trans
                  t={t}
                  i18nKey="signIn.welcome"
                  components={{ address: <span className="kiosk-address" /> }}
                  values={{ address: signIn.address }}
                />
              </h1>
              <p className="kiosk-area">
                {signIn.area} · <strong>{signIn.price}</strong>
              </p>
              <p className="kiosk-time">
                <time dateTime={signIn.startsAt}>{longDay(signIn.startsAt)}</time>, {hours(signIn.startsAt, signIn.endsAt)} {zone}
              </p>
            </div>
          </header>
          {signIn.state === 'open' ? (
            <OpenHouseSignInForm openHouseId={signIn.openHouseId} />
          ) : (
            <section className="kiosk-card kiosk-message" aria-labelledby="kiosk-closed">
              <h2 id="kiosk-closed">{signIn.state === 'early' ? t('signIn.notOpen') : t('signIn.closed')}</h2>
              <p>{signIn.state === 'early' ? opens(signIn.opensAt) : say(SIGN_IN_MESSAGES.closed)}</p>
            </section>
          )}
        </>
      )}
      <FairHousingNotice brokerage={brokerage} className="fair-housing-on-light kiosk-fair-housing" />
    </main>
  )
}
