import type { CSSProperties } from 'react'
import type { ListingPhoto } from '#core/listings/listing.ts'
import { THUMBNAIL_GRID_MAX } from '#core/constants.ts'
import { ListingImage } from './listing-image.tsx'
import { useT } from '#app/i18n/use-t.ts'

interface Props {
  images: ListingPhoto[]
  onOpen: (index: number, opener: HTMLElement) => void
}

/**
 * Thumbnail grid of the first five photos, plus a View All box
 * when there are more. Every tile is a button, so Enter and Space open the gallery too.
 */
export function ListingThumbnails({ images, onOpen }: Props) {
  const { t } = useT('property')
  if (images.length < 2) return null
  const total = images.length
  const more = total > THUMBNAIL_GRID_MAX
  return (
    <ul
      className="pt-grid"
      aria-label={t('photos.thumbnails')}
      // Four tracks at least, so two or three photos stay thumbnails rather than filling the row.
      style={{ '--pt-cols': Math.max(4, Math.min(total, THUMBNAIL_GRID_MAX) + (more ? 1 : 0)) } as CSSProperties}
    >
      {images.slice(0, THUMBNAIL_GRID_MAX).map((img, i) => (
        <li key={img._id + i}>
          <button type="button" className="pt-thumb" onClick={(e) => onOpen(i, e.currentTarget)}>
            <ListingImage image={img} sizes="(min-width: 1240px) 200px, (min-width: 700px) 17vw, 31vw" />
            <span className="sr-only">{t('photos.open', { n: i + 1, total })}</span>
          </button>
        </li>
      ))}
      {more && (
        <li>
          <button type="button" className="pt-thumb pt-all" onClick={(e) => onOpen(0, e.currentTarget)}>
            {/* The next photo behind the label is decoration: the label names the button. */}
            <ListingImage
              image={{ ...images[THUMBNAIL_GRID_MAX], alt: '' }}
              sizes="(min-width: 1240px) 200px, (min-width: 700px) 17vw, 31vw"
            />
            <span className="pt-all-label">
              {t('photos.viewAll')}
              <small>{t('photos.count', { count: total })}</small>
            </span>
          </button>
        </li>
      )}
    </ul>
  )
}
