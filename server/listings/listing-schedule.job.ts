import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { ListingStatus } from '#core/listings/listing.ts'
import { newId } from '#server/db/ids.ts'
import { repeatJob } from '#server/db/job-claims.ts'
import { createListingRepository } from './listing.repository.ts'
import { createListingScheduleRepository } from './listing-schedule.repository.ts'
import type { ListingPublishing } from './listing-publishing.service.ts'
import type { ListingWriter } from './listing-writer.service.ts'
import { withStatus } from './listing-input.ts'

// The server job that carries out listings' scheduled changes (docs/decisions/0098-scheduled-listing-changes.md).
// Every server looks each minute for changes that are due; each is claimed with one conditional update, so of
// several servers one carries it out, like the outbox's mail. What it writes moves the catalog version, so every
// server's page and API caches show it at once. A change that cannot happen (the listing is incomplete at its
// publication time, or archived) is recorded with the reason, which the editor shows; one that fails for a passing
// reason is let go and tried again on the next look.

const LEASE_MS = 5 * 60 * 1000

export type ScheduleOutcome = { applied: number; refused: number; failed: number }

export interface ListingScheduleOptions {
  publishing: ListingPublishing
  writer: ListingWriter
  now: () => Date
  /** How often each server looks (a minute); tests call runDue() with a moved clock. */
  intervalMs?: number
  log?: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }
}

/** A refusal the staff member can act on (a 4xx of the services) rather than a failure to try again. */
const isRefusal = (err: unknown): err is Error => err instanceof Error && Number((err as { statusCode?: number }).statusCode) < 500

export function startListingSchedule(db: Kysely<Database>, options: ListingScheduleOptions) {
  const entries = createListingScheduleRepository(db)
  const listings = createListingRepository(db)
  const holder = newId()

  async function apply(row: { property_id: string; kind: string; status: string | null }): Promise<void> {
    if (row.kind === 'publish') {
      await options.publishing.publish(row.property_id)
      return
    }
    const p = await listings.findById(row.property_id)
    if (!p) throw Object.assign(new Error('The listing is archived.'), { statusCode: 400 })
    if (p.status !== row.status) await options.writer.update(p._id, withStatus(p, row.status as ListingStatus))
  }

  async function take(): Promise<ScheduleOutcome> {
    const outcome: ScheduleOutcome = { applied: 0, refused: 0, failed: 0 }
    const now = options.now().toISOString()
    for (const id of await entries.dueIds(now)) {
      const row = await entries.claim(id, holder, now, new Date(Date.parse(now) + LEASE_MS).toISOString())
      if (!row) continue
      try {
        await apply(row)
        await entries.finish(id, holder, options.now().toISOString(), null)
        outcome.applied++
        options.log?.info({ id, propertyId: row.property_id, kind: row.kind }, 'listing schedule: done')
      } catch (err) {
        if (isRefusal(err)) {
          await entries.finish(id, holder, options.now().toISOString(), err.message)
          outcome.refused++
          continue
        }
        await entries.release(id, holder)
        outcome.failed++
        options.log?.error({ err, id }, 'listing schedule: failed; tried again at the next look')
      }
    }
    return outcome
  }

  /** Carries out the changes that are due (those no other server holds), once a minute and when asked. */
  return repeatJob(take, {
    intervalMs: options.intervalMs,
    onError: (err): ScheduleOutcome => {
      options.log?.error({ err }, 'listing schedule: could not be checked')
      return { applied: 0, refused: 0, failed: 1 }
    },
  })
}

export type ListingScheduler = ReturnType<typeof startListingSchedule>
