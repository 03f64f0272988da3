import { useState } from 'react'
import type { CardImage } from '#core/listings/listing-card.ts'
import { ListingImage } from './listing-image.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { ChevronLeft, ChevronRight } from '#app/ui/icons.tsx'

/**
 * A listing card's photos: one photo at a
 * time with previous/next buttons, wrapping. Only the photo on show is loaded,
 * so a page of cards costs one image each until a visitor browses.
 */
export function CardCarousel({ images, title, sizes, eager }: { images: CardImage[]; title: string; sizes: string; eager?: boolean }) {
  const { t } = useT('property')
  const [index, setIndex] = useState(0)
  const count = images.length
  const move = (step: number) => setIndex((i) => (i + step + count) % count)
  return (
    <>
      <ListingImage image={images[index]} sizes={sizes} eager={eager && index === 0} />
      {count > 1 && (
        <div className="card-carousel-controls">
          <button type="button" className="card-carousel-btn" onClick={() => move(-1)} aria-label={t('photos.previousOf', { title })}>
            <ChevronLeft size={18} />
          </button>
          <span className="card-carousel-count" aria-live="polite">
            <span className="sr-only">{t('photos.photo')} </span>
            {index + 1}
            <span aria-hidden="true"> / </span>
            <span className="sr-only"> {t('photos.of')} </span>
            {count}
          </span>
          <button type="button" className="card-carousel-btn" onClick={() => move(1)} aria-label={t('photos.nextOf', { title })}>
            <ChevronRight size={18} />
          </button>
        </div>
      )}
    </>
  )
}
