import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createHash } from 'node:crypto'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { sql, type Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { openDatabase, type Dialect } from '#server/db/database.ts'
import { newId } from '#server/db/ids.ts'
import { readArchive, tarStream, bufferEntry, writeArchive, ArchiveError, type ArchiveEntry, type WrittenEntry } from './backup-archive.ts'
import { createBackupsRepository } from './backups.repository.ts'
import { deletePrefix, isSafeKey, type ObjectStore } from '#server/storage/object-store.ts'
import { archiveName, archiveTime, archivesToKeep, DEFAULT_KEEP, type KeepPolicy } from './backup-retention.ts'

// Backups and restores of the whole site (docs/decisions/0083-backups.md): the database (an online copy of
// SQLite through its backup API, or pg_dump of PostgreSQL), the public media and the private files (read from and
// restored into the store, server/storage/: the data folder or the bucket), with a
// manifest of every file's SHA-256 and size. Temporary upload folders, mail copies and the backups themselves
// are not part of it.

const run = promisify(execFile)

/** The folders of the store a backup holds, and what inside them it leaves out (upload folders in progress). */
const FILE_ROOTS = ['media', 'private'] as const
const EXCLUDED = 'private/tmp/'

export const SQLITE_ENTRY = 'database/site.db'
export const POSTGRES_ENTRY = 'database/postgres.dump'
const INFO_ENTRY = 'backup.json'
const MANIFEST_ENTRY = 'manifest.json'

/** What a backup says of itself: first in the archive (backup.json) and, with every file, last (manifest.json). */
export interface BackupInfo {
  format: 1
  createdAt: string
  dialect: Dialect
  /** The latest migration the database had run (kysely_migration). */
  schemaVersion: string
  appVersion: string
  encrypted: boolean
}

export interface Manifest extends BackupInfo {
  files: WrittenEntry[]
}

/** A backup or restore refused or failed, in words for the operator. */
export class BackupError extends Error {}

export const appVersion = (): string => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version?: string }
    return pkg.version ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** BACKUP_DIR's default: a folder in DATA_DIR that no backup includes. */
export const defaultBackupDir = (dataDir: string) => path.join(dataDir, 'backups')

export interface BackupSource {
  db: Kysely<Database>
  dialect: Dialect
  /** Where the SQLite database is (site.db). */
  dataDir: string
  /** Where media and private files are kept. */
  storage: ObjectStore
  /** The PostgreSQL database's URL, for pg_dump (required when the dialect is postgres). */
  databaseUrl?: string
}

export interface BackupResult {
  path: string
  size: number
  manifest: Manifest
}

async function schemaVersion(db: Kysely<Database>): Promise<string> {
  const row = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db)
  return row.rows[0]?.name ?? ''
}

/** A file on disk as an archive entry, read from an open descriptor so a rename meanwhile does not matter. */
async function fileEntry(name: string, file: string): Promise<ArchiveEntry | null> {
  let handle: fsp.FileHandle
  try {
    handle = await fsp.open(file, 'r')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null // removed since the folder was listed
    throw err
  }
  const { size } = await handle.stat()
  return {
    name,
    size,
    async *bytes() {
      try {
        if (size > 0) yield* handle.createReadStream({ start: 0, end: size - 1, autoClose: false, highWaterMark: 256 * 1024 })
      } finally {
        await handle.close()
      }
    },
  }
}

/** Every object under the store's backed-up folders, as `files/<key>` entries, one object read at a time. */
async function* storedFiles(storage: ObjectStore): AsyncGenerator<ArchiveEntry> {
  for (const root of FILE_ROOTS)
    for await (const object of storage.list(`${root}/`)) {
      if (object.key.startsWith(EXCLUDED)) continue
      const read = await storage.get(object.key)
      if (!read) continue // removed since the folder was listed
      yield {
        name: `files/${object.key}`,
        size: read.size,
        async *bytes() {
          yield* read.body
        },
      }
    }
}

/** pg_dump's and pg_restore's connection: the URL without its password, which goes in PGPASSWORD (not in `ps`). */
function pgConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

