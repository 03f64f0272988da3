import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { createListingRepository, type NewListing } from './listing.repository.ts'
import { createPriceHistoryRepository } from './price-history.repository.ts'
import type { ListingStatus } from '#core/listings/listing.ts'
import type { ListingGeocoder } from './listing-geocoder.service.ts'
import type { Point } from '#server/places/gazetteer.ts'
import { newId } from '#server/db/ids.ts'
import { withMail } from '#server/mail/outbox.ts'
import type { SaveTransaction } from '#server/history/record-history.service.ts'
import { ChangedSinceError, nextChangeTime } from '#server/plugins/if-match.ts'

// Every save of a listing goes through here so it gets its map point at save
// time (docs/decisions/0022-listing-coordinates-on-save.md): coordinates the writer gives win; otherwise they are
// found from the address when the listing is created or its address changes.

/** A property as a writer gives it: coordinates are optional. */
export type ListingInput = Omit<NewListing, 'latitude' | 'longitude'> & { latitude?: number | null; longitude?: number | null }

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zip'] as const

const pointOf = (p: { latitude?: number | null; longitude?: number | null }): Point | undefined =>
  typeof p.latitude === 'number' && typeof p.longitude === 'number' ? { latitude: p.latitude, longitude: p.longitude } : undefined

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * What the caller wants done when a listing becomes upcoming: created with
 * status 'upcoming', or saved as 'upcoming' over another status. Opt-in, so
 * the seed (which passes none) mails no one.
 */
export interface UpcomingHooks {
  /** Runs inside the saving transaction: what it queues is kept only if the listing is saved. */
  becameUpcoming(trx: Kysely<Database>, id: string, listing: ListingInput): Promise<void>
  /** The statuses that call becameUpcoming when a listing takes them (default: upcoming only; listing announcements add available). */
  statuses?: readonly ListingStatus[]
  /** Runs inside every save's transaction after the change, archiving and taking off the site too. */
  changed?(trx: Kysely<Database>, id: string): Promise<unknown>
}

/** `db` may be a transaction: the seed writes its listings inside one. */
export function createListingWriter(db: Kysely<Database>, geocoder: ListingGeocoder, upcoming?: UpcomingHooks) {
  const repo = createListingRepository(db)
  const prices = createPriceHistoryRepository(db)
  const announces = (status: ListingStatus) => upcoming !== undefined && (upcoming.statuses ?? ['upcoming']).includes(status)
  // Mail queued by becameUpcoming goes out once the save has committed. A staff member's save passes its own
  // transaction, which keeps the listing's version with it (docs/decisions/0121-a-save-and-its-version-together.md).
  const inTransaction: SaveTransaction = (work) => withMail(db, work)
  const stored = (p: ListingInput, point: Point | undefined): NewListing => ({
    ...p,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
  })

  return {
    /** Stores a new listing and returns its id. */
    async create(p: ListingInput, id: string = newId(), within: SaveTransaction = inTransaction): Promise<string> {
      const point = pointOf(p) ?? (await geocoder.locate(id, p))
      const becomes = announces(p.status)
      await within(async (trx) => {
        await repo.insert(id, stored(p, point), trx)
        // The first entry of the price history, dated like the listing.
        await prices.record(id, p.price, p.estimatedPrice, p.createdAt, trx)
        if (becomes) await upcoming!.becameUpcoming(trx, id, p)
      })
      return id
    },

    /**
     * Replaces a listing; false when there is none. Coordinates that differ
     * from the stored ones were moved by the writer and are kept. Otherwise a
     * changed address is located again, and an unchanged one keeps its point.
     * With `expectedChange` (the change time of the version the editor
     * started from), a save over a newer version throws ChangedSinceError. The map point is found before `within`'s
     * transaction begins, so no transaction waits for the geocoder.
     */
    async update(id: string, p: ListingInput, expectedChange?: string, within: SaveTransaction = inTransaction): Promise<boolean> {
      const current = await repo.findById(id)
      if (!current) return false
      if (expectedChange !== undefined && expectedChange !== current.updatedAt) throw new ChangedSinceError(current.updatedAt)
      // A listing's change time is its version: each save's is later than the one before, even within a millisecond.
      const after = new Date(Date.parse(current.updatedAt) + 1).toISOString()
      if (!p.updatedAt || p.updatedAt < after) p = { ...p, updatedAt: nextChangeTime(current.updatedAt) }
      const given = pointOf(p)
      const before = pointOf(current)
      const moved = given && (given.latitude !== before?.latitude || given.longitude !== before?.longitude)
      const readdressed = ADDRESS_FIELDS.some((k) => !sameText(p[k], current[k]))
      const point = moved ? given : !readdressed && before ? before : await geocoder.locate(id, p)
      let became = false
      const updated = await within(async (trx) => {
        if (announces(p.status)) {
          // Flipping the status first, only if it differs, decides the change
          // under the row's lock: of two saves racing to 'upcoming', one announces it.
          became = await repo.flipStatus(id, p.status, trx)
        }
        if (!(await repo.update(id, stored(p, point), trx, expectedChange))) {
          const now = await createListingRepository(trx).findForStaff(id)
          if (now && expectedChange !== undefined) throw new ChangedSinceError(now.updatedAt)
          return false
        }
        if (p.price !== current.price || p.estimatedPrice !== current.estimatedPrice)
          await prices.record(id, p.price, p.estimatedPrice, p.updatedAt, trx)
        if (became) await upcoming!.becameUpcoming(trx, id, p)
        await upcoming?.changed?.(trx, id)
        return true
      })
      return updated
    },

    /** What follows a change made outside update (archived, taken off the site), in its transaction. */
    changed: async (trx: Kysely<Database>, id: string): Promise<void> => {
      await upcoming?.changed?.(trx, id)
    },
  }
}

export type ListingWriter = ReturnType<typeof createListingWriter>
