import 'dotenv/config'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ConfigError, loadConfig } from '#server/config.ts'
import { formatBytes } from '#core/format.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import { BackupError, restoreBackup } from './backup.service.ts'
import { downloadBackup, openBackupStore, storedArchive } from './backup-copies.ts'

// `npm run restore -- ARCHIVE`: rebuilds an empty DATA_DIR (and, for a PostgreSQL backup, the empty database of
// DATABASE_URL) from a backup archive, after checking every file against the manifest. BACKUP_KEY opens an
// encrypted archive. ARCHIVE is a file, `s3://bucket/key`, or the name of an archive in BACKUP_S3_BUCKET
// (docs/decisions/0109-backups-in-object-storage.md), read into a temporary folder first.

const archive = process.argv[2]
let downloads: string | undefined
try {
  if (!archive || process.argv.length > 3) throw new BackupError('Usage: npm run restore -- ARCHIVE')
  const config = loadConfig()
  const stored = storedArchive(archive, config.backups.store ?? (config.storage.kind === 's3' ? config.storage : undefined))
  let file = archive
  if (stored) {
    downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'))
    const bucket = openBackupStore(stored.setting)
    console.log(`Reading ${bucket.location}${stored.key}…`)
    file = await downloadBackup(bucket, stored.key, downloads).finally(() => bucket.close())
  }
  const storage = openObjectStore(config)
  const result = await restoreBackup(file, {
    dataDir: config.dataDir,
    storage,
    databaseUrl: config.databaseUrl,
    key: config.backups.key,
  }).finally(() => storage.close())
  const m = result.manifest
  console.log(`Restored the backup of ${m.createdAt} (app ${m.appVersion}, schema ${m.schemaVersion}${m.encrypted ? ', encrypted' : ''}):`)
  console.log(`  ${result.database}`)
  console.log(`  ${result.files} file${result.files === 1 ? '' : 's'}, ${formatBytes(result.bytes)}, into ${storage.location}`)
  console.log('Every file matched its checksum.')
} catch (err) {
  if (err instanceof BackupError || err instanceof ConfigError) console.error(`Restore refused: ${err.message}`)
  else console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
} finally {
  if (downloads) fs.rmSync(downloads, { recursive: true, force: true })
}
