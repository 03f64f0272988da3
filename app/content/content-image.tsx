import type { MediaImage } from '#core/media.ts'
import { placeholderOnError } from '#app/ui/image-fallback.ts'

/**
 * An image picked in the content manager (team photo, vision image, partner
 * logo…). A stored image comes with its responsive WebP sizes and intrinsic
 * size, resolved by the loader (app/content/content-images.server.ts); any other
 * URL is shown as it is. Lazy unless `eager`; a failed load shows the placeholder.
 */
export function ContentImage({
  url,
  images,
  alt,
  sizes,
  width,
  height,
  eager = false,
  className,
}: {
  url: string
  images: Record<string, MediaImage>
  alt: string
  sizes: string
  /** Used for the box when the image is not a stored one. */
  width: number
  height: number
  eager?: boolean
  className?: string
}) {
  const stored = images[url]
  return (
    <img
      className={className}
      src={url}
      srcSet={stored?.srcSet}
      sizes={stored ? sizes : undefined}
      alt={alt}
      width={stored?.width ?? width}
      height={stored?.height ?? height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...placeholderOnError}
    />
  )
}
