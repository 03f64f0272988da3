import type { MediaImage } from '#core/media.ts'
import { placeholderOnError } from '#app/ui/image-fallback.ts'

/**
 * An image picked in the content manager (team photo, vision image, partner
 * logo…). A stored image comes with its responsive WebP sizes and intrinsic
 * size, resolved by the loader (app/content/content-images.server.ts); any other
 * URL is shown as it is. Lazy unless `eager`; a failed load shows the placeholder. A stored image carries staff's
 * crop, alt text and focal point (docs/decisions/0103-images-framed-described-and-ordered.md).
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
      src={stored?.src ?? url}
      srcSet={stored?.srcSet}
      sizes={stored ? sizes : undefined}
      // What staff wrote the image shows (or '' for one they marked decorative) goes before the page's own words.
      alt={stored?.described ? stored.alt : alt}
      // Where CSS trims the picture (object-fit: cover), its focal point stays in view.
      style={stored?.position ? { objectPosition: stored.position } : undefined}
      width={stored?.width ?? width}
      height={stored?.height ?? height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...placeholderOnError}
    />
  )
}
