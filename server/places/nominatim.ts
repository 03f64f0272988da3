import { z } from 'zod'
import type { Place } from '#core/places/place.ts'
import { AUTOCOMPLETE_BIAS_BOX } from '#core/constants.ts'
import { inBiasBox, type Point } from './gazetteer.ts'

// A client of a Nominatim-compatible geocoder (GEOCODER_URL).
// Every answer is optional: a slow, failing or odd geocoder gives nothing,
// and the caller keeps its offline answer.

export const GEOCODER_TIMEOUT_MS = 1500

export interface NominatimOptions {
  baseUrl: string
  /** Identifies the site to the geocoder's operator, as Nominatim's usage policy asks. */
  userAgent: string
  timeoutMs?: number
  /** Failures are logged for the operator, never shown to the visitor. */
  log?: { warn(obj: object, msg: string): void }
}

const ResultSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  display_name: z.string().optional(),
  addresstype: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
})
type Result = z.infer<typeof ResultSchema>

const CITY_TYPES = new Set(['city', 'town', 'village', 'hamlet', 'municipality'])
const NEIGHBORHOOD_TYPES = new Set(['suburb', 'neighbourhood', 'quarter', 'city_district', 'borough'])

// Nominatim's viewbox is "left,top,right,bottom".
const VIEWBOX = [
  AUTOCOMPLETE_BIAS_BOX.minLng,
  AUTOCOMPLETE_BIAS_BOX.maxLat,
  AUTOCOMPLETE_BIAS_BOX.maxLng,
  AUTOCOMPLETE_BIAS_BOX.minLat,
].join(',')

/** A geocoder result as a suggestion, or nothing for what is not a city, ZIP code or neighbourhood. */
export function placeOfResult(r: Result): Place | undefined {
  const a = r.address ?? {}
  const state = a['ISO3166-2-lvl4']?.replace(/^US-/, '') ?? ''
  const city = a.city ?? a.town ?? a.village ?? a.municipality
  const inCity = (first: string) => [first, [city, state].filter(Boolean).join(', ')].filter(Boolean).join(' · ')
  const point = { latitude: r.lat, longitude: r.lon }
  const type = r.addresstype ?? ''
  if (type === 'postcode') {
    const zip = (a.postcode ?? r.name ?? '').slice(0, 5)
    return /^\d{5}$/.test(zip) ? { name: zip, kind: 'zip', label: inCity(zip), ...point } : undefined
  }
  const name = r.name || r.display_name?.split(',')[0]
  if (!name) return undefined
  if (CITY_TYPES.has(type)) return { name, kind: 'city', label: [name, state].filter(Boolean).join(', '), ...point }
  if (NEIGHBORHOOD_TYPES.has(type)) return { name, kind: 'neighborhood', label: inCity(name), ...point }
  return undefined
}

export function createNominatim(options: NominatimOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`

  async function search(params: Record<string, string>): Promise<Result[]> {
    const url = new URL('search', base)
    for (const [k, v] of Object.entries({ ...params, format: 'jsonv2', countrycodes: 'us', addressdetails: '1' }))
      url.searchParams.set(k, v)
    const res = await fetch(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    })
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`)
    const parsed = z.array(z.unknown()).parse(await res.json())
    return parsed.flatMap((item) => {
      const r = ResultSchema.safeParse(item)
      return r.success && inBiasBox({ latitude: r.data.lat, longitude: r.data.lon }) ? [r.data] : []
    })
  }

  return {
    /** Cities, ZIP codes and neighbourhoods in the bias box matching free text; undefined when the geocoder fails. */
    async searchPlaces(q: string, limit: number): Promise<Place[] | undefined> {
      try {
        const results = await search({ q, limit: String(limit), viewbox: VIEWBOX, bounded: '1' })
        return results.flatMap((r) => placeOfResult(r) ?? [])
      } catch (err) {
        options.log?.warn({ err }, 'geocoder place search failed')
        return undefined
      }
    },

    /** The point of a street address, or undefined when the geocoder does not know it or fails. */
    async geocodeAddress(a: { street: string; city: string; state: string; postalcode: string }): Promise<Point | undefined> {
      try {
        const [first] = await search({ ...a, limit: '1', viewbox: VIEWBOX, bounded: '1' })
        return first && { latitude: first.lat, longitude: first.lon }
      } catch (err) {
        options.log?.warn({ err }, 'geocoder address lookup failed')
        return undefined
      }
    },
  }
}

export type Nominatim = ReturnType<typeof createNominatim>
