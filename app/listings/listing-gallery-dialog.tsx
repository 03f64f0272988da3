import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { ListingPhoto } from '#core/listings/listing.ts'
import { ListingImage } from './listing-image.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { ChevronLeft, ChevronRight, CloseIcon } from '#app/ui/icons.tsx'

interface Props {
  images: ListingPhoto[]
  title: string
  /** The photo on show. */
  index: number
  onIndex: (index: number) => void
  onClose: () => void
  /** Gets focus back when the gallery closes. */
  opener: HTMLElement | null
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

/** Keeps the page still behind the gallery and puts it back where it was. */
function lockPageScroll(): () => void {
  const y = window.scrollY
  const body = document.body.style
  const saved = { position: body.position, top: body.top, left: body.left, right: body.right, overflow: body.overflow }
  Object.assign(body, { position: 'fixed', top: `-${y}px`, left: '0', right: '0', overflow: 'hidden' })
  return () => {
    Object.assign(body, saved)
    window.scrollTo({ top: y, left: 0, behavior: 'instant' })
  }
}

/**
 * Full-screen photo gallery: previous/next wrap, a counter
 * "n / total" and a thumbnail strip. A modal <dialog>: the page behind is inert
 * and does not scroll; Escape, the close button or a click on the dark overlay
 * close it, and focus goes back to the photo that opened it.
 */
export function ListingGalleryDialog({ images, title, index, onIndex, onClose, opener }: Props) {
  const { t, lang } = useT('property')
  const dialog = useRef<HTMLDialogElement>(null)
  const strip = useRef<HTMLUListElement>(null)
  const total = images.length
  const image = images[index]
  const move = (step: number) => onIndex((index + step + total) % total)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    const unlock = lockPageScroll()
    el.showModal()
    return () => {
      if (el.open) el.close()
      unlock()
      opener?.focus({ preventScroll: true })
    }
  }, [opener])

  useEffect(() => {
    const thumb = strip.current?.children[index] as HTMLElement | undefined
    thumb?.scrollIntoView({ block: 'nearest', inline: 'center' })
  }, [index])

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault()
      move(e.key === 'ArrowLeft' ? -1 : 1)
    } else if (e.key === 'Tab') {
      // Keep Tab inside: the browser would otherwise move on to its own toolbar.
      const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = items[0]
      const last = items[items.length - 1]
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      }
    }
  }

  // The dark area around the photo is the overlay; the photo, buttons and strip are not.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    const target = e.target as HTMLElement
    if (target === e.currentTarget || target.hasAttribute('data-overlay')) onClose()
  }

  return (
    <dialog
      ref={dialog}
      className="pg"
      aria-modal="true"
      aria-label={t('gallery.label', { title })}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="pg-top" data-overlay>
        <p className="pg-counter" aria-live="polite" data-overlay>
          <span className="sr-only">{t('photos.photo')} </span>
          <span data-testid="gallery-counter">
            {index + 1} / {total}
          </span>
        </p>
        <button type="button" className="pg-close" onClick={onClose} aria-label={t('gallery.close')} autoFocus>
          <CloseIcon size={26} />
        </button>
      </div>
      <div className="pg-stage" data-overlay>
        {total > 1 && (
          <button type="button" className="pg-arrow pg-prev" onClick={() => move(-1)} aria-label={t('photos.previous')}>
            <ChevronLeft size={30} />
          </button>
        )}
        <figure className="pg-figure" data-overlay>
          <ListingImage key={image._id + index} image={image} sizes="100vw" eager />
          {image.alt && <figcaption lang={lang !== 'en' ? 'en' : undefined}>{image.alt}</figcaption>}
        </figure>
        {total > 1 && (
          <button type="button" className="pg-arrow pg-next" onClick={() => move(1)} aria-label={t('photos.next')}>
            <ChevronRight size={30} />
          </button>
        )}
      </div>
      {total > 1 && (
        <ul className="pg-strip" ref={strip} aria-label={t('gallery.all')}>
          {images.map((img, i) => (
            <li key={img._id + i}>
              <button
                type="button"
                className="pg-thumb"
                aria-current={i === index}
                aria-label={t('gallery.show', { n: i + 1, total })}
                onClick={() => onIndex(i)}
              >
                <ListingImage image={img} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  )
}
