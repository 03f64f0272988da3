import { z } from 'zod'
import type { Listing } from './listing.ts'
import { formatPrice, listStatusLabel } from '#core/format.ts'
import { openHouseBadge } from './open-house-times.ts'

// Saved homes without an account (docs/decisions/0160-saved-homes-in-the-browser.md): the browser keeps each saved
// home with what it looked like when the visitor last looked, and the saved homes page tells what changed since.

/** More than a visitor compares; the oldest go first when a new one is saved past it. */
export const MAX_SAVED_HOMES = 100

/** What a saved home looked like when last seen. */
export const SeenSchema = z.object({
  price: z.number(),
  status: z.string(),
  photos: z.number().int().nonnegative(),
  /** The next open house's badge ("Open Sun, Mar 8, 1–3 PM"), or null. */
  openHouse: z.string().nullable(),
})
export type Seen = z.infer<typeof SeenSchema>

export const SavedHomeSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/),
  title: z.string().max(300),
  savedAt: z.string(),
  seen: SeenSchema,
})
export type SavedHome = z.infer<typeof SavedHomeSchema>

/** A stored list, whatever the browser kept: entries that do not read are left out. */
export function readSavedHomes(value: unknown): SavedHome[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const parsed = SavedHomeSchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
}

/** What the visitor sees of a listing now: a card's fields or a whole listing's. */
export interface Visible {
  price: number
  status: string
  images: unknown[]
  openHouse?: { label: string } | null
  openHouses?: Listing['openHouses']
}

export function seenOf(p: Visible): Seen {
  const next = p.openHouses?.[0]
  return {
    price: p.price,
    status: p.status,
    photos: p.images.length,
    openHouse: next ? openHouseBadge(next.startsAt, next.endsAt) : (p.openHouse?.label ?? null),
  }
}

const STATUS_NEWS: Record<string, string> = {
  available: 'Available again',
  pending: 'Now pending: an offer was accepted',
  sold: 'Sold',
  rented: 'Rented',
  upcoming: 'Coming soon',
}

/** What changed since the visitor last looked, in words, most important first; empty when nothing did. */
export function changesSince(seen: Seen, now: Seen): string[] {
  const news: string[] = []
  if (now.price !== seen.price && now.price > 0 && seen.price > 0) {
    const drop = seen.price - now.price
    news.push(
      drop > 0
        ? `Price dropped ${formatPrice(drop)}: ${formatPrice(seen.price)} → ${formatPrice(now.price)}`
        : `Price rose ${formatPrice(-drop)}: ${formatPrice(seen.price)} → ${formatPrice(now.price)}`,
    )
  }
  if (now.status !== seen.status) news.push(STATUS_NEWS[now.status] ?? `Now ${listStatusLabel(now.status)}`)
  if (now.photos > seen.photos) news.push(now.photos - seen.photos === 1 ? '1 new photo' : `${now.photos - seen.photos} new photos`)
  if (now.openHouse && now.openHouse !== seen.openHouse) news.push(now.openHouse.replace(/^Open /, 'Open house '))
  return news
}

/** The list with `home` saved (first, newest), at most MAX_SAVED_HOMES long. */
export function withSaved(list: SavedHome[], home: SavedHome): SavedHome[] {
  return [home, ...list.filter((h) => h.id !== home.id)].slice(0, MAX_SAVED_HOMES)
}
