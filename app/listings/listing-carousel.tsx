import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react'
import type { ListingPhoto } from '#core/listings/listing.ts'
import { CAROUSEL_INTERVAL_MS } from '#core/constants.ts'
import { ListingImage } from './listing-image.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { ChevronLeft, ChevronRight } from '#app/ui/icons.tsx'

/** The carousel is the container's width (app.css: min(1200px, 100% - 2.5rem)): a phone at 1.75x takes the 720 px size. */
const CAROUSEL_SIZES = '(min-width: 1240px) 1200px, calc(100vw - 2.5rem)'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the visitor asks for less motion; the server render assumes motion is fine and never auto-advances anyway. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

interface Props {
  images: ListingPhoto[]
  title: string
  /** Opens the full-screen gallery at a photo; the opener gets focus back on close. */
  onOpen: (index: number, opener: HTMLElement) => void
  /** Holds the slideshow still, e.g. while the gallery covers it. */
  paused?: boolean
}

/**
 * Property photo carousel: advances every 5000 ms, and holds
 * still while the pointer is over it, while keyboard focus is inside it, when
 * the visitor stops it, and always under prefers-reduced-motion. A move
 * restarts the wait. Only the photo on show and the next one are loaded.
 */
export function ListingCarousel({ images, title, onOpen, paused = false }: Props) {
  const { t } = useT('property')
  const count = images.length
  const [index, setIndex] = useState(0)
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0, 1]))
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const canPlay = count > 1 && !reducedMotion
  const running = canPlay && !stopped && !hovered && !focused && !paused

  const go = useCallback(
    (to: number) => {
      const next = (to + count) % count
      const after = (next + 1) % count
      setIndex(next)
      setMounted((seen) => (seen.has(next) && seen.has(after) ? seen : new Set([...seen, next, after])))
    },
    [count],
  )

  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => go(index + 1), CAROUSEL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [running, index, go])

  // Only keyboard focus holds the slideshow: a mouse click on an arrow leaves it free once the pointer goes.
  const onFocus = (e: FocusEvent<HTMLElement>) => setFocused(e.target.matches(':focus-visible'))
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }

  if (count === 0) {
    return (
      <div className="pc">
        <div className="pc-viewport">
          <ListingImage sizes="100vw" eager className="pc-placeholder" />
        </div>
      </div>
    )
  }

  return (
    <section
      className="pc"
      aria-roledescription="carousel"
      aria-label={t('photos.carousel', { title })}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      data-running={running}
    >
      <div className="pc-viewport">
        {images.map((img, i) => (
          <div
            key={img._id + i}
            className={`pc-slide${i === index ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('photos.slide', { n: i + 1, total: count })}
            aria-hidden={i !== index}
          >
            <button type="button" className="pc-open" tabIndex={i === index ? 0 : -1} onClick={(e) => onOpen(i, e.currentTarget)}>
              {mounted.has(i) && <ListingImage image={img} sizes={CAROUSEL_SIZES} eager={i === 0} />}
              <span className="sr-only">{t('photos.open', { n: i + 1, total: count })}</span>
            </button>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="pc-arrow pc-prev" onClick={() => go(index - 1)} aria-label={t('photos.previous')}>
            <ChevronLeft size={26} />
          </button>
          <button type="button" className="pc-arrow pc-next" onClick={() => go(index + 1)} aria-label={t('photos.next')}>
            <ChevronRight size={26} />
          </button>
          <div className="pc-bar">
            {canPlay && (
              <button
                type="button"
                className="pc-toggle"
                onClick={() => setStopped((s) => !s)}
                aria-pressed={stopped}
                aria-label={stopped ? t('photos.play') : t('photos.pause')}
              >
                {stopped ? <PlayGlyph /> : <PauseGlyph />}
              </button>
            )}
            <p className="pc-counter" aria-live={running ? 'off' : 'polite'}>
              <span className="sr-only">{t('photos.photo')} </span>
              <span data-testid="carousel-position">
                {index + 1} / {count}
              </span>
            </p>
          </div>
        </>
      )}
    </section>
  )
}

const PauseGlyph = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <rect x="2" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
    <rect x="8.5" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
  </svg>
)
const PlayGlyph = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M3 1.5v11l9.5-5.5z" fill="currentColor" />
  </svg>
)
