import { useCallback, useEffect, useRef, useState } from 'react'
import { unlocalizedPath } from '#core/i18n/locale.ts'
import { useLocation } from 'react-router'
import { CAROUSEL_INTERVAL_MS, CAROUSEL_LOCK_MS } from '#core/constants.ts'
import { isVideoUrl } from '#core/format.ts'
import { mediaSrcSet, type MediaImage } from '#core/media.ts'
import { placeholderOnError } from '#app/ui/image-fallback.ts'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { ChevronLeft, ChevronRight } from '#app/ui/icons.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** The gallery fills the phone's width, and about half the 1200 px container beside the headline from 901 px. */
/** The first slide is the page's largest paint: the browser fetches it first. */
const FIRST_SLIDE = { fetchPriority: 'high' } as const

const HERO_SIZES = '(min-width: 901px) min(560px, 47vw), calc(100vw - 2.5rem)'

/**
 * Hero gallery of images and videos: auto-advances every
 * 5 s only on the home route with more than one item; a manual move restarts
 * the timer; moves are locked for 300 ms during a transition.
 */
export function HeroGallery({
  items,
  fallback,
  alt,
  images = {},
}: {
  items: string[]
  fallback: string
  alt: string
  /** The stored images' sizes, alt text and focal point, by URL (app/content/content-images.server.ts). */
  images?: Record<string, MediaImage>
}) {
  const slides = items.length > 0 ? items : fallback ? [fallback] : []
  const [index, setIndex] = useState(0)
  const [timerKey, setTimerKey] = useState(0)
  const locked = useRef(false)
  const { pathname } = useLocation()
  // The server sends the first slide only; the others load once the page runs, so they never compete
  // with the first photo (the page's largest paint) for a slow connection.
  const started = useHydrated()
  const { t } = useT('content')

  const move = useCallback(
    (to: number) => {
      if (locked.current || slides.length < 2) return
      locked.current = true
      window.setTimeout(() => (locked.current = false), CAROUSEL_LOCK_MS)
      setIndex((to + slides.length) % slides.length)
    },
    [slides.length],
  )

  useEffect(() => {
    if (slides.length < 2 || unlocalizedPath(pathname) !== '/') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const id = window.setInterval(() => move(index + 1), CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(id)
  }, [slides.length, pathname, index, move, timerKey])

  const manual = (to: number) => {
    move(to)
    setTimerKey((k) => k + 1)
  }

  if (slides.length === 0) return null
  return (
    <div className="hero-gallery" role="region" aria-roledescription={t('gallery.roledescription')} aria-label={t('gallery.label')}>
      <div className="hero-gallery-track">
        {slides.map((src, i) => (
          <div
            key={src + i}
            className={`hero-slide${i === index ? ' is-active' : ''}`}
            aria-hidden={i !== index}
            role="group"
            aria-roledescription={t('gallery.slideRole')}
            aria-label={t('gallery.slide', { n: i + 1, total: slides.length })}
          >
            {i > 0 && !started ? null : isVideoUrl(src) ? (
              <video src={src} muted loop playsInline autoPlay={i === index} preload="metadata" aria-label={alt} />
            ) : (
              <img
                src={images[src]?.src ?? src}
                srcSet={images[src]?.srcSet ?? mediaSrcSet(src)}
                sizes={HERO_SIZES}
                alt={i !== index ? '' : images[src]?.described ? images[src].alt : alt}
                style={images[src]?.position ? { objectPosition: images[src].position } : undefined}
                width={images[src]?.width ?? 960}
                height={images[src]?.height ?? 640}
                loading={i === 0 ? 'eager' : 'lazy'}
                {...(i === 0 ? FIRST_SLIDE : {})}
                {...placeholderOnError}
              />
            )}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className="gallery-nav gallery-prev" aria-label={t('gallery.previous')} onClick={() => manual(index - 1)}>
            <ChevronLeft />
          </button>
          <button type="button" className="gallery-nav gallery-next" aria-label={t('gallery.next')} onClick={() => manual(index + 1)}>
            <ChevronRight />
          </button>
          <div className="gallery-dots">
            {slides.map((src, i) => (
              <button
                key={src + i}
                type="button"
                className={`gallery-dot${i === index ? ' is-active' : ''}`}
                aria-label={t('gallery.show', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => manual(i)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
