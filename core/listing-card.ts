import type { Property } from './property.ts'

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
] as const satisfies ReadonlyArray<keyof Property>

export type ListingCard = Pick<Property, (typeof LISTING_CARD_FIELDS)[number]>

export function toListingCard(p: Property): ListingCard {
  return Object.fromEntries(LISTING_CARD_FIELDS.map((key) => [key, p[key]])) as ListingCard
}
