import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Dialect } from '#server/db/database.ts'
import { createSignInThrottleRepository, type ThrottleRow } from './sign-in-throttle.repository.ts'

// Brute-force limits on sign-in, counted in the database so they
// survive a restart and hold across several app servers. Every attempt is
// counted as a failure BEFORE the password is checked (and given back when it
// succeeds), so a concurrent burst cannot all pass the check before the first
// failure is written. After the free attempts each further failure locks the
// key for a growing delay: 1, 2, 4, 8 then 15 minutes at most.

export const ACCOUNT_FREE_ATTEMPTS = 5
export const ADDRESS_FREE_ATTEMPTS = 20
const FIRST_DELAY_MS = 60 * 1000
export const MAX_DELAY_MS = 15 * 60 * 1000
/** A counter with no failure for this long starts again from zero. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000

export const accountKey = (normalizedUsername: string) => `account:${normalizedUsername.slice(0, 180)}`
export const addressKey = (ip: string) => `ip:${ip.slice(0, 100)}`
const freeAttempts = (key: string) => (key.startsWith('account:') ? ACCOUNT_FREE_ATTEMPTS : ADDRESS_FREE_ATTEMPTS)
const delayAfter = (failures: number, free: number) => Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, failures - free), MAX_DELAY_MS)

export type Reservation = { allowed: true } | { allowed: false; retryAt: Date }

export function createSignInThrottle(db: Kysely<Database>, dialect: Dialect, now: () => Date) {
  const throttles = createSignInThrottleRepository(db, dialect)
  let lastCleanup = 0

  const locked = (row: ThrottleRow, at: Date) => row.locked_until !== null && new Date(row.locked_until).getTime() > at.getTime()

  return {
    /** Counts one attempt on every key, or refuses it while any key is locked. */
    async reserve(keys: string[]): Promise<Reservation> {
      const at = now()
      const iso = at.toISOString()
      if (at.getTime() - lastCleanup > 10 * 60 * 1000) {
        lastCleanup = at.getTime()
        await throttles.deleteStale(new Date(at.getTime() - FORGET_AFTER_MS).toISOString(), iso)
      }
      return throttles.withLocked(keys, iso, async (rows, save) => {
        const lockedRows = rows.filter((r) => locked(r, at))
        if (lockedRows.length > 0) {
          const retryAt = Math.max(...lockedRows.map((r) => new Date(r.locked_until!).getTime()))
          return { allowed: false, retryAt: new Date(retryAt) }
        }
        for (const row of rows) {
          const stale = new Date(row.updated_at).getTime() + FORGET_AFTER_MS < at.getTime()
          const failures = (stale ? 0 : row.failures) + 1
          const free = freeAttempts(row.key)
          const lockedUntil = failures >= free ? new Date(at.getTime() + delayAfter(failures, free)).toISOString() : null
          await save({ ...row, failures, locked_until: lockedUntil, updated_at: iso })
        }
        return { allowed: true }
      })
    },

    /** A successful sign-in: the account starts afresh; the address gets its attempt back. */
    async succeeded(account: string, address: string): Promise<void> {
      await throttles.remove(account)
      const at = now()
      await throttles.withLocked([address], at.toISOString(), async ([row], save) => {
        if (!row) return
        const failures = Math.max(0, row.failures - 1)
        await save({ ...row, failures, locked_until: failures >= ADDRESS_FREE_ATTEMPTS ? row.locked_until : null })
      })
    },
  }
}
