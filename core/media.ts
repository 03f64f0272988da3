/**
 * Widths the image pipeline writes of every uploaded image, as WebP (server/media/image-pipeline.ts). 720 is a phone's
 * full-width photo (412 CSS px at 1.75x); images stored before a width was added get it from
 * server/media/missing-sizes.job.ts (docs/decisions/0171-phone-image-size.md).
 */
export const RESPONSIVE_WIDTHS = [480, 720, 960, 1600] as const

const SIZED_MEDIA = /^(\/media\/[0-9a-f]{24}\/)w(\d+)\.webp$/

/**
 * The srcset of a URL that names one of the pipeline's sizes, such as a hero
 * image picked in the admin: the pipeline writes every smaller width too.
 * Undefined for any other URL (an outside image or a video).
 */
export function mediaSrcSet(url: string): string | undefined {
  const match = SIZED_MEDIA.exec(url)
  if (!match) return undefined
  const largest = Number(match[2])
  const widths = RESPONSIVE_WIDTHS.filter((w) => w <= largest)
  if (!widths.includes(largest as (typeof RESPONSIVE_WIDTHS)[number])) return undefined
  return widths.map((w) => `${match[1]}w${w}.webp ${w}w`).join(', ')
}

/** A stored image as a page shows it: its display URL, responsive WebP sizes and intrinsic size (no layout shift). */
export interface MediaImage {
  src: string
  srcSet: string
  width: number
  height: number
  /** What staff wrote the image shows ('' when decorative or not yet described). */
  alt?: string
  /** Whether staff described it or marked it decorative (then `alt` is the page's alt, even ''). */
  described?: boolean
  /** CSS object-position of its focal point ("50% 30%"). */
  position?: string
}

/** The media id in a stored file's URL (/media/<id>/…), or undefined for any other URL. */
export function mediaIdOf(url: string): string | undefined {
  return /^\/media\/([0-9a-f]{24})\//.exec(url)?.[1]
}

/** The fallback image when a photo fails to load (docs/product.md#links-and-images). */
export const PLACEHOLDER_IMAGE = '/placeholder-home.jpg'
