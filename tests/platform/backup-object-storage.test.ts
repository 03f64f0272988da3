import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { runScript } from '#tests/helpers/run-script.ts'
import { startObjectStore, storedKeys, type TestObjectStore } from '#tests/helpers/object-storage.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import type { Dashboard } from '#core/staff/staff-users.ts'
import { loadConfig } from '#server/config.ts'

// Backups copied to an S3-compatible bucket (BACKUP_S3_BUCKET, docs/decisions/0109-backups-in-object-storage.md),
// against s3rver: the scheduled backup uploads each archive and the bucket keeps what the folder keeps; `npm run
// backup` copies too; `npm run restore` reads an archive back by its s3:// address or its name.

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const KEY = 'a key of sixteen characters or more'

describe('backups in object storage', () => {
  let t: TestApp
  let s3: TestObjectStore
  let bucket: ObjectStore
  let scratch: string
  let backupDir: string
  let clock = Date.parse('2026-01-01T09:00:00Z')
  const archives = () => fs.readdirSync(backupDir).filter((n) => n.startsWith('backup-'))
  const copies = async () => (await storedKeys(bucket, '')).sort()
  /** The S3_* connection of the test store and the backup bucket, as an operator's environment. */
  const env = () => ({
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    BACKUP_S3_BUCKET: s3.setting.bucket,
    BACKUP_S3_PREFIX: 'offsite/backups',
  })

  beforeAll(async () => {
    s3 = await startObjectStore({ prefix: 'offsite/backups' })
    bucket = openObjectStore({ dataDir: '', storage: s3.setting })
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-s3-'))
    backupDir = path.join(scratch, 'backups')
    t = await createTestApp({
      config: { backups: { schedule: { hourUtc: 8 }, dir: backupDir, key: KEY, store: s3.setting } },
      build: { now: () => new Date(clock), backupIntervalMs: DAY },
    })
    await insertProperty(t.database.db, { title: 'Keystone Split-Level' })
  })
  afterAll(async () => {
    await t?.close()
    await bucket?.close()
    await s3?.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('reads the bucket and its prefix from BACKUP_S3_BUCKET and BACKUP_S3_PREFIX over the S3_* connection', () => {
    const config = loadConfig({ ...env(), BACKUP_S3_PREFIX: '/offsite/backups/' })
    expect(config.backups.store).toMatchObject({ bucket: 'site-media', prefix: 'offsite/backups', endpoint: s3.endpoint })
    expect(loadConfig({}).backups.store).toBeUndefined()
    expect(loadConfig({ BACKUP_S3_BUCKET: 'backups' }).backups.store).toMatchObject({ prefix: 'backups', region: 'us-east-1' })
    expect(() => loadConfig({ BACKUP_S3_BUCKET: 'No_Bucket' })).toThrow(/BACKUP_S3_BUCKET must be a bucket name/)
    expect(() => loadConfig({ BACKUP_S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'x' })).toThrow(/set both S3_ACCESS_KEY_ID/)
    // Backups under the media's own keys would be backed up into the next backup, and a restore would refuse the bucket.
    const media = { STORAGE: 's3', S3_BUCKET: 'site-media', S3_PREFIX: 'site' }
    expect(() => loadConfig({ ...media, BACKUP_S3_BUCKET: 'site-media', BACKUP_S3_PREFIX: 'site/backups' })).toThrow(/BACKUP_S3_PREFIX/)
    expect(loadConfig({ ...media, BACKUP_S3_BUCKET: 'site-media', BACKUP_S3_PREFIX: 'site-backups' }).backups.store?.prefix).toBe(
      'site-backups',
    )
  })

  it('copies each scheduled backup to the bucket, and shows its time and size on the dashboard', async () => {
    const outcome = await t.app.backups.runDue()
    expect(outcome).toMatchObject({ state: 'ok', copy: `s3://site-media/offsite/backups/backup-20260101T090000Z.tar.gz.enc` })
    expect(archives()).toEqual(['backup-20260101T090000Z.tar.gz.enc'])
    expect(await copies()).toEqual(['backup-20260101T090000Z.tar.gz.enc'])
    const local = fs.readFileSync(path.join(backupDir, 'backup-20260101T090000Z.tar.gz.enc'))
    const stored = await bucket.get('backup-20260101T090000Z.tar.gz.enc')
    expect(stored?.size).toBe(local.length)
    stored?.body.destroy()
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: authHeader(await signIn(t.app)) })
    expect((res.json() as Dashboard).lastBackup).toEqual({ at: '2026-01-01T09:00:00.000Z', sizeBytes: local.length })
  })

  it('keeps in the bucket what it keeps in the folder: 7 daily, 4 weekly, 12 monthly', async () => {
    // Something else in the bucket's folder is left alone.
    await bucket.put('notes.txt', Buffer.from('not a backup'))
    for (let day = 1; day <= 40; day++) {
      clock = Date.parse('2026-01-01T09:00:00Z') + day * DAY
      expect((await t.app.backups.runDue()).state).toBe('ok')
    }
    expect(archives()).toHaveLength(10)
    expect(await copies()).toEqual([...archives().sort(), 'notes.txt'].sort())
  })

  it('records a failed copy as a failed backup, tried again an hour later', async () => {
    await s3.stop()
    clock = Date.parse('2026-02-11T08:00:00Z')
    const failed = await t.app.backups.runDue()
    expect(failed.state).toBe('failed')
    const last = await t.database.db.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirstOrThrow()
    expect(last).toMatchObject({ status: 'failed', started_at: '2026-02-11T08:00:00.000Z' })
    // The store comes back on its port with its objects gone: the next try an hour later copies again.
    s3 = await startObjectStore({ prefix: 'offsite/backups', port: Number(new URL(s3.endpoint).port) })
    clock += HOUR + 60_000
    expect(await t.app.backups.runDue()).toMatchObject({ state: 'ok', copy: expect.stringContaining('backup-20260211T090100Z') })
    expect(await copies()).toEqual(['backup-20260211T090100Z.tar.gz.enc'])
  })

  it('npm run backup copies too, and npm run restore reads an archive back by its s3:// address or its name', async () => {
    const backup = await runScript('server/operations/backup-cli.ts', [], {
      ...env(),
      DATA_DIR: t.database.dataDir,
      BACKUP_DIR: path.join(scratch, 'manual'),
      BACKUP_KEY: KEY,
    })
    expect(backup, backup.stderr).toMatchObject({ code: 0 })
    const [file, copy] = backup.stdout.trim().split('\n')
    const name = path.basename(file)
    expect(copy).toBe(`s3://site-media/offsite/backups/${name}`)
    expect(await copies()).toContain(name)

    for (const [target, argument] of [
      ['by-address', copy],
      ['by-name', name],
    ]) {
      const dataDir = path.join(scratch, target)
      const restore = await runScript('server/operations/restore-cli.ts', [argument], { ...env(), DATA_DIR: dataDir, BACKUP_KEY: KEY })
      expect(restore, restore.stderr).toMatchObject({ code: 0 })
      expect(restore.stdout).toContain(`Reading s3://site-media/offsite/backups/${name}…`)
      expect(restore.stdout).toContain('Every file matched its checksum.')
      const restored = await createTestApp({ at: { dataDir } })
      try {
        expect((await restored.app.inject({ method: 'GET', url: '/api/properties' })).body).toContain('Keystone Split-Level')
      } finally {
        await restored.close()
      }
    }
    // Nothing is left of the download.
    expect(
      fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('site-restore-') && fs.existsSync(path.join(os.tmpdir(), n, name))),
    ).toEqual([])

    const missing = await runScript(
      'server/operations/restore-cli.ts',
      ['s3://site-media/offsite/backups/backup-20200101T000000Z.tar.gz'],
      {
        ...env(),
        DATA_DIR: path.join(scratch, 'missing'),
      },
    )
    expect(missing).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Restore refused: There is no s3://site-media/offsite/backups/backup-20200101T000000Z.tar.gz.'),
    })
    const unset = await runScript('server/operations/restore-cli.ts', [copy], { DATA_DIR: path.join(scratch, 'unset') })
    expect(unset).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Restore refused: To restore from object storage, set BACKUP_S3_BUCKET'),
    })
  })
})