/** The database's consistent copy, in a file of `workDir`: SQLite's online backup, or pg_dump's custom format. */
async function snapshotDatabase(source: BackupSource, workDir: string): Promise<{ entry: string; file: string }> {
  if (source.dialect === 'sqlite') {
    const file = path.join(workDir, 'site.db')
    const live = new SQLite(path.join(source.dataDir, 'site.db'), { fileMustExist: true })
    try {
      live.pragma('busy_timeout = 5000')
      await live.backup(file)
    } finally {
      live.close()
    }
    return { entry: SQLITE_ENTRY, file }
  }
  if (!source.databaseUrl) throw new BackupError('A PostgreSQL backup needs DATABASE_URL.')
  const file = path.join(workDir, 'postgres.dump')
  try {
    const { dbname, env } = pgConnection(source.databaseUrl)
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], {
      maxBuffer: 16 * 1024 * 1024,
      env,
    })
  } catch (err) {
    throw new BackupError(`pg_dump failed: ${((err as { stderr?: string }).stderr || (err as Error).message).trim()}`)
  }
  return { entry: POSTGRES_ENTRY, file }
}

/**
 * Takes a backup into `backupDir` and answers its path, size and manifest. The archive is written under a
 * temporary name and renamed once complete, so a file named backup-… is always a whole one.
 */
export async function createBackup(source: BackupSource, options: { backupDir: string; key?: string; now?: Date }): Promise<BackupResult> {
  const createdAt = options.now ?? new Date()
  await fsp.mkdir(options.backupDir, { recursive: true })
  const workDir = await fsp.mkdtemp(path.join(options.backupDir, '.work-'))
  const partial = path.join(workDir, 'archive.partial')
  try {
    const info: BackupInfo = {
      format: 1,
      createdAt: createdAt.toISOString(),
      dialect: source.dialect,
      schemaVersion: await schemaVersion(source.db),
      appVersion: appVersion(),
      encrypted: Boolean(options.key),
    }
    const database = await snapshotDatabase(source, workDir)
    const written: WrittenEntry[] = []
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield bufferEntry(INFO_ENTRY, Buffer.from(JSON.stringify(info, null, 2)))
      const db = await fileEntry(database.entry, database.file)
      if (!db) throw new BackupError('The database copy disappeared before it was archived.')
      yield db
      yield* storedFiles(source.storage)
    }
    let manifest: Manifest | undefined
    const last = () => {
      manifest = { ...info, files: written.filter((f) => f.name !== INFO_ENTRY) }
      return bufferEntry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)))
    }
    await writeArchive(tarStream(entries(), written, last, createdAt), partial, options.key)
    let target = path.join(options.backupDir, archiveName(createdAt, Boolean(options.key)))
    if (fs.existsSync(target)) target = target.replace(/Z\.tar/, `Z-${newId().slice(0, 6)}.tar`)
    await fsp.rename(partial, target)
    const { size } = await fsp.stat(target)
    return { path: target, size, manifest: manifest! }
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true })
  }
}

/** Removes the archives in `backupDir` the retention rule does not keep; answers the names removed. */
export async function pruneBackups(backupDir: string, now: Date, policy: KeepPolicy = DEFAULT_KEEP): Promise<string[]> {
  const names = await fsp.readdir(backupDir).catch(() => [] as string[])
  const archives = names.flatMap((name) => {
    const takenAt = archiveTime(name)
    return takenAt ? [{ name, takenAt }] : []
  })
  const keep = archivesToKeep(archives, now, policy)
  const removed = archives.filter((a) => !keep.has(a.name)).map((a) => a.name)
  for (const name of removed) await fsp.rm(path.join(backupDir, name), { force: true })
  // Work folders of a backup whose process was killed; a day is longer than any backup takes.
  for (const name of names.filter((n) => n.startsWith('.work-'))) {
    const stat = await fsp.stat(path.join(backupDir, name)).catch(() => null)
    if (stat && stat.mtimeMs < Date.now() - 24 * 60 * 60 * 1000) await fsp.rm(path.join(backupDir, name), { recursive: true, force: true })
  }
  return removed
}

