// Which backup archives to keep (docs/decisions/0083-backups.md): the newest of each of the last 7 days that
// have a backup, of the last 4 weeks (ISO weeks, Monday to Sunday) and of the last 12 months, in UTC. The
// periods count those that have a backup, not the calendar: after a month without backups the last 7 are still
// kept. The newest archive is always kept, and so is any dated after `now` (a clock set back), which no
// period can judge.

export interface KeepPolicy {
  daily: number
  weekly: number
  monthly: number
}

export const DEFAULT_KEEP: KeepPolicy = { daily: 7, weekly: 4, monthly: 12 }

export interface DatedArchive {
  name: string
  takenAt: Date
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10)
const monthKey = (d: Date) => d.toISOString().slice(0, 7)
/** The ISO week of a date: the date of its Monday. */
const weekKey = (d: Date) => {
  const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return dayKey(monday)
}

/** The names of the archives to keep; every other one may be removed. */
export function archivesToKeep(archives: readonly DatedArchive[], now: Date, policy: KeepPolicy = DEFAULT_KEEP): Set<string> {
  const keep = new Set<string>()
  const newestFirst = [...archives].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name))
  const past = newestFirst.filter((a) => a.takenAt.getTime() <= now.getTime())
  for (const a of newestFirst) if (a.takenAt.getTime() > now.getTime()) keep.add(a.name)
  if (past[0]) keep.add(past[0].name)
  for (const [count, key] of [
    [policy.daily, dayKey],
    [policy.weekly, weekKey],
    [policy.monthly, monthKey],
  ] as const) {
    const seen = new Set<string>()
    for (const a of past) {
      const k = key(a.takenAt)
      if (seen.has(k)) continue
      if (seen.size === count) break
      seen.add(k)
      keep.add(a.name)
    }
  }
  return keep
}

const ARCHIVE_NAME = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-[0-9a-f]+)?\.tar\.gz(?:\.enc)?$/

/** The archive's file name for a backup taken at `at` (UTC, to the second), encrypted or not. */
export const archiveName = (at: Date, encrypted: boolean): string =>
  `backup-${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z.tar.gz${encrypted ? '.enc' : ''}`

/** When the archive of this file name was taken; null for a file that is not a backup archive. */
export function archiveTime(name: string): Date | null {
  const m = ARCHIVE_NAME.exec(name)
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m.map(Number)
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s))
}
