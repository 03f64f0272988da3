import 'dotenv/config'
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError, loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { formatBytes } from '#core/format.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import { createBackup } from './backup.service.ts'
import { createBackupsRepository } from './backups.repository.ts'
import { copyBackup, openBackupStore, pruneBackupCopies } from './backup-copies.ts'

// `npm run backup`: takes a backup now, while the server may be running, into BACKUP_DIR (encrypted with
// BACKUP_KEY when set) and a copy into BACKUP_S3_BUCKET when set, records it for the staff dashboard, and prints the
// archive's path (and the copy's).

try {
  const config = loadConfig()
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'site.db')))
    throw new ConfigError(`There is no database to back up in ${config.dataDir} (DATA_DIR).`)
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 })
  const storage = openObjectStore(config)
  const backupStore = config.backups.store && openBackupStore(config.backups.store)
  const records = createBackupsRepository(handle.db)
  // A database older than the backups migration has no record to keep; the backup is taken all the same.
  const id = await records.start('manual', new Date().toISOString()).catch(() => null)
  try {
    const result = await createBackup(
      { db: handle.db, dialect: handle.dialect, dataDir: config.dataDir, storage, databaseUrl: config.databaseUrl },
      { backupDir: config.backups.dir, key: config.backups.key },
    )
    const copy = backupStore && (await copyBackup(backupStore, result.path))
    if (id) await records.finish(id, { finishedAt: new Date().toISOString(), ok: true, path: result.path, size: result.size })
    // The bucket keeps what the folder keeps; the folder is pruned by the servers' schedule.
    if (backupStore) await pruneBackupCopies(backupStore, new Date())
    const files = result.manifest.files.filter((f) => f.name.startsWith('files/')).length
    console.error(
      `Backed up the ${handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database (schema ${result.manifest.schemaVersion}) and ${files} file${files === 1 ? '' : 's'}` +
        `${config.backups.key ? ', encrypted' : ''}: ${formatBytes(result.size)}`,
    )
    console.log(result.path)
    if (copy) console.log(copy)
  } catch (err) {
    if (id)
      await records.finish(id, { finishedAt: new Date().toISOString(), ok: false, error: err instanceof Error ? err.message : String(err) })
    throw err
  } finally {
    await backupStore?.close()
    await storage.close()
    await handle.close()
  }
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
