import type { Listing } from './listing.ts'
import { formatPrice, listStatusLabel } from '#core/format.ts'
import { openHouseBadge } from './open-house-times.ts'

// Saved homes without an account (docs/decisions/0160-saved-homes-in-the-browser.md): the browser keeps each saved
// home with what it looked like when the visitor last looked, and the saved homes page tells what changed since.

/** More than a visitor compares; the oldest go first when a new one is saved past it. */
export const MAX_SAVED_HOMES = 100

/** What a saved home looked like when last seen. */
export interface Seen {
  price: number
  status: string
  photos: number
  /** The next open house's badge ("Open Sun, Mar 8, 1–3 PM"), or null. */
  openHouse: string | null
  /** Its times, for the page to say it in its language (a home seen before they were kept has none). */
  openHouseAt?: { startsAt: string; endsAt: string }
}

export interface SavedHome {
  id: string
  title: string
  savedAt: string
  seen: Seen
}

// The list is read by hand rather than with a zod schema: it is the one thing every public page reads at once, and
// zod would be a fifth of the page's scripts (docs/performance.md).
type Stored = Record<string, unknown>
const isObject = (v: unknown): v is Stored => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0

function readSeen(v: unknown): Seen | null {
  if (!isObject(v) || typeof v.price !== 'number' || typeof v.status !== 'string' || !isCount(v.photos)) return null
  if (v.openHouse !== null && typeof v.openHouse !== 'string') return null
  const seen: Seen = { price: v.price, status: v.status, photos: v.photos, openHouse: v.openHouse }
  const at = v.openHouseAt
  if (at === undefined) return seen
  if (!isObject(at) || typeof at.startsAt !== 'string' || typeof at.endsAt !== 'string') return null
  return { ...seen, openHouseAt: { startsAt: at.startsAt, endsAt: at.endsAt } }
}

function readSavedHome(v: unknown): SavedHome | null {
  if (!isObject(v) || typeof v.id !== 'string' || !/^[0-9a-f]{24}$/.test(v.id)) return null
  if (typeof v.title !== 'string' || v.title.length > 300 || typeof v.savedAt !== 'string') return null
  const seen = readSeen(v.seen)
  return seen && { id: v.id, title: v.title, savedAt: v.savedAt, seen }
}

/** A stored list, whatever the browser kept: entries that do not read are left out. */
export function readSavedHomes(value: unknown): SavedHome[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const home = readSavedHome(entry)
    return home ? [home] : []
  })
}

/** What the visitor sees of a listing now: a card's fields or a whole listing's. */
export interface Visible {
  price: number
  status: string
  images: unknown[]
  openHouse?: { label: string; startsAt?: string; endsAt?: string } | null
  openHouses?: Listing['openHouses']
}

export function seenOf(p: Visible): Seen {
  const next = p.openHouses?.[0]
  const at =
    next ?? (p.openHouse?.startsAt && p.openHouse.endsAt ? { startsAt: p.openHouse.startsAt, endsAt: p.openHouse.endsAt } : undefined)
  return {
    price: p.price,
    status: p.status,
    photos: p.images.length,
    openHouse: next ? openHouseBadge(next.startsAt, next.endsAt) : (p.openHouse?.label ?? null),
    ...(at && { openHouseAt: { startsAt: at.startsAt, endsAt: at.endsAt } }),
  }
}

const STATUS_NEWS: Record<string, string> = {
  available: 'Available again',
  pending: 'Now pending: an offer was accepted',
  sold: 'Sold',
  rented: 'Rented',
  upcoming: 'Coming soon',
}

/** One change since the visitor last looked, as data: the site says it in the page's language (`saved` words). */
export type Change =
  | { kind: 'price'; before: number; after: number }
  | { kind: 'status'; status: string }
  | { kind: 'photos'; count: number }
  | { kind: 'openHouse'; when: string; at?: { startsAt: string; endsAt: string } }

/** What changed since the visitor last looked, most important first; empty when nothing did. */
export function changeList(seen: Seen, now: Seen): Change[] {
  const news: Change[] = []
  if (now.price !== seen.price && now.price > 0 && seen.price > 0) news.push({ kind: 'price', before: seen.price, after: now.price })
  if (now.status !== seen.status) news.push({ kind: 'status', status: now.status })
  if (now.photos > seen.photos) news.push({ kind: 'photos', count: now.photos - seen.photos })
  // The open house's badge, "Open Sun, Mar 8, 1–3 PM", without its first word.
  if (now.openHouse && now.openHouse !== seen.openHouse)
    news.push({ kind: 'openHouse', when: now.openHouse.replace(/^Open /, ''), ...(now.openHouseAt && { at: now.openHouseAt }) })
  return news
}

/** A change in English words. */
function englishChange(c: Change): string {
  switch (c.kind) {
    case 'price': {
      const drop = c.before - c.after
      return drop > 0
        ? `Price dropped ${formatPrice(drop)}: ${formatPrice(c.before)} → ${formatPrice(c.after)}`
        : `Price rose ${formatPrice(-drop)}: ${formatPrice(c.before)} → ${formatPrice(c.after)}`
    }
    case 'status':
      return STATUS_NEWS[c.status] ?? `Now ${listStatusLabel(c.status)}`
    case 'photos':
      return c.count === 1 ? '1 new photo' : `${c.count} new photos`
    case 'openHouse':
      return `Open house ${c.when}`
  }
}

/** What changed since the visitor last looked, in English words, most important first; empty when nothing did. */
export const changesSince = (seen: Seen, now: Seen): string[] => changeList(seen, now).map(englishChange)

/** The list with `home` saved (first, newest), at most MAX_SAVED_HOMES long. */
export function withSaved(list: SavedHome[], home: SavedHome): SavedHome[] {
  return [home, ...list.filter((h) => h.id !== home.id)].slice(0, MAX_SAVED_HOMES)
}
