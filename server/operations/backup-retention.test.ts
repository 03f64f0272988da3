import { describe, expect, it } from 'vitest'
import { archiveName, archiveTime, archivesToKeep, type DatedArchive } from './backup-retention.ts'

// The retention rule: 7 daily, 4 weekly, 12 monthly, with a clock moved a day at a time over more than a year.

const DAY = 24 * 60 * 60 * 1000
const at = (iso: string) => new Date(iso)

/** A backup every day at 08:00 UTC from `from` for `days` days, pruned after each one as the server does. */
function simulate(from: string, days: number): DatedArchive[] {
  let kept: DatedArchive[] = []
  for (let i = 0; i < days; i++) {
    const now = new Date(at(from).getTime() + i * DAY)
    kept.push({ name: archiveName(now, false), takenAt: now })
    const keep = archivesToKeep(kept, now)
    kept = kept.filter((a) => keep.has(a.name))
  }
  return kept.sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime())
}

const days = (archives: DatedArchive[]) => archives.map((a) => a.takenAt.toISOString().slice(0, 10))

describe('archivesToKeep', () => {
  it('after 400 days of daily backups keeps the last 7 days, the newest of the last 4 weeks and of the last 12 months', () => {
    // 2025-01-01 + 399 days = 2026-02-04 (a Wednesday).
    const kept = days(simulate('2025-01-01T08:00:00Z', 400))
    expect(kept).toEqual([
      // monthly: the last day of each month, twelve months back (February's newest is today)
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
      '2025-07-31',
      '2025-08-31',
      '2025-09-30',
      '2025-10-31',
      '2025-11-30',
      '2025-12-31',
      // weekly: the Sundays ending the last weeks (this week's newest is today)
      '2026-01-18',
      '2026-01-25',
      // daily, which also holds February's, this week's and last week's newest (Sunday 2026-02-01)
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
    ])
  })

  it('keeps the last 7 even after a long pause, the newest always, and one dated after now', () => {
    const archives = Array.from({ length: 10 }, (_, i) => {
      const takenAt = new Date(at('2025-01-01T08:00:00Z').getTime() + i * DAY)
      return { name: archiveName(takenAt, true), takenAt }
    })
    const later = at('2025-06-01T00:00:00Z')
    const keep = archivesToKeep(archives, later)
    expect([...keep].sort()).toEqual(archives.slice(3).map((a) => a.name))
    const future = { name: 'backup-20250701T080000Z.tar.gz', takenAt: at('2025-07-01T08:00:00Z') }
    expect(archivesToKeep([...archives, future], later).has(future.name)).toBe(true)
    expect(archivesToKeep([], later).size).toBe(0)
  })

  it('keeps one archive per day: the newest of several', () => {
    const morning = { name: 'backup-20250101T080000Z.tar.gz', takenAt: at('2025-01-01T08:00:00Z') }
    const evening = { name: 'backup-20250101T200000Z-abc123.tar.gz', takenAt: at('2025-01-01T20:00:00Z') }
    const before = { name: 'backup-20241231T080000Z.tar.gz', takenAt: at('2024-12-31T08:00:00Z') }
    expect([...archivesToKeep([morning, evening, before], at('2025-01-02T00:00:00Z'))].sort()).toEqual([before.name, evening.name].sort())
  })
})

describe('archive names', () => {
  it('carry the time they were taken, to the second, and only backup archives have one', () => {
    const taken = at('2026-03-04T05:06:07.890Z')
    expect(archiveName(taken, false)).toBe('backup-20260304T050607Z.tar.gz')
    expect(archiveTime('backup-20260304T050607Z.tar.gz.enc')).toEqual(at('2026-03-04T05:06:07Z'))
    expect(archiveTime('backup-20260304T050607Z-a1b2c3.tar.gz')).toEqual(at('2026-03-04T05:06:07Z'))
    for (const other of ['notes.txt', 'backup-2026.tar.gz', '.work-abc', 'backup-20260304T050607Z.tar.gz.partial'])
      expect(archiveTime(other)).toBeNull()
  })
})
