import type { BackupSchedule } from '#server/config.ts'
import { createBackupsRepository } from './backups.repository.ts'
import { createBackup, pruneBackups, type BackupSource } from './backup.service.ts'
import { newId } from '#server/db/ids.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { copyBackup, pruneBackupCopies } from './backup-copies.ts'

// The scheduled backup (docs/decisions/0083-backups.md). Every server looks every few minutes whether today's
// backup is due (its hour has come and no backup has succeeded since); the one that takes the claim row takes
// it, copies it to the backup bucket when there is one (docs/decisions/0109-backups-in-object-storage.md), records
// it, and removes the archives the retention rule no longer keeps, in the folder and the bucket alike. A failed one
// (a failed copy too) is tried again an hour later; the staff dashboard and backup_age_seconds tell of it meanwhile.

const LEASE_MS = 30 * 60 * 1000
const RETRY_MS = 60 * 60 * 1000

/** The latest moment the schedule named at or before `now`: today's hour, or yesterday's when it has not come yet. */
export function lastSlot(now: Date, hourUtc: number): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc))
  if (slot.getTime() > now.getTime()) slot.setUTCDate(slot.getUTCDate() - 1)
  return slot
}

export type ScheduledOutcome =
  | { state: 'off' | 'not due' | 'claimed elsewhere' }
  | { state: 'ok'; path: string; size: number; removed: string[]; copy?: string }
  | { state: 'failed'; error: string }

export interface BackupScheduleOptions {
  source: BackupSource
  schedule: BackupSchedule
  backupDir: string
  key?: string
  /** The bucket each archive is copied to (BACKUP_S3_BUCKET); none: the folder only. */
  store?: ObjectStore
  now: () => Date
  /** How often each server looks whether a backup is due (five minutes). */
  intervalMs?: number
  log?: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }
}

export function startBackupSchedule(options: BackupScheduleOptions) {
  const records = createBackupsRepository(options.source.db)
  const holder = newId()
  let running: Promise<ScheduledOutcome> | null = null

  async function take(): Promise<ScheduledOutcome> {
    const { schedule } = options
    if (schedule === 'off') return { state: 'off' }
    const now = options.now()
    const slot = lastSlot(now, schedule.hourUtc).toISOString()
    const due = async () => {
      const ok = await records.lastOk()
      if (ok && ok.started_at >= slot) return false
      const last = await records.lastStarted()
      return !(last?.status === 'failed' && Date.parse(last.started_at) > now.getTime() - RETRY_MS)
    }
    if (!(await due())) return { state: 'not due' }
    const lease = () => new Date(options.now().getTime() + LEASE_MS).toISOString()
    if (!(await records.claim(holder, now.toISOString(), lease()))) return { state: 'claimed elsewhere' }
    const renew = setInterval(() => void records.claim(holder, options.now().toISOString(), lease()).catch(() => {}), LEASE_MS / 4)
    renew.unref()
    try {
      // Another server may have finished one between the look and the claim.
      if (!(await due())) return { state: 'not due' }
      await records.interruptScheduled(now.toISOString())
      const id = await records.start('scheduled', now.toISOString())
      try {
        const result = await createBackup(options.source, { backupDir: options.backupDir, key: options.key, now })
        const copy = options.store && (await copyBackup(options.store, result.path))
        await records.finish(id, { finishedAt: options.now().toISOString(), ok: true, path: result.path, size: result.size })
        const removed = await pruneBackups(options.backupDir, now)
        const removedCopies = options.store ? await pruneBackupCopies(options.store, now) : []
        options.log?.info({ path: result.path, size: result.size, removed, copy, removedCopies }, 'backup: taken')
        return { state: 'ok', path: result.path, size: result.size, removed, ...(copy && { copy }) }
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err)
        await records.finish(id, { finishedAt: options.now().toISOString(), ok: false, error })
        options.log?.error({ err }, 'backup: failed')
        return { state: 'failed', error }
      }
    } finally {
      clearInterval(renew)
      await records.release(holder)
    }
  }

  /** Takes the backup if it is due (and no other server is taking it); one at a time per server. */
  const runDue = (): Promise<ScheduledOutcome> => {
    running ??= take()
      .catch((err: unknown): ScheduledOutcome => {
        options.log?.error({ err }, 'backup: the schedule could not be checked')
        return { state: 'failed', error: err instanceof Error ? err.message : String(err) }
      })
      .finally(() => (running = null))
    return running
  }

  let timer: NodeJS.Timeout | undefined
  if (options.schedule !== 'off') {
    void runDue()
    timer = setInterval(() => void runDue(), options.intervalMs ?? 5 * 60 * 1000)
    timer.unref()
  }
  return {
    runDue,
    /** Stops looking; waits for a backup in progress. */
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

export type BackupScheduler = ReturnType<typeof startBackupSchedule>
