import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { S3Setting } from '#server/config.ts'
import { createS3Store } from '#server/storage/s3-store.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { archiveTime, archivesToKeep, DEFAULT_KEEP, type KeepPolicy } from './backup-retention.ts'
import { BackupError } from './backup.service.ts'

// Backup archives copied to an S3-compatible bucket (BACKUP_S3_BUCKET under BACKUP_S3_PREFIX,
// docs/decisions/0109-backups-in-object-storage.md): each archive is uploaded whole under its own name once it is
// written to BACKUP_DIR, checked by its size, and the bucket keeps what the folder keeps (backup-retention.ts).
// A restore reads one back into a temporary file first, so it is checked exactly as a local archive is.

/** The bucket the backups go to. */
export const openBackupStore = (setting: S3Setting): ObjectStore => createS3Store(setting)

/** Uploads the archive at `file` under its own name; answers where it is (s3://bucket/prefix/name). */
export async function copyBackup(store: ObjectStore, file: string): Promise<string> {
  const name = path.basename(file)
  const { size } = await fsp.stat(file)
  await store.put(name, { path: file }, { contentType: 'application/octet-stream' })
  const stored = await store.head(name)
  if (stored?.size !== size)
    throw new BackupError(`The copy of ${name} in ${store.location} has ${stored?.size ?? 'no'} bytes instead of ${size}.`)
  return `${store.location}${name}`
}

/** Removes the archives in the bucket the retention rule does not keep; answers the names removed. */
export async function pruneBackupCopies(store: ObjectStore, now: Date, policy: KeepPolicy = DEFAULT_KEEP): Promise<string[]> {
  const archives: Array<{ name: string; takenAt: Date }> = []
  for await (const object of store.list('')) {
    const takenAt = object.key.includes('/') ? null : archiveTime(object.key)
    if (takenAt) archives.push({ name: object.key, takenAt })
  }
  const keep = archivesToKeep(archives, now, policy)
  const removed = archives.filter((a) => !keep.has(a.name)).map((a) => a.name)
  if (removed.length > 0) await store.delete(removed)
  return removed
}

/**
 * Where `npm run restore` reads an archive named by `s3://bucket/key` or by its name in the backup bucket: the bucket
 * (over the S3_* connection of `connection`) and the key. Answers undefined for anything else (a file on disk).
 */
export function storedArchive(argument: string, connection: S3Setting | undefined): { setting: S3Setting; key: string } | undefined {
  const url = /^s3:\/\/([^/]+)\/(.+)$/.exec(argument)
  if (url) {
    if (!connection)
      throw new BackupError('To restore from object storage, set BACKUP_S3_BUCKET (or STORAGE=s3) and the S3_* settings of its store.')
    return { setting: { ...connection, bucket: url[1], prefix: '' }, key: url[2] }
  }
  if (connection && !argument.includes('/') && archiveTime(argument) && !fs.existsSync(argument))
    return { setting: connection, key: argument }
  return undefined
}

/** Downloads a stored archive into `dir` under its own name; answers the file's path. */
export async function downloadBackup(store: ObjectStore, key: string, dir: string): Promise<string> {
  const read = await store.get(key)
  if (!read) throw new BackupError(`There is no ${store.location}${key}.`)
  const file = path.join(dir, path.basename(key))
  await pipeline(read.body, fs.createWriteStream(file, { flags: 'wx' }))
  return file
}
