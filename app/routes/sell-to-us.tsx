import { useState } from 'react'
import type { Route } from './+types/sell-to-us'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { SellToUsForm } from '#app/leads/sell-to-us-form.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import sellCss from '#app/leads/sell-to-us.css?inline'
import { CheckIcon } from '#app/ui/icons.tsx'
import { PageSection } from '#app/ui/page-section.tsx'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'

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

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'sell')
  return pageMeta(t('meta.title'), t('meta.description'))
}

/** The figures under the heading: each one's value and words, by key. */
const STATS = ['hours', 'cash', 'repairs', 'closing'] as const
/** How it works, in order. */
const STEPS = ['address', 'walkThrough', 'offer', 'close'] as const
const BENEFITS = ['repairs', 'showings', 'commissions', 'closingDate', 'local'] as const

export default function SellToUs({ loaderData: { media } }: Route.ComponentProps) {
  const { t } = useT('sell')
  return (
    <>
      <InlineStyle name="sell-to-us" css={sellCss} />
      <section className="hero sell-hero">
        <div className="container sell-hero-grid">
          <div>
            <p className="eyebrow eyebrow-light">{t('hero.eyebrow')}</p>
            <h1>{t('hero.title')}</h1>
            <p className="hero-subtitle">{t('hero.subtitle')}</p>
            <ul className="sell-stats">
              {STATS.map((s) => (
                <li key={s}>
                  <strong>{t(`stats.${s}.value`)}</strong>
                  <span>{t(`stats.${s}.label`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <SellToUsForm />
        </div>
      </section>

      <PageSection labelledBy="how-title">
        <div className="center-text sell-section-head">
          <p className="eyebrow">{t('how.eyebrow')}</p>
          <h2 id="how-title">{t('how.title')}</h2>
        </div>
        <ol className="sell-steps">
          {STEPS.map((s, i) => (
            <li key={s}>
              <span className="sell-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`steps.${s}.title`)}</h3>
              <p>{t(`steps.${s}.text`)}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <section className="section section-alt" aria-labelledby="why-title">
        <div className="container split sell-why">
          <div>
            <p className="eyebrow">{t('why.eyebrow')}</p>
            <h2 id="why-title">{t('why.title')}</h2>
            <ul className="sell-benefits">
              {BENEFITS.map((b) => (
                <li key={b}>
                  <CheckIcon size={22} strokeWidth={2.5} />
                  <div>
                    <strong>{t(`benefits.${b}.title`)}</strong>
                    <p>{t(`benefits.${b}.text`)}</p>
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
          <h2>{t('cta.title')}</h2>
          <p className="sell-cta-text">{t('cta.text')}</p>
          <div className="hero-actions center">
            <a href="#hero-form" className="btn btn-accent btn-lg">
              {t('form.title')}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}

/** The media slot: the content's image or video; a placeholder when none; hidden when it fails to load. */
function BenefitsMedia({ media }: { media: { url: string; video: boolean } | null }) {
  const { t } = useT('sell')
  const [failed, setFailed] = useState(false)
  // A file that failed before the page came alive sent its error event to no one: look once it is mounted.
  const failedEarly = (el: HTMLVideoElement | HTMLImageElement | null) => {
    if (!el) return
    if (el instanceof HTMLVideoElement ? el.error !== null : el.complete && el.naturalWidth === 0) setFailed(true)
  }
  if (!media)
    return (
      <div className="sell-media sell-media-empty">
        <p>{t('media.empty')}</p>
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
        <img ref={failedEarly} src={media.url} alt={t('media.alt')} loading="lazy" onError={() => setFailed(true)} />
      )}
    </div>
  )
}
