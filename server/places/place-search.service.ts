import type { Place } from '#core/places/place.ts'
import { loadGazetteer, normalizePlaceText } from './gazetteer.ts'
import type { Nominatim } from './nominatim.ts'

// Place suggestions of GET /api/places: the offline gazetteer
// first, then, when it has fewer than asked for and GEOCODER_URL is set, the
// geocoder's own matches that are not already there.

export const DEFAULT_PLACE_LIMIT = 5
const REMOTE_CACHE_SIZE = 500
const REMOTE_CACHE_MS = 10 * 60_000
/** About a kilometre: a geocoder's "Dundee" this close to ours is the same place. */
const SAME_PLACE_DEGREES = 0.01

const samePlace = (a: Place, b: Place) =>
  normalizePlaceText(a.label) === normalizePlaceText(b.label) ||
  (a.kind === b.kind &&
    normalizePlaceText(a.name) === normalizePlaceText(b.name) &&
    Math.abs(a.latitude - b.latitude) < SAME_PLACE_DEGREES &&
    Math.abs(a.longitude - b.longitude) < SAME_PLACE_DEGREES)

/** Offline suggestions first, then the geocoder's that none of them (or an earlier one) already stands for. */
export function mergePlaces(offline: Place[], online: Place[], limit: number): Place[] {
  const merged = [...offline]
  for (const place of online) if (!merged.some((p) => samePlace(p, place))) merged.push(place)
  return merged.slice(0, limit)
}

export function createPlaceSearch(options: { nominatim?: Nominatim } = {}) {
  const { nominatim } = options
  // Typing sends the same prefixes again and again; the geocoder is asked once per prefix for a while.
  const cache = new Map<string, { at: number; places: Place[] }>()

  async function remote(q: string, limit: number): Promise<Place[]> {
    if (!nominatim) return []
    const key = `${normalizePlaceText(q)}|${limit}`
    const hit = cache.get(key)
    if (hit && Date.now() - hit.at < REMOTE_CACHE_MS) return hit.places
    const places = await nominatim.searchPlaces(q, limit)
    // A failure is not remembered: the next keystroke may find the geocoder back.
    if (!places) return []
    cache.delete(key)
    cache.set(key, { at: Date.now(), places })
    if (cache.size > REMOTE_CACHE_SIZE) cache.delete(cache.keys().next().value!)
    return places
  }

  return {
    async suggest(q: string, limit = DEFAULT_PLACE_LIMIT): Promise<Place[]> {
      if (!normalizePlaceText(q)) return []
      const offline = (await loadGazetteer()).search(q, limit)
      if (offline.length >= limit || !nominatim) return offline
      return mergePlaces(offline, await remote(q, limit), limit)
    },
  }
}

export type PlaceSearch = ReturnType<typeof createPlaceSearch>
