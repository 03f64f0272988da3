import { useState } from 'react'
import type { Route } from './+types/sell-to-us'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { SellToUsForm } from '#app/leads/sell-to-us-form.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import sellCss from '#app/leads/sell-to-us.css?inline'
import { CheckIcon } from '#app/ui/icons.tsx'
import { PageSection } from '#app/ui/page-section.tsx'

/** A benefits media address with one of these extensions is a video. */
const VIDEO = /\.(mp4|mov|avi|webm|m4v)(\?.*)?$/i

export async function loader({ context }: Route.LoaderArgs) {
  const media = await context.catalog
    .generalContent()
    .then((c) => c.sellToUs.benefitsMedia.trim())
    .catch((err: unknown) => {
      console.warn('content could not be read; no benefits media', err)
      return ''
    })
  return { media: media ? { url: media, video: VIDEO.test(media) } : null }
}

export const meta: Route.MetaFunction = () =>
  pageMeta('Sell To Us', 'Get a fair cash offer for your Omaha house: no repairs, no showings, close in as little as 7 days.')

const STATS = [
  { value: '24-48', label: 'Hours to your offer' },
  { value: '100%', label: 'Cash offers' },
  { value: '$0', label: 'Repair costs' },
  { value: 'Fast', label: 'Closing, in as little as 7 days' },
]

const STEPS = [
  { title: 'Submit Your Address', text: 'Fill in the short form with your address and a few details about the house.' },
  { title: 'Quick Walk-Through', text: 'We schedule a short visit at a time that suits you. No cleaning or staging needed.' },
  { title: 'Get Your Offer', text: 'You receive a fair, no-obligation cash offer within 24-48 hours.' },
  { title: 'Close Fast', text: 'Pick your closing date, in as little as 7 days. We cover the usual closing costs.' },
]

const BENEFITS = [
  ['No repairs or updates', 'Sell as-is: we buy houses that need work, from a new roof to a full renovation.'],
  ['No showings or open houses', 'One walk-through, then an offer. No strangers through your home for weeks.'],
  ['No agent commissions', 'You keep what you would have paid in listing fees and commissions.'],
  ['A closing date you choose', 'Close in as little as 7 days, or later if you need time to move.'],
  ['A local Omaha buyer', 'We renovate homes across the metro and know what your house is worth.'],
] as const

export default function SellToUs({ loaderData: { media } }: Route.ComponentProps) {
  return (
    <>
      <InlineStyle name="sell-to-us" css={sellCss} />
      <section className="hero sell-hero">
        <div className="container sell-hero-grid">
          <div>
            <p className="eyebrow eyebrow-light">Sell your house as-is</p>
            <h1>Sell Your Omaha House for Cash</h1>
            <p className="hero-subtitle">A fair cash offer within 24-48 hours. No repairs, no showings, close in as little as 7 days.</p>
            <ul className="sell-stats">
              {STATS.map((s) => (
                <li key={s.label}>
                  <strong>{s.value}</strong>
                  <span>{s.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <SellToUsForm />
        </div>
      </section>

      <PageSection labelledBy="how-title">
        <div className="center-text sell-section-head">
          <p className="eyebrow">Simple and clear</p>
          <h2 id="how-title">How It Works</h2>
        </div>
        <ol className="sell-steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="sell-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <section className="section section-alt" aria-labelledby="why-title">
        <div className="container split sell-why">
          <div>
            <p className="eyebrow">The easy way to sell</p>
            <h2 id="why-title">Why Sell To Us</h2>
            <ul className="sell-benefits">
              {BENEFITS.map(([title, text]) => (
                <li key={title}>
                  <CheckIcon size={22} strokeWidth={2.5} />
                  <div>
                    <strong>{title}</strong>
                    <p>{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <BenefitsMedia media={media} />
        </div>
      </section>

      <section className="section cta-band">
        <div className="container center-text">
          <h2>Ready to see what your house is worth?</h2>
          <p className="sell-cta-text">Get your no-obligation cash offer within 24-48 hours.</p>
          <div className="hero-actions center">
            <a href="#hero-form" className="btn btn-accent btn-lg">
              Get Your Cash Offer
            </a>
          </div>
        </div>
      </section>
    </>
  )
}

/** The media slot: the content's image or video; a placeholder when none; hidden when it fails to load. */
function BenefitsMedia({ media }: { media: { url: string; video: boolean } | null }) {
  const [failed, setFailed] = useState(false)
  // A file that failed before the page came alive sent its error event to no one: look once it is mounted.
  const failedEarly = (el: HTMLVideoElement | HTMLImageElement | null) => {
    if (!el) return
    if (el instanceof HTMLVideoElement ? el.error !== null : el.complete && el.naturalWidth === 0) setFailed(true)
  }
  if (!media)
    return (
      <div className="sell-media sell-media-empty">
        <p>Media will appear here</p>
      </div>
    )
  if (failed) return null
  return (
    <div className="sell-media">
      {media.video ? (
        <video ref={failedEarly} src={media.url} controls muted playsInline preload="metadata" onError={() => setFailed(true)}>
          <track kind="captions" />
        </video>
      ) : (
        <img
          ref={failedEarly}
          src={media.url}
          alt="A house we bought and renovated in Omaha"
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}
