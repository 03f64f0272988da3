import 'dotenv/config'
import { ConfigError, loadConfig } from '#server/config.ts'
import { formatBytes } from '#core/format.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import { BackupError, restoreBackup } from './backup.service.ts'

// `npm run restore -- ARCHIVE`: rebuilds an empty DATA_DIR (and, for a PostgreSQL backup, the empty database of
// DATABASE_URL) from a backup archive, after checking every file against the manifest. BACKUP_KEY opens an
// encrypted archive.

const archive = process.argv[2]
try {
  if (!archive || process.argv.length > 3) throw new BackupError('Usage: npm run restore -- ARCHIVE')
  const config = loadConfig()
  const storage = openObjectStore(config)
  const result = await restoreBackup(archive, {
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
}