// ---------------------------------------------------------------------------------------------------------------------
// Restore

export interface RestoreTarget {
  /** The data folder to rebuild: it must be empty or not exist yet. */
  dataDir: string
  /** Where the media and private files go back: it must hold none. */
  storage: ObjectStore
  /** An empty PostgreSQL database to restore into (a PostgreSQL backup); unset for SQLite. */
  databaseUrl?: string
  key?: string
}

export interface RestoreResult {
  manifest: Manifest
  database: string
  files: number
  bytes: number
}

async function ensureEmptyFolder(dataDir: string): Promise<void> {
  const names = await fsp.readdir(dataDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return []
    throw err
  })
  if (names.length > 0)
    throw new BackupError(
      `${dataDir} is not empty (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}): restore only into an empty data folder.`,
    )
  await fsp.mkdir(dataDir, { recursive: true })
}

async function ensureEmptyStore(storage: ObjectStore): Promise<void> {
  for (const root of FILE_ROOTS)
    for await (const object of storage.list(`${root}/`))
      throw new BackupError(`${storage.location} already holds ${object.key}: restore only into empty storage.`)
}

async function ensureEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    )
    if (Number(rows[0].n) > 0) throw new BackupError('The database of DATABASE_URL is not empty: restore only into an empty database.')
  } finally {
    await client.end()
  }
}

/**
 * Where an entry of the archive is written on restore (null: it is read but not written, like backup.json), and
 * the store's key it is then kept under (stored files pass through the work folder).
 */
function destination(name: string, target: RestoreTarget, workDir: string): { file: string; key?: string } | null {
  if (name === SQLITE_ENTRY) return { file: path.join(target.dataDir, 'site.db') }
  if (name === POSTGRES_ENTRY) return { file: path.join(workDir, 'postgres.dump') }
  const key = name.slice(6)
  if (name.startsWith('files/') && FILE_ROOTS.some((root) => key.startsWith(`${root}/`)) && isSafeKey(key))
    return { file: path.join(workDir, 'file'), key }
  return null
}

