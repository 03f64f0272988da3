import type { Listing, ListingPhoto } from './listing.ts'
import { mediaSrcSet } from '#core/media.ts'
import { listingCosts, type CardCosts } from './cost-estimates.ts'
import { openHouseBadge, openHouseLongDay, openHouseHours } from './open-house-times.ts'

/**
 * What a listing card, its Express Interest dialog and its map pin show: the
 * list pages send only these fields to the browser, not each listing's
 * description, features and detail sections (a quarter of the page's bytes).
 */
export const LISTING_CARD_FIELDS = [
  '_id',
  'title',
  'address',
  'city',
  'state',
  'zip',
  'type',
  'status',
  'propertyType',
  'price',
  'estimatedPrice',
  'bedrooms',
  'bathrooms',
  'squareFootage',
  'images',
  'latitude',
  'longitude',
] as const satisfies ReadonlyArray<keyof Listing>

/**
 * A card's photo: its sizes travel only when its URL does not name them
 * (a stored photo's srcset follows from its URL, core/media.ts), which halves
 * a list page's data (docs/decisions/0036-slim-listing-cards.md).
 */
export type CardImage = Pick<ListingPhoto, 'url' | 'alt' | 'width' | 'height'> & Partial<Pick<ListingPhoto, 'sources' | 'position'>>

/**
 * The next open house on a card: its badge ("Open Sun, Mar 8, 1–3 PM") and the words a screen reader hears, in English,
 * and its times, from which the site says them in the page's language (the cards are cached once for both languages).
 */
export interface CardOpenHouse {
  label: string
  spoken: string
  startsAt: string
  endsAt: string
}

export type ListingCard = Omit<Pick<Listing, (typeof LISTING_CARD_FIELDS)[number]>, 'images'> & {
  images: CardImage[]
  openHouse?: CardOpenHouse
  /** The HOA fee and the rental fees per month, for the card's monthly cost (docs/decisions/0140-monthly-cost-on-every-listing.md). */
  costs: CardCosts
}

const srcSetOf = (sources: ListingPhoto['sources']) => sources.map((s) => `${s.url} ${s.width}w`).join(', ')

export function toCardImage({ url, alt, width, height, sources, position }: ListingPhoto): CardImage {
  const derived = mediaSrcSet(url)
  const image: CardImage =
    derived !== undefined && derived === srcSetOf(sources) ? { url, alt, width, height } : { url, alt, width, height, sources }
  return position ? { ...image, position } : image
}

/** The srcset of a card's photo (or of a full listing photo). */
export function imageSrcSet(image: CardImage): string | undefined {
  return image.sources ? srcSetOf(image.sources) : mediaSrcSet(image.url)
}

export function toListingCard(p: Listing): ListingCard {
  const card = Object.fromEntries(LISTING_CARD_FIELDS.map((key) => [key, p[key]])) as Omit<ListingCard, 'images' | 'openHouse' | 'costs'>
  const next = p.openHouses?.[0]
  // Times in Omaha's zone, worked out here on the server: the browser shows the same words (docs/decisions/0112-open-houses.md).
  const openHouse = next && {
    label: openHouseBadge(next.startsAt, next.endsAt),
    spoken: `Open house ${openHouseLongDay(next.startsAt)}, ${openHouseHours(next.startsAt, next.endsAt)}`,
    startsAt: next.startsAt,
    endsAt: next.endsAt,
  }
  return { ...card, images: p.images.map(toCardImage), costs: listingCosts(p), ...(openHouse && { openHouse }) }
}
