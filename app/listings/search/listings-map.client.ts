import L from 'leaflet'
import Supercluster from 'supercluster'
import 'leaflet/dist/leaflet.css'
import { MAP_BOUNDS_DEBOUNCE_MS, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '#core/constants.ts'
import { formatListingPrice, formatPinPrice } from '#core/format.ts'
import type { PinCluster, ListingPin, ListingPins } from '#core/listings/listing.ts'
import { call } from '#app/ui/http.ts'

// Leaflet lives only in the browser and only on the map pages: this module is
// loaded with import() once a map mounts, never during SSR.

export interface MapBounds {
  north: number
  south: number
  east: number
  west: number
}

export interface ListingsMapOptions {
  tileUrl: string
  /** The list's filters as a query string, without the map area. */
  pinQuery: string
  initialBounds: MapBounds | null
  onBoundsChange: (bounds: MapBounds) => void
  onOpen: (id: string) => void
  onPinsLoaded?: (total: number) => void
  /** The map's words in the page's language, and the page's address of a listing. */
  words: { label: string; details: string; perMonth: string; listingPath: (id: string) => string }
}

export interface ListingsMapController {
  setPinQuery(query: string): void
  flyTo(latitude: number, longitude: number, zoom: number): void
  highlight(id: string | null): void
  /** Re-measures the map after it was hidden (a phone's list/map switch). */
  refresh(): void
  destroy(): void
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
const boundsOf = (b: L.LatLngBounds): MapBounds => ({ north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() })
const round = (n: number) => String(Math.round(n * 1e5) / 1e5)

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 38 : count < 100 ? 44 : 52
  return L.divIcon({
    html: `<span class="map-cluster" style="width:${size}px;height:${size}px">${count}</span>`,
    className: 'map-cluster-icon',
    iconSize: [size, size],
  })
}

function priceIcon(pin: ListingPin, perMonth: string): L.DivIcon {
  // The label is made of numbers and the page's word for a month (formatPinPrice), never listing text: no markup can get in.
  return L.divIcon({
    html: `<span class="price-pin price-pin-${pin.type}">${formatPinPrice(pin, perMonth)}</span>`,
    className: 'price-pin-icon',
    iconSize: [0, 0],
  })
}

function popupContent(pin: ListingPin, onOpen: (id: string) => void, words: ListingsMapOptions['words']): HTMLElement {
  const box = document.createElement('div')
  box.className = 'map-popup'
  const price = document.createElement('p')
  price.className = 'map-popup-price'
  price.textContent = formatListingPrice({ ...pin, estimatedPrice: null }, words.perMonth)
  const title = document.createElement('p')
  title.className = 'map-popup-title'
  title.textContent = pin.title
  const link = document.createElement('a')
  link.href = words.listingPath(pin._id)
  link.className = 'btn btn-primary btn-sm'
  link.textContent = words.details
  link.addEventListener('click', (e) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    onOpen(pin._id)
  })
  box.append(price, title, link)
  return box
}

