import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Dialect } from '#server/db/database.ts'
import { createSignInThrottleRepository, type ThrottleRow } from './sign-in-throttle.repository.ts'

// Limits on guessing staff passwords, counted in the database so they survive
// a restart and hold across several app servers
// (docs/decisions/0076-sign-in-nobody-can-lock-out.md). Two counters:
//
// - the account's, over every address: five free failures, then each failure
//   locks the account for longer (1, 2, 4, 8, 16, then 20 minutes), which
//   keeps the whole internet under about 80 guesses a day;
// - the address's, over every account: twenty free failures, then the same.
//
// A lock on the account does not apply at an address where its user signed in
// before, so an attacker can spend the account's budget but never keep its
// owner out. Every attempt is counted as a failure BEFORE the password is
// checked (and given back when it succeeds), so a concurrent burst cannot all
// pass the check before the first failure is written.

export const ACCOUNT_FREE_ATTEMPTS = 5
export const ADDRESS_FREE_ATTEMPTS = 20
const FIRST_DELAY_MS = 60 * 1000
export const MAX_DELAY_MS = 20 * 60 * 1000
/** A counter with no failure for this long starts again from zero (and a new attack is told again). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000

export const accountKey = (normalizedUsername: string) => `account:${normalizedUsername.slice(0, 180)}`
export const addressKey = (ip: string) => `ip:${ip.slice(0, 100)}`
const isAccount = (key: string) => key.startsWith('account:')
const freeAttempts = (key: string) => (isAccount(key) ? ACCOUNT_FREE_ATTEMPTS : ADDRESS_FREE_ATTEMPTS)
const delayAfter = (failures: number, free: number) => Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, failures - free), MAX_DELAY_MS)

export type Reservation =
  /** `alert`: this attempt started an attack on the account; its owner is to be told (once per attack). */
  { allowed: true; alert: boolean } | { allowed: false; retryAt: Date }

export function createSignInThrottle(db: Kysely<Database>, dialect: Dialect, now: () => Date) {
  const throttles = createSignInThrottleRepository(db, dialect)
  let lastCleanup = 0

  const locked = (row: ThrottleRow, at: Date) => row.locked_until !== null && new Date(row.locked_until).getTime() > at.getTime()

  return {
    /**
     * Counts one attempt on the account and the address, or refuses it while
     * the address is locked, or the account is locked and this is not one of
     * its user's known addresses.
     */
    async reserve(keys: { account: string; address: string }, options: { knownAddress: boolean }): Promise<Reservation> {
      const at = now()
      const iso = at.toISOString()
      if (at.getTime() - lastCleanup > 10 * 60 * 1000) {
        lastCleanup = at.getTime()
        await throttles.deleteStale(new Date(at.getTime() - FORGET_AFTER_MS).toISOString(), iso)
      }
      return throttles.withLocked([keys.account, keys.address], iso, async (rows, save): Promise<Reservation> => {
        const blocking = rows.filter((r) => locked(r, at) && !(isAccount(r.key) && options.knownAddress))
        if (blocking.length > 0) {
          const retryAt = Math.max(...blocking.map((r) => new Date(r.locked_until!).getTime()))
          return { allowed: false, retryAt: new Date(retryAt) }
        }
        let alert = false
        for (const row of rows) {
          const stale = new Date(row.updated_at).getTime() + FORGET_AFTER_MS < at.getTime()
          const failures = (stale ? 0 : row.failures) + 1
          const free = freeAttempts(row.key)
          const lockedUntil = failures >= free ? new Date(at.getTime() + delayAfter(failures, free)).toISOString() : null
          let alertedAt = stale ? null : row.alerted_at
          if (isAccount(row.key) && lockedUntil && !alertedAt) {
            alertedAt = iso
            alert = true
          }
          await save({ ...row, failures, locked_until: lockedUntil, updated_at: iso, alerted_at: alertedAt })
        }
        return { allowed: true, alert }
      })
    },

    /**
     * A successful sign-in gives its attempts back (`attempts`: the password's
     * and, with two-step sign-in, the code's). The account starts afresh
     * unless it is under attack: then its lock keeps holding for everyone
     * else, and the attacker gets no new free guesses from the owner's visit.
     */
    async succeeded(keys: { account: string; address: string }, attempts = 1): Promise<void> {
      await throttles.withLocked([keys.account, keys.address], now().toISOString(), async (rows, save, remove) => {
        for (const row of rows) {
          const failures = Math.max(0, row.failures - attempts)
          if (isAccount(row.key) && failures < ACCOUNT_FREE_ATTEMPTS) await remove(row.key)
          else await save({ ...row, failures, locked_until: failures >= freeAttempts(row.key) ? row.locked_until : null })
        }
      })
    },

    /** Ends every limit on the account (a password reset by the CLI or in the portal). */
    clear: (account: string) => throttles.remove(account),
  }
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>
