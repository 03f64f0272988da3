import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { createTestDatabase, dialects, openSecondConnection } from '#tests/helpers/databases.ts'
import { createBackupsRepository } from '#server/operations/backups.repository.ts'
import { lastSlot } from '#server/operations/backup-schedule.ts'
import type { Dashboard } from '#core/staff/staff-users.ts'

// The scheduled backup (docs/product.md#backups), with a moved clock: taken once a day at its hour by the server
// that holds the claim, recorded, its old archives removed by the retention rule; a failure is recorded, shown
// on the staff dashboard and tried again an hour later; backup_age_seconds tells how old the last good one is.

const TOKEN = 'metrics-token-for-tests-1234'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

describe('the scheduled backup', () => {
  let t: TestApp
  let clock = Date.parse('2026-01-01T07:00:00Z')
  let backupDir: string
  const archives = () =>
    fs
      .readdirSync(backupDir)
      .filter((n) => n.startsWith('backup-'))
      .sort()
  const dashboard = async () => {
    // Signed in anew each time: the moved clock ends sessions.
    const token = await signIn(t.app)
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: authHeader(token) })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as Dashboard
  }
  const backupAge = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    return /^backup_age_seconds (\S+)$/m.exec(res.body)?.[1]
  }

  beforeAll(async () => {
    backupDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-scheduled-')), 'backups')
    t = await createTestApp({
      config: { metricsToken: TOKEN, backups: { schedule: { hourUtc: 8 }, dir: backupDir } },
      build: { now: () => new Date(clock), backupIntervalMs: DAY },
    })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(path.dirname(backupDir), { recursive: true, force: true })
  })

  it('is taken at start when none was taken since the last scheduled hour, and shown on the dashboard', async () => {
    const before = await dashboard()
    // The server looked at start: yesterday's 08:00 had no backup.
    const outcome = await t.app.backups.runDue()
    expect(['ok', 'not due']).toContain(outcome.state)
    expect(archives()).toEqual(['backup-20260101T070000Z.tar.gz'])
    const runs = await t.database.db.selectFrom('backup_runs').selectAll().execute()
    expect(runs).toMatchObject([{ status: 'ok', trigger: 'scheduled', started_at: '2026-01-01T07:00:00.000Z', error: null }])
    expect(runs[0].path).toBe(path.join(backupDir, 'backup-20260101T070000Z.tar.gz'))
    expect(Number(runs[0].size_bytes)).toBe(fs.statSync(runs[0].path!).size)
    const after = await dashboard()
    expect(before.lastBackup === null || before.lastBackup.at === '2026-01-01T07:00:00.000Z').toBe(true)
    expect(after.lastBackup).toEqual({ at: '2026-01-01T07:00:00.000Z', sizeBytes: Number(runs[0].size_bytes) })
    expect(after.backupFailure).toBeNull()
    clock += 30 * 60 * 1000
    expect(await backupAge()).toBe('1800')
  })

  it('is not taken again before its hour, then at its hour', async () => {
    expect(await t.app.backups.runDue()).toEqual({ state: 'not due' })
    clock = Date.parse('2026-01-01T07:59:59Z')
    expect(await t.app.backups.runDue()).toEqual({ state: 'not due' })
    clock = Date.parse('2026-01-01T08:00:00Z')
    // One archive a day is kept: the newest.
    expect(await t.app.backups.runDue()).toMatchObject({ state: 'ok', removed: ['backup-20260101T070000Z.tar.gz'] })
    clock += 5 * 60 * 1000
    expect(await t.app.backups.runDue()).toEqual({ state: 'not due' })
    expect(archives()).toEqual(['backup-20260101T080000Z.tar.gz'])
  })

  it('keeps 7 daily, 4 weekly and 12 monthly archives as the days go by', async () => {
    // Forty days more, each looked at twice (09:00 and 21:00): one backup a day, at the first look after 08:00.
    for (let day = 1; day <= 40; day++) {
      clock = Date.parse('2026-01-01T09:00:00Z') + day * DAY
      expect((await t.app.backups.runDue()).state).toBe('ok')
      clock += 12 * HOUR
      expect(await t.app.backups.runDue()).toEqual({ state: 'not due' })
    }
    // Now: Tuesday 2026-02-10. Daily: Feb 4–10; weekly: the Sundays Feb 8, Feb 1 and Jan 25 (and this week's Feb 10);
    // monthly: January's last day (and February's newest, Feb 10). The two of January 1 are gone.
    expect(archives()).toEqual([
      'backup-20260125T090000Z.tar.gz',
      'backup-20260131T090000Z.tar.gz',
      'backup-20260201T090000Z.tar.gz',
      'backup-20260204T090000Z.tar.gz',
      'backup-20260205T090000Z.tar.gz',
      'backup-20260206T090000Z.tar.gz',
      'backup-20260207T090000Z.tar.gz',
      'backup-20260208T090000Z.tar.gz',
      'backup-20260209T090000Z.tar.gz',
      'backup-20260210T090000Z.tar.gz',
    ])
    expect(await t.database.db.selectFrom('backup_runs').select('id').where('status', '=', 'ok').execute()).toHaveLength(42)
  })

  it('when it fails: recorded, shown on the dashboard until one succeeds, tried again an hour later', async () => {
    // The backup folder's place is taken by a file: nothing can be written there.
    const saved = `${backupDir}.saved`
    fs.renameSync(backupDir, saved)
    fs.writeFileSync(backupDir, 'not a folder')
    clock = Date.parse('2026-02-11T08:00:00Z')
    const failed = await t.app.backups.runDue()
    expect(failed).toMatchObject({ state: 'failed', error: expect.stringMatching(/EEXIST|ENOTDIR/) })
    const board = await dashboard()
    expect(board.backupFailure).toEqual({ at: '2026-02-11T08:00:00.000Z', error: (failed as { error: string }).error })
    expect(board.lastBackup?.at).toBe('2026-02-10T09:00:00.000Z')
    expect(await backupAge()).toBe(String(23 * 60 * 60))
    clock += 30 * 60 * 1000
    expect(await t.app.backups.runDue()).toEqual({ state: 'not due' })
    fs.rmSync(backupDir)
    fs.renameSync(saved, backupDir)
    clock += 31 * 60 * 1000
    expect((await t.app.backups.runDue()).state).toBe('ok')
    expect((await dashboard()).backupFailure).toBeNull()
    expect(await backupAge()).toBe('0')
  })

  it('marks a scheduled backup its server left running as interrupted', async () => {
    await t.database.db
      .insertInto('backup_runs')
      .values({ id: 'f'.repeat(24), started_at: '2026-02-11T09:10:00.000Z', status: 'running', trigger: 'scheduled' })
      .execute()
    clock = Date.parse('2026-02-12T08:00:00Z')
    expect((await t.app.backups.runDue()).state).toBe('ok')
    const left = await t.database.db.selectFrom('backup_runs').selectAll().where('id', '=', 'f'.repeat(24)).executeTakeFirstOrThrow()
    expect(left).toMatchObject({ status: 'failed', error: 'Interrupted: the server stopped during the backup.' })
  })

  it('is left to the server holding the claim', async () => {
    const other = createBackupsRepository(t.database.db)
    clock = Date.parse('2026-02-13T08:00:00Z')
    const now = new Date(clock).toISOString()
    expect(await other.claim('another-server', now, new Date(clock + HOUR).toISOString())).toBe(true)
    expect(await t.app.backups.runDue()).toEqual({ state: 'claimed elsewhere' })
    // Its claim expires (that server died): the next look takes the backup.
    clock += HOUR
    expect((await t.app.backups.runDue()).state).toBe('ok')
  })
})