export function createListingsMap(element: HTMLElement, options: ListingsMapOptions): ListingsMapController {
  const map = L.map(element, { zoomControl: true, scrollWheelZoom: true })
  // Leaflet puts the map in the focus order (arrow keys pan, + and - zoom): it says what it is and how it is used.
  element.setAttribute('role', 'application')
  element.setAttribute('aria-roledescription', 'map')
  element.setAttribute('aria-label', options.words.label)
  if (options.initialBounds) {
    const b = options.initialBounds
    map.fitBounds([
      [b.south, b.west],
      [b.north, b.east],
    ])
  } else {
    map.setView([MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng], MAP_DEFAULT_ZOOM)
  }
  L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    // Sharp tiles on high-density screens (Lighthouse image-size-responsive).
    detectRetina: true,
    attribution: /openstreetmap\.org/.test(options.tileUrl)
      ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      : '',
  }).addTo(map)

  const layer = L.layerGroup().addTo(map)
  const markers = new Map<string, L.Marker>()
  let pinQuery = options.pinQuery
  let data: ListingPins = { total: 0, pins: [], clusters: [] }
  let index: Supercluster<ListingPin> | null = null
  let highlighted: string | null = null
  let request: AbortController | null = null
  let timer: number | undefined

  let openPinId: string | null = null

  function render() {
    // Pins are drawn afresh after each load, except the one whose popup the visitor opened (its auto-pan may
    // itself cause that load): it stays as it is, popup open, while it is still one of the pins on show.
    const keptId = openPinId
    const kept = keptId ? markers.get(keptId) : undefined
    for (const old of layer.getLayers()) if (old !== kept) layer.removeLayer(old)
    markers.clear()
    let keptShown = false
    const zoom = map.getZoom()
    const b = map.getBounds().pad(0.2)
    // Crowded pins fold into numbered circles on the visitor's side; the server already grouped the rest.
    const features = index ? index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(zoom)) : []
    const clusters: Array<PinCluster & { expandTo?: number }> = [...data.clusters]
    for (const f of features) {
      const [lng, lat] = f.geometry.coordinates
      if ('cluster' in f.properties && f.properties.cluster) {
        const id = f.properties.cluster_id as number
        clusters.push({
          count: f.properties.point_count as number,
          latitude: lat,
          longitude: lng,
          expandTo: index!.getClusterExpansionZoom(id),
        })
        continue
      }
      const pin = f.properties as ListingPin
      if (kept && pin._id === keptId) {
        markers.set(pin._id, kept)
        keptShown = true
        continue
      }
      const marker = L.marker([pin.latitude, pin.longitude], {
        icon: priceIcon(pin, options.words.perMonth),
        keyboard: true,
        title: `${pin.title}, ${formatListingPrice({ ...pin, estimatedPrice: null })}`,
        alt: pin.title,
        riseOnHover: true,
      })
      marker.bindPopup(() => popupContent(pin, options.onOpen, options.words), { closeButton: true, offset: [0, -30] })
      marker.on('popupopen', () => (openPinId = pin._id))
      marker.on('popupclose', () => {
        if (openPinId === pin._id) openPinId = null
      })
      marker.addTo(layer)
      markers.set(pin._id, marker)
    }
    for (const c of clusters) {
      L.marker([c.latitude, c.longitude], { icon: clusterIcon(c.count), keyboard: true, title: `${c.count} listings here: zoom in` })
        .on('click', () =>
          map.setView([c.latitude, c.longitude], Math.min(c.expandTo ?? map.getZoom() + 2, 18), { animate: !reducedMotion() }),
        )
        .addTo(layer)
    }
    if (kept && !keptShown) layer.removeLayer(kept)
    if (highlighted) highlight(highlighted)
  }

  async function load() {
    request?.abort()
    const controller = new AbortController()
    request = controller
    const b = map.getBounds().pad(0.2)
    const params = new URLSearchParams(pinQuery)
    params.set('north', round(b.getNorth()))
    params.set('south', round(b.getSouth()))
    params.set('east', round(b.getEast()))
    params.set('west', round(b.getWest()))
    params.set('zoom', String(Math.round(map.getZoom())))
    try {
      const answer = await call<ListingPins>(`/api/properties/pins?${params}`, { signal: controller.signal })
      if (!answer.ok) return
      data = answer.body
      index = new Supercluster<ListingPin>({ radius: 64, maxZoom: 16 })
      index.load(
        data.pins.map((pin) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [pin.longitude, pin.latitude] },
          properties: pin,
        })),
      )
      render()
      options.onPinsLoaded?.(data.total)
    } catch {
      // A failed pin load leaves the previous pins and shows nothing.
    }
  }

  function highlight(id: string | null) {
    if (highlighted && highlighted !== id) {
      const prev = markers.get(highlighted)
      prev?.getElement()?.classList.remove('is-active')
      prev?.setZIndexOffset(0)
    }
    highlighted = id
    if (!id) return
    const marker = markers.get(id)
    marker?.getElement()?.classList.add('is-active')
    marker?.setZIndexOffset(1000)
  }

  map.on('moveend', () => {
    window.clearTimeout(timer)
    timer = window.setTimeout(() => {
      options.onBoundsChange(boundsOf(map.getBounds()))
      void load()
    }, MAP_BOUNDS_DEBOUNCE_MS)
  })
  void load()
  options.onBoundsChange(boundsOf(map.getBounds()))

  return {
    setPinQuery(query) {
      if (query === pinQuery) return
      pinQuery = query
      void load()
    },
    flyTo(latitude, longitude, zoom) {
      if (reducedMotion()) map.setView([latitude, longitude], zoom, { animate: false })
      else map.flyTo([latitude, longitude], zoom, { duration: 0.8 })
    },
    highlight,
    refresh() {
      map.invalidateSize()
    },
    destroy() {
      window.clearTimeout(timer)
      request?.abort()
      map.remove()
    },
  }
}
