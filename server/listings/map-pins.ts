import { MAP_PINS_MAX } from '#core/constants.ts'
import type { PinCluster, ListingPin, ListingPins } from '#core/listings/listing.ts'

/**
 * Groups pins on a grid when there are too many to send one by one (10,000
 * listings must stay quick). A cell is about a quarter of a 256 px
 * map tile at the given zoom; a cell holding one listing stays a pin, so the
 * visitor still sees its price.
 */
export function groupPins(pins: ListingPin[], zoom: number, max = MAP_PINS_MAX): ListingPins {
  if (pins.length <= max) return { total: pins.length, pins, clusters: [] }
  const cellDegrees = 90 / 2 ** zoom
  const cells = new Map<string, ListingPin[]>()
  for (const pin of pins) {
    const key = `${Math.floor((pin.latitude + 90) / cellDegrees)}:${Math.floor((pin.longitude + 180) / cellDegrees)}`
    const cell = cells.get(key)
    if (cell) cell.push(pin)
    else cells.set(key, [pin])
  }
  const single: ListingPin[] = []
  const clusters: PinCluster[] = []
  for (const cell of cells.values()) {
    if (cell.length === 1) {
      single.push(cell[0])
      continue
    }
    let lat = 0
    let lng = 0
    for (const p of cell) {
      lat += p.latitude
      lng += p.longitude
    }
    clusters.push({ count: cell.length, latitude: lat / cell.length, longitude: lng / cell.length })
  }
  return { total: pins.length, pins: single, clusters }
}
