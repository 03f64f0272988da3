import { MAP_DEFAULT_CENTER } from '#core/constants.ts'

// Local places the ZIP code data does not name (docs/product.md#neighbourhood-names).
// The postal data files Millard, Benson and Florence under "Omaha"
// and knows only a Ralston in Iowa, so their centres are listed here. The other
// aliases (Bellevue, Papillion, La Vista, Gretna, Elkhorn, Boys Town, Waterloo,
// Valley, Bennington, Blair, Council Bluffs, Carter Lake) are post towns of
// their own and come from the ZIP code data. Dundee, Aksarben, Midtown,
// Westgate and West Omaha are the Omaha neighbourhoods the listings name, so
// a visitor who reads one on a card can search for it.

export interface LocalPlace {
  name: string
  kind: 'city' | 'neighborhood'
  /** The city a neighbourhood belongs to, for its label ("Dundee · Omaha, NE"). */
  city?: string
  state: string
  latitude: number
  longitude: number
  /** Other spellings a visitor may type. */
  aliases?: string[]
}

export const LOCAL_PLACES: LocalPlace[] = [
  { name: 'Millard', kind: 'neighborhood', city: 'Omaha', state: 'NE', latitude: 41.2036, longitude: -96.1256 },
  { name: 'Benson', kind: 'neighborhood', city: 'Omaha', state: 'NE', latitude: 41.2847, longitude: -96.0045 },
  { name: 'Florence', kind: 'neighborhood', city: 'Omaha', state: 'NE', latitude: 41.3386, longitude: -95.9607 },
  { name: 'Ralston', kind: 'city', state: 'NE', latitude: 41.2053, longitude: -96.0392 },
  { name: 'Dundee', kind: 'neighborhood', city: 'Omaha', state: 'NE', latitude: 41.2622, longitude: -95.989 },
  {
    name: 'Aksarben',
    kind: 'neighborhood',
    city: 'Omaha',
    state: 'NE',
    latitude: 41.2398,
    longitude: -96.0128,
    aliases: ['Aksarben Village'],
  },
  { name: 'Midtown', kind: 'neighborhood', city: 'Omaha', state: 'NE', latitude: 41.258, longitude: -95.968 },
  { name: 'Westgate', kind: 'neighborhood', city: 'Omaha', state: 'NE', latitude: 41.241, longitude: -96.044 },
  { name: 'West Omaha', kind: 'neighborhood', city: 'Omaha', state: 'NE', latitude: 41.255, longitude: -96.125 },
]

/** Where a city's suggestion points when the mean of its ZIP codes would not: Omaha is the map's default centre. */
export const CITY_CENTRES: Record<string, { latitude: number; longitude: number }> = {
  'omaha|NE': { latitude: MAP_DEFAULT_CENTER.lat, longitude: MAP_DEFAULT_CENTER.lng },
}
