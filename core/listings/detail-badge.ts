import type { Listing } from './listing.ts'
import type { BadgeTone } from '#core/format.ts'

/**
 * Status badge of the property detail page: an available listing
 * shows For Sale or For Rent with a dot; any other status shows its own badge only.
 */
export function detailBadge(p: Pick<Listing, 'type' | 'status'>): { label: string; tone: BadgeTone; dot: boolean } {
  switch (p.status) {
    case 'available':
      return p.type === 'rental' ? { label: 'For Rent', tone: 'blue', dot: true } : { label: 'For Sale', tone: 'green', dot: true }
    case 'sold':
      return { label: 'Sold', tone: 'red', dot: false }
    case 'pending':
      return { label: 'Pending', tone: 'yellow', dot: false }
    case 'rented':
      return { label: 'Rented', tone: 'red', dot: false }
    case 'upcoming':
      return { label: 'Coming Soon', tone: 'purple', dot: false }
  }
}