describe.each(dialects)('the backup claim on %s', (dialect) => {
  it('is held by one server at a time until released or expired', async () => {
    const database = await createTestDatabase(dialect)
    const second = openSecondConnection(database)
    try {
      const a = createBackupsRepository(database.db)
      const b = createBackupsRepository(second.db)
      const t0 = '2026-01-01T08:00:00.000Z'
      const later = '2026-01-01T08:30:00.000Z'
      const expiry = '2026-01-01T09:00:00.000Z'
      const results = await Promise.all([a.claim('server-a', t0, expiry), b.claim('server-b', t0, expiry)])
      expect(results.filter(Boolean)).toHaveLength(1)
      const [winner, loser] = results[0] ? [a, b] : [b, a]
      const [winnerId, loserId] = results[0] ? ['server-a', 'server-b'] : ['server-b', 'server-a']
      expect(await loser.claim(loserId, later, '2026-01-01T09:30:00.000Z')).toBe(false)
      expect(await winner.claim(winnerId, later, '2026-01-01T09:30:00.000Z')).toBe(true) // a renewal
      await winner.release(winnerId)
      expect(await loser.claim(loserId, later, '2026-01-01T09:30:00.000Z')).toBe(true)
      expect(await winner.claim(winnerId, '2026-01-01T09:30:00.000Z', '2026-01-01T10:00:00.000Z')).toBe(true) // expired
    } finally {
      await second.close()
      await database.destroy()
    }
  })
})

describe('lastSlot', () => {
  it('is today at the hour once it has come, else yesterday at the hour', () => {
    expect(lastSlot(new Date('2026-03-01T07:59:59Z'), 8).toISOString()).toBe('2026-02-28T08:00:00.000Z')
    expect(lastSlot(new Date('2026-03-01T08:00:00Z'), 8).toISOString()).toBe('2026-03-01T08:00:00.000Z')
    expect(lastSlot(new Date('2026-03-01T23:00:00Z'), 0).toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })
})
