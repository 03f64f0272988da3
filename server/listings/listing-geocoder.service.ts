import { loadGazetteer, type Point } from '#server/places/gazetteer.ts'
import type { Nominatim } from '#server/places/nominatim.ts'

// Where a listing's pin goes: found when the listing is saved,
// never while someone looks at it, so a page view costs no geocoding and a
// failing geocoder only ever delays a save by its short timeout.
//
// 1. The street address from the geocoder (GEOCODER_URL), when configured and found.
// 2. Otherwise the offline gazetteer: the ZIP code's centre, else the
//    neighbourhood's, else the city's. These are shared by many listings, so
//    each listing is moved a little from it, in a direction and by a distance
//    (at most SPREAD_METRES) drawn from a hash of its id: the same on every save,
//    different between neighbours, so the pins of one ZIP code don't stack.
// 3. Otherwise no coordinates: the listing has no pin.

export const SPREAD_METRES = 600
const METRES_PER_DEGREE = 111_320

export interface Locatable {
  address: string
  city: string
  state: string
  zip: string
  location?: { neighborhood?: string }
}

export interface Located extends Point {
  precision: 'address' | 'approximate'
}

/** 32-bit FNV-1a: small, stable across releases and platforms. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

/** A point near `centre`, fixed for `id`: uniform over a disc of SPREAD_METRES. */
export function spreadPoint(centre: Point, id: string): Point {
  const h = hash(id)
  const angle = ((h & 0xffff) / 0x10000) * 2 * Math.PI
  const metres = Math.sqrt((h >>> 16) / 0x10000) * SPREAD_METRES
  const dLat = (metres * Math.cos(angle)) / METRES_PER_DEGREE
  const dLng = (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180))
  return { latitude: round6(centre.latitude + dLat), longitude: round6(centre.longitude + dLng) }
}

export function createListingGeocoder(options: { nominatim?: Nominatim } = {}) {
  return {
    async locate(id: string, p: Locatable): Promise<Located | undefined> {
      if (options.nominatim && p.address.trim()) {
        const exact = await options.nominatim.geocodeAddress({ street: p.address, city: p.city, state: p.state, postalcode: p.zip })
        if (exact) return { latitude: round6(exact.latitude), longitude: round6(exact.longitude), precision: 'address' }
      }
      const gazetteer = await loadGazetteer()
      const centre =
        gazetteer.zipCentre(p.zip) ??
        (p.location?.neighborhood ? gazetteer.neighborhoodCentre(p.location.neighborhood) : undefined) ??
        gazetteer.cityCentre(p.city, p.state)
      return centre && { ...spreadPoint(centre, id), precision: 'approximate' }
    },
  }
}

export type ListingGeocoder = ReturnType<typeof createListingGeocoder>
