import { imageSrcSet, type CardImage } from '#core/listings/listing-card.ts'
import { placeholderOnError } from '#app/ui/image-fallback.ts'
import { useT } from '#app/i18n/use-t.ts'

/** The photo a visitor sees first is fetched before the others. */
const HIGH_PRIORITY = { fetchPriority: 'high' } as const

/**
 * A listing photo from its responsive WebP sizes, with its intrinsic size set so nothing shifts. Its description is
 * staff's, in English: a Spanish page marks it `lang="en"` (docs/decisions/0191-staff-english-marked.md).
 */
export function ListingImage({
  image,
  sizes,
  eager = false,
  className,
}: {
  image?: CardImage
  sizes: string
  eager?: boolean
  className?: string
}) {
  const { lang } = useT()
  if (!image) {
    return <img className={className} src="/placeholder-home.svg" alt="" width={1600} height={1067} loading={eager ? 'eager' : 'lazy'} />
  }
  return (
    <img
      className={className}
      src={image.url}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={image.alt}
      lang={image.alt && lang !== 'en' ? 'en' : undefined}
      // Where CSS trims the photo (object-fit: cover), its focal point stays in view.
      style={image.position ? { objectPosition: image.position } : undefined}
      width={image.width || 1600}
      height={image.height || 1067}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? HIGH_PRIORITY : {})}
      {...placeholderOnError}
    />
  )
}
