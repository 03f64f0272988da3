import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'

// Scheduled jobs that one server of several does at a time (docs/decisions/0083-backups.md,
// docs/decisions/0123-first-response-timer.md): each job has a row of backup_claims, taken by one conditional update
// until a lease ends, so the server that changes the row does the work and the others pass.

export function createJobClaim(db: Kysely<Database>, name: string) {
  return {
    /** Takes the job's claim until `until` unless another server holds one that has not expired. */
    async claim(holder: string, now: string, until: string): Promise<boolean> {
      const result = await db
        .updateTable('backup_claims')
        .set({ holder, until })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('until', '<=', now), eb('holder', '=', holder)]))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async release(holder: string): Promise<void> {
      await db.updateTable('backup_claims').set({ holder: '', until: '' }).where('name', '=', name).where('holder', '=', holder).execute()
    },
  }
}

/**
 * Runs `take` every `intervalMs` (a minute) and whenever runDue() is called, one run at a time per server; a run that
 * throws answers `onError`'s outcome. stop() ends the looking and waits for a run in progress.
 */
export function repeatJob<T>(take: () => Promise<T>, options: { intervalMs?: number; onError: (err: unknown) => T }) {
  let running: Promise<T> | null = null
  const runDue = (): Promise<T> =>
    (running ??= take()
      .catch(options.onError)
      .finally(() => (running = null)))
  const timer = setInterval(() => void runDue(), options.intervalMs ?? 60_000)
  timer.unref()
  const stop = () => {
    clearInterval(timer)
    return running?.then(() => undefined)
  }
  return { runDue, stop }
}

export type ClaimedElsewhere = { state: 'claimed elsewhere' }

/**
 * A job that one server does at a time, every `intervalMs` and when asked: each run takes the job's claim for
 * `leaseMs` (or passes while another server holds it), does `work` at the time `now()` gives, and lets the claim
 * go. A run that throws is logged with `failure` and answers `failed`.
 */
export function claimedJob<T>(
  db: Kysely<Database>,
  name: string,
  options: {
    now: () => Date
    leaseMs: number
    intervalMs?: number
    log?: { error: (o: object, m: string) => void }
    failure: string
    failed: T
  },
  work: (now: Date) => Promise<T>,
) {
  const claim = createJobClaim(db, name)
  const holder = newId()
  async function take(): Promise<T | ClaimedElsewhere> {
    const now = options.now()
    if (!(await claim.claim(holder, now.toISOString(), new Date(now.getTime() + options.leaseMs).toISOString())))
      return { state: 'claimed elsewhere' }
    try {
      return await work(now)
    } finally {
      await claim.release(holder)
    }
  }
  return repeatJob<T | ClaimedElsewhere>(take, {
    intervalMs: options.intervalMs,
    onError: (err) => {
      options.log?.error({ err }, options.failure)
      return options.failed
    },
  })
}
