import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { runScript } from '#tests/helpers/run-script.ts'

// `npm run backup` and `npm run restore -- ARCHIVE` run as the operator would, as child processes on a test app's
// data folder while the app is open.

const KEY = 'a key of sixteen characters or more'

describe('npm run backup and npm run restore', () => {
  let t: TestApp
  let scratch: string
  beforeAll(async () => {
    t = await createTestApp()
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-cli-'))
    fs.mkdirSync(path.join(t.database.dataDir, 'media', 'photo'), { recursive: true })
    fs.writeFileSync(path.join(t.database.dataDir, 'media', 'photo', 'w960.webp'), 'a photo')
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(scratch, { recursive: true, force: true })
  })

  const run = (script: string, args: string[], env: NodeJS.ProcessEnv) => runScript(`server/operations/${script}`, args, env)

  it('backs up, prints the path, records it, and restores into an empty folder only', async () => {
    const backup = await run('backup-cli.ts', [], { DATA_DIR: t.database.dataDir, BACKUP_DIR: path.join(scratch, 'backups') })
    expect(backup, backup.stderr).toMatchObject({ code: 0, stderr: expect.stringContaining('Backed up the SQLite database') })
    const archive = backup.stdout.trim()
    expect(archive).toMatch(new RegExp(`^${path.join(scratch, 'backups')}/backup-\\d{8}T\\d{6}Z\\.tar\\.gz$`))
    const runs = await t.database.db.selectFrom('backup_runs').selectAll().execute()
    expect(runs).toMatchObject([{ status: 'ok', trigger: 'manual', path: archive, size_bytes: fs.statSync(archive).size }])

    const target = path.join(scratch, 'restored')
    const restore = await run('restore-cli.ts', [archive], { DATA_DIR: target })
    expect(restore, restore.stderr).toMatchObject({ code: 0 })
    expect(restore.stdout).toContain('Restored the backup of')
    expect(restore.stdout).toContain(`SQLite database ${path.join(target, 'site.db')}`)
    expect(restore.stdout).toContain('1 file, 7 B, into')
    expect(restore.stdout).toContain('Every file matched its checksum.')
    expect(fs.readFileSync(path.join(target, 'media', 'photo', 'w960.webp'), 'utf8')).toBe('a photo')

    const again = await run('restore-cli.ts', [archive], { DATA_DIR: target })
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining(`Restore refused: ${target} is not empty`) })
    const usage = await run('restore-cli.ts', [], { DATA_DIR: path.join(scratch, 'other') })
    expect(usage).toMatchObject({ code: 1, stderr: 'Restore refused: Usage: npm run restore -- ARCHIVE\n' })
  })

  it('encrypts with BACKUP_KEY, and a restore without it says so', async () => {
    const env = { DATA_DIR: t.database.dataDir, BACKUP_DIR: path.join(scratch, 'encrypted'), BACKUP_KEY: KEY }
    const backup = await run('backup-cli.ts', [], env)
    expect(backup, backup.stderr).toMatchObject({ code: 0 })
    const archive = backup.stdout.trim()
    expect(archive).toMatch(/\.tar\.gz\.enc$/)
    const refused = await run('restore-cli.ts', [archive], { DATA_DIR: path.join(scratch, 'no-key') })
    expect(refused).toMatchObject({
      code: 1,
      stderr: 'Restore refused: This archive is encrypted: set BACKUP_KEY to the key it was made with.\n',
    })
    const restored = await run('restore-cli.ts', [archive], { DATA_DIR: path.join(scratch, 'with-key'), BACKUP_KEY: KEY })
    expect(restored, restored.stderr).toMatchObject({ code: 0, stdout: expect.stringContaining(', encrypted)') })
  })

  it('says there is nothing to back up in a folder without a database', async () => {
    const res = await run('backup-cli.ts', [], { DATA_DIR: path.join(scratch, 'nothing') })
    expect(res).toMatchObject({
      code: 1,
      stderr: `Backup failed: There is no database to back up in ${path.join(scratch, 'nothing')} (DATA_DIR).\n`,
    })
  })
})
