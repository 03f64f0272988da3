import { PLACEHOLDER_IMAGE } from '#core/media.ts'

/** Swaps a photo that failed to load for the placeholder, once. */
export function showPlaceholder(img: HTMLImageElement): void {
  if (img.dataset.fallback) return
  img.dataset.fallback = 'placeholder'
  img.removeAttribute('srcset')
  img.src = PLACEHOLDER_IMAGE
}

/**
 * Props that give an <img> the placeholder on error. The ref also catches an
 * image that failed while the server-rendered page loaded, before React could
 * listen (a lazy image not yet fetched is not `complete`).
 */
export const placeholderOnError = {
  onError: (e: React.SyntheticEvent<HTMLImageElement>) => showPlaceholder(e.currentTarget),
  ref: (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) showPlaceholder(img)
  },
}
