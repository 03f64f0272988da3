import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { MAP_DEFAULT_CENTER } from '#core/constants.ts'

// The listing editor's map: one draggable pin where the listing will show
// on the public map. Loaded with import() in the browser only, like the public map.

export interface PinMapController {
  place(point: { latitude: number; longitude: number } | null): void
  destroy(): void
}

const pinIcon = () =>
  L.divIcon({ html: '<span class="pe-pin" aria-hidden="true"></span>', className: 'pe-pin-icon', iconSize: [28, 40], iconAnchor: [14, 40] })

export function createPinMap(
  element: HTMLElement,
  options: { tileUrl: string; label: string; onMove: (point: { latitude: number; longitude: number }) => void },
): PinMapController {
  // No keyboard panning: the map itself is not a stop in the tab order; the pin is (moved with the arrow keys).
  const map = L.map(element, { scrollWheelZoom: false, keyboard: false }).setView([MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng], 11)
  L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    attribution: /openstreetmap\.org/.test(options.tileUrl)
      ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
      : '',
  }).addTo(map)
  let marker: L.Marker | null = null
  const round = (n: number) => Math.round(n * 1e6) / 1e6
  return {
    place(point) {
      if (!point) {
        marker?.remove()
        marker = null
        return
      }
      const at: L.LatLngExpression = [point.latitude, point.longitude]
      if (!marker) {
        // Leaflet's draggable marker is also moved with the arrow keys once focused (keyboard: Tab to the pin).
        marker = L.marker(at, { draggable: true, icon: pinIcon(), keyboard: true, title: options.label, alt: options.label }).addTo(map)
        marker.on('dragend', () => {
          const ll = marker!.getLatLng()
          options.onMove({ latitude: round(ll.lat), longitude: round(ll.lng) })
        })
        map.setView(at, 15)
      } else {
        marker.setLatLng(at)
        if (!map.getBounds().contains(at)) map.panTo(at)
      }
    },
    destroy() {
      map.remove()
    },
  }
}
