import type { Listing } from '#core/listings/listing.ts'
import { VIDEO_EXTENSIONS } from './constants.ts'
import { groupDigits } from './digits.ts'

// Whole dollars are grouped by hand: en-US and es-US both write $1,245,000, and building a number format is a long
// task on a phone (200-260 ms measured) that a list page would pay while it hydrates (decision 0190). Negative and
// huge amounts, which no page shows, go to Intl, made on first use.
let usd: Intl.NumberFormat | undefined

/** A price in whole dollars, "$245,000", as Intl's en-US (and es-US) currency format writes it. */
export function formatPrice(amount: number): string {
  const whole = Math.round(amount)
  if (amount >= 0 && Number.isSafeInteger(whole)) return `$${groupDigits(whole)}`
  return (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount)
}

/** Price as cards show it: rentals with "/mo" (or the page's word for it); upcoming uses the estimate when set. */
export function formatListingPrice(p: Pick<Listing, 'type' | 'status' | 'price' | 'estimatedPrice'>, perMonth = '/mo'): string {
  const amount = p.status === 'upcoming' && p.estimatedPrice ? p.estimatedPrice : p.price
  return p.type === 'rental' ? `${formatPrice(amount)}${perMonth}` : formatPrice(amount)
}

/** Map pin label "{n}K" or "{n}K/mo" (docs/product.md#map-and-pins; "/mes" on the Spanish site). */
export function formatPinPrice(p: Pick<Listing, 'type' | 'price'>, perMonth = '/mo'): string {
  const thousands = p.price / 1000
  const n = thousands >= 100 ? Math.round(thousands) : Math.round(thousands * 10) / 10
  return p.type === 'rental' ? `${n}K${perMonth}` : `${n}K`
}

export type BadgeTone = 'red' | 'yellow' | 'green' | 'blue' | 'purple'

/** Home-page status badge (docs/product.md#status-labels-and-badges). */
export function homeBadge(p: Pick<Listing, 'type' | 'status'>): { label: string; tone: BadgeTone } {
  if (p.status === 'sold') return { label: 'Sold', tone: 'red' }
  if (p.status === 'pending') return { label: 'Pending', tone: 'yellow' }
  if (p.status === 'rented') return { label: 'Rented', tone: 'red' }
  if (p.status === 'upcoming') return { label: 'Coming Soon', tone: 'purple' }
  return p.type === 'rental' ? { label: 'For Rent', tone: 'blue' } : { label: 'For Sale', tone: 'green' }
}

/** List status text: unknown values show as Available. */
export function listStatusLabel(status: string): string {
  switch (status) {
    case 'pending':
      return 'Pending'
    case 'sold':
      return 'Sold'
    case 'rented':
      return 'Rented'
    default:
      return 'Available'
  }
}

export const formatBaths = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1))

export function isVideoUrl(url: string): boolean {
  const ext = url.split('?')[0].split('.').pop()?.toLowerCase() ?? ''
  return (VIDEO_EXTENSIONS as readonly string[]).includes(ext)
}

/** Website links lacking http or https get https prefixed. */
export function withHttps(url: string): string {
  const trimmed = url.trim()
  if (!trimmed) return ''
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/** A file's size for people: "512 B", "40 KB", "12.3 MB", "2.1 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`
}