/**
 * Rebuilds an empty data folder (and, for a PostgreSQL backup, an empty database) from an archive. Every file's
 * SHA-256 and size are checked against the manifest before the database is restored; on a mismatch nothing is
 * left behind and the error names the file.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  if (!fs.existsSync(archive)) throw new BackupError(`No such archive: ${archive}`)
  await ensureEmptyFolder(target.dataDir)
  await ensureEmptyStore(target.storage)
  if (target.databaseUrl) await ensureEmptyDatabase(target.databaseUrl)
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'site-restore-'))
  const found = new Map<string, { size: number; sha256: string }>()
  let info: BackupInfo | undefined
  let manifest: Manifest | undefined
  try {
    await readArchive(archive, target.key, async ({ name, size }) => {
      const hash = createHash('sha256')
      const isJson = name === INFO_ENTRY || name === MANIFEST_ENTRY
      if (!isJson && !info) throw new BackupError('The archive does not start with backup.json: it is not a backup of this site.')
      if (isJson && size > 256 * 1024 * 1024) throw new BackupError(`${name} is too large to be a backup's description.`)
      if (name === SQLITE_ENTRY && target.databaseUrl)
        throw new BackupError('This is a backup of a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.')
      if (name === POSTGRES_ENTRY && !target.databaseUrl)
        throw new BackupError('This is a backup of a PostgreSQL database: set DATABASE_URL to an empty database to restore it into.')
      const place = isJson ? null : destination(name, target, workDir)
      const file = place?.file
      if (!isJson && !place) throw new BackupError(`The archive holds a file no backup has: ${name}`)
      if (found.has(name)) throw new BackupError(`The archive holds ${name} twice.`)
      let out: fs.WriteStream | null = null
      if (file) {
        await fsp.mkdir(path.dirname(file), { recursive: true })
        out = fs.createWriteStream(file, { flags: 'wx' })
      }
      const json: Buffer[] = []
      return {
        async write(chunk) {
          hash.update(chunk)
          if (isJson) json.push(Buffer.from(chunk))
          else if (out && !out.write(chunk)) await new Promise<void>((resolve) => out!.once('drain', () => resolve()))
        },
        async end() {
          if (out) await new Promise<void>((resolve, reject) => out!.end((err?: Error | null) => (err ? reject(err) : resolve())))
          if (place?.key) {
            await target.storage.put(place.key, { path: place.file })
            await fsp.rm(place.file)
          }
          found.set(name, { size, sha256: hash.digest('hex') })
          if (name === INFO_ENTRY) info = parseJson<BackupInfo>(json, name)
          if (name === MANIFEST_ENTRY) manifest = parseJson<Manifest>(json, name)
        },
      }
    })
    if (!info || !manifest) throw new BackupError('The archive has no manifest.json: it is incomplete.')
    verify(manifest, info, found)
    let database: string
    if (manifest.dialect === 'postgres') {
      await pgRestore(path.join(workDir, 'postgres.dump'), target.databaseUrl!)
      database = 'PostgreSQL database (pg_restore)'
    } else {
      database = `SQLite database ${path.join(target.dataDir, 'site.db')}`
    }
    if (manifest.schemaVersion >= '0015-backups') {
      const restored = openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, poolSize: 1 })
      try {
        await createBackupsRepository(restored.db).forgetRunning()
      } finally {
        await restored.close()
      }
    }
    const files = manifest.files.filter((f) => f.name.startsWith('files/'))
    return { manifest, database, files: files.length, bytes: files.reduce((n, f) => n + f.size, 0) }
  } catch (err) {
    // The folder was empty: whatever is in it now came from this archive, and a refused archive leaves nothing.
    for (const name of await fsp.readdir(target.dataDir).catch(() => [] as string[]))
      await fsp.rm(path.join(target.dataDir, name), { recursive: true, force: true })
    for (const root of FILE_ROOTS) await deletePrefix(target.storage, `${root}/`)
    if (err instanceof ArchiveError) throw new BackupError(err.message)
    throw err
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true })
  }
}

function parseJson<T>(parts: Buffer[], name: string): T {
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as T
  } catch {
    throw new BackupError(`${name} in the archive is not readable.`)
  }
}

/** Every file the manifest lists is in the archive with its size and checksum, and the archive holds no other. */
function verify(manifest: Manifest, info: BackupInfo, found: Map<string, { size: number; sha256: string }>): void {
  if (manifest.format !== 1) throw new BackupError(`This archive's format (${String(manifest.format)}) is not one this version reads.`)
  for (const key of ['createdAt', 'dialect', 'schemaVersion', 'appVersion'] as const)
    if (manifest[key] !== info[key]) throw new BackupError(`backup.json and manifest.json disagree on ${key}: the archive was altered.`)
  const listed = new Set<string>()
  for (const file of manifest.files) {
    listed.add(file.name)
    const got = found.get(file.name)
    if (!got) throw new BackupError(`${file.name} is listed in the manifest but missing from the archive.`)
    if (got.size !== file.size || got.sha256 !== file.sha256)
      throw new BackupError(`${file.name} does not match its checksum in the manifest: the archive is damaged or was altered.`)
  }
  for (const name of found.keys())
    if (name !== MANIFEST_ENTRY && name !== INFO_ENTRY && !listed.has(name))
      throw new BackupError(`${name} is in the archive but not in its manifest.`)
  if (!listed.has(SQLITE_ENTRY) && !listed.has(POSTGRES_ENTRY)) throw new BackupError('The archive holds no database.')
}

async function pgRestore(dump: string, databaseUrl: string): Promise<void> {
  try {
    const { dbname, env } = pgConnection(databaseUrl)
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${dbname}`, dump], {
      maxBuffer: 16 * 1024 * 1024,
      env,
    })
  } catch (err) {
    throw new BackupError(`pg_restore failed: ${((err as { stderr?: string }).stderr || (err as Error).message).trim()}`)
  }
}
