import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createHash } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { uploadPhoto } from '#tests/helpers/uploads.ts'
import { submitApplication } from '#tests/helpers/applications.ts'
import { createEmptyTarget, dialects } from '#tests/helpers/databases.ts'
import { createBackup, restoreBackup, type BackupResult } from '#server/operations/backup.service.ts'
import { bufferEntry, readArchive, tarStream, writeArchive, type ArchiveEntry } from '#server/operations/backup-archive.ts'
import { createFolderStore } from '#server/storage/folder-store.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import { objectStorageUnderTest, startObjectStore, storedBytes, type TestObjectStore } from '#tests/helpers/object-storage.ts'
import { LATEST_MIGRATION } from '#server/db/database.ts'

// Backups (docs/product.md#backups): one taken while fifty clients send inquiries restores, into an empty data
// folder (and an empty PostgreSQL database), every inquiry answered before it began, the photos and the private
// files, each matching its checksum, and the restored site serves them. An altered archive, an encrypted one
// without its key or with another key, and a non-empty target are refused.

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backups-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

const inquiry = (client: number, n: number) => ({
  clientName: `Client ${client}`,
  clientEmail: `client${client}@example.com`,
  clientPhone: '',
  message: `Inquiry ${n} from client ${client}: do you allow cats?`,
})

/** The source of a backup of a test app's database. */
const sourceOf = (t: TestApp) => ({
  db: t.database.db,
  dialect: t.database.dialect,
  dataDir: t.database.dataDir,
  storage: t.app.storage,
  databaseUrl: t.database.databaseUrl,
})

/** What a restore into the empty data folder `dataDir` writes its files to: the folder itself. */
const into = (dataDir: string, more: { databaseUrl?: string; key?: string } = {}) => ({
  dataDir,
  storage: createFolderStore(dataDir),
  ...more,
})

describe.each(dialects)('a backup on %s', (dialect) => {
  // Fifty clients, a backup and a restore: minutes on a busy two-core machine (hence its own time limit), seconds alone.
  it('taken while 50 clients send inquiries, restores every answered inquiry, photo and private file', async () => {
    const t = await createTestApp({ dialect, build: { contactRateLimitMax: 10_000 } })
    const target = await createEmptyTarget(dialect)
    // With object storage, the backup reads the files from one store and the restore writes them into another.
    const restoreStore: TestObjectStore | undefined = objectStorageUnderTest() ? await startObjectStore({ prefix: 'restored' }) : undefined
    const targetStorage = restoreStore
      ? openObjectStore({ dataDir: target.dataDir, storage: restoreStore.setting })
      : createFolderStore(target.dataDir)
    let restored: TestApp | undefined
    try {
      const { url: photoUrl, bytes: photo } = await uploadPhoto(t.app, await signIn(t.app), 'house photo.jpg')
      const application = await submitApplication(t.app)

      // Fifty clients each send inquiries one after another; the backup starts once some are answered.
      const answered: Array<{ id: string; at: number }> = []
      let stop = false
      const clients = Array.from({ length: 50 }, async (_, client) => {
        for (let n = 0; !stop && n < 40; n++) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/contact/general',
            payload: inquiry(client, n),
            remoteAddress: `10.0.${client}.1`,
          })
          expect(res.statusCode, res.body).toBe(200)
          answered.push({ id: (res.json() as { inquiryId: string }).inquiryId, at: performance.now() })
        }
      })
      while (answered.length < 100) await new Promise((resolve) => setTimeout(resolve, 5))
      const began = performance.now()
      const before = answered.filter((a) => a.at <= began).map((a) => a.id)
      let backup: BackupResult
      try {
        backup = await createBackup(sourceOf(t), { backupDir: path.join(scratch, `${dialect}-backups`) })
      } finally {
        stop = true
        await Promise.all(clients)
      }
      expect(before.length).toBeGreaterThanOrEqual(100)
      expect(path.basename(backup.path)).toMatch(/^backup-\d{8}T\d{6}Z\.tar\.gz$/)
      expect(backup.manifest).toMatchObject({ dialect, schemaVersion: LATEST_MIGRATION, format: 1, encrypted: false })
      const names = backup.manifest.files.map((f) => f.name)
      expect(names).toContain(dialect === 'sqlite' ? 'database/site.db' : 'database/postgres.dump')
      const photoFile = `files/media${photoUrl.replace(/^\/media/, '')}`
      expect(backup.manifest.files.find((f) => f.name === photoFile)).toMatchObject({ sha256: sha256(photo), size: photo.length })
      const coi = names.find((n) => n.startsWith(`files/private/applications/${application.id}/`))!
      expect(backup.manifest.files.find((f) => f.name === coi)).toMatchObject({ sha256: sha256(application.pdf) })
      expect(names.some((n) => n.includes('/tmp/') || n.startsWith('files/tmp'))).toBe(false)

      const result = await restoreBackup(backup.path, { dataDir: target.dataDir, storage: targetStorage, databaseUrl: target.databaseUrl })
      expect(result.files).toBe(names.filter((n) => n.startsWith('files/')).length)
      // Every restored file is the one the manifest describes.
      for (const file of backup.manifest.files.filter((f) => f.name.startsWith('files/')))
        expect(sha256(await storedBytes(targetStorage, file.name.slice(6))), file.name).toBe(file.sha256)

      // The restored site, served as it is: the inquiries answered before the backup, the photo, the application.
      restored = await createTestApp({ at: target, config: { storage: restoreStore?.setting ?? { kind: 'folder' } } })
      const ids = new Set((await restored.database.db.selectFrom('inquiries').select('id').execute()).map((r) => r.id))
      expect(before.filter((id) => !ids.has(id))).toEqual([])
      const served = await restored.app.inject({ method: 'GET', url: photoUrl })
      expect(served.statusCode).toBe(200)
      expect(sha256(served.rawPayload)).toBe(sha256(photo))
      const stored = await restored.database.db
        .selectFrom('bidder_applications')
        .select(['id', 'company_name'])
        .where('id', '=', application.id)
        .executeTakeFirst()
      expect(stored).toEqual({ id: application.id, company_name: 'Acme Roofing LLC' })
      expect(sha256(await storedBytes(targetStorage, coi.slice(6)))).toBe(sha256(application.pdf))
      const staffToken = await signIn(restored.app)
      const download = await restored.app.inject({
        method: 'GET',
        url: `/api/admin/contacts/${application.id}/files/${application.fileId}`,
        headers: authHeader(staffToken),
      })
      expect(download.statusCode, download.body).toBe(200)
      expect(sha256(download.rawPayload)).toBe(sha256(application.pdf))
      // The backup that was running while the database was copied is not shown as running forever.
      expect(await restored.database.db.selectFrom('backup_runs').selectAll().where('status', '=', 'running').execute()).toEqual([])
    } finally {
      await restored?.close()
      await t.close()
      await targetStorage.close()
      await restoreStore?.stop()
      await target.destroy()
    }
  }, 180_000)
})

describe('a restore refuses', () => {
  let t: TestApp
  let plain: BackupResult
  let encrypted: BackupResult
  const key = 'correct horse battery staple'
  const target = () => path.join(fs.mkdtempSync(path.join(scratch, 'target-')), 'data')

  it('is prepared: a small site backed up plain and encrypted', async () => {
    t = await createTestApp()
    await t.app.storage.put('media/abc/w64.webp', Buffer.alloc(300_000, 7))
    fs.mkdirSync(path.join(t.database.dataDir, 'private', 'tmp', 'upload-x'), { recursive: true })
    fs.writeFileSync(path.join(t.database.dataDir, 'private', 'tmp', 'upload-x', 'part'), 'half an upload')
    fs.mkdirSync(path.join(t.database.dataDir, 'tmp-uploads'), { recursive: true })
    fs.writeFileSync(path.join(t.database.dataDir, 'tmp-uploads', 'part'), 'half an upload')
    plain = await createBackup(sourceOf(t), { backupDir: path.join(scratch, 'refusals') })
    encrypted = await createBackup(sourceOf(t), { backupDir: path.join(scratch, 'refusals'), key })
    await t.close()
    expect(path.basename(encrypted.path)).toMatch(/\.tar\.gz\.enc$/)
    expect(plain.manifest.files.map((f) => f.name)).toEqual(['database/site.db', 'files/media/abc/w64.webp'])
    // Nothing of the archive is readable without the key: not even gzip's header.
    expect(fs.readFileSync(encrypted.path).subarray(0, 8).toString()).toBe('OHBKENC1')
    expect(fs.readFileSync(encrypted.path).includes(Buffer.from('w64.webp'))).toBe(false)
  })

  it('an archive whose file does not match its checksum, naming the file, and leaves the folder empty', async () => {
    // The same archive with one byte of the photo changed and its manifest kept.
    const altered = path.join(scratch, 'altered.tar.gz')
    const entries: ArchiveEntry[] = []
    await readArchive(plain.path, undefined, async ({ name }) => {
      const parts: Buffer[] = []
      return {
        write: async (chunk) => void parts.push(Buffer.from(chunk)),
        end: async () => {
          const data = Buffer.concat(parts)
          if (name === 'files/media/abc/w64.webp') data[1000] ^= 1
          entries.push(bufferEntry(name, data))
        },
      }
    })
    const manifest = entries.pop()!
    async function* all() {
      yield* entries
    }
    await writeArchive(
      tarStream(all(), [], () => manifest, new Date()),
      altered,
    )
    const dataDir = target()
    await expect(restoreBackup(altered, into(dataDir))).rejects.toThrow(
      'files/media/abc/w64.webp does not match its checksum in the manifest: the archive is damaged or was altered.',
    )
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  it('an archive damaged on disk', async () => {
    const damaged = path.join(scratch, 'damaged.tar.gz')
    const bytes = fs.readFileSync(plain.path)
    bytes[Math.floor(bytes.length / 2)] ^= 0xff
    fs.writeFileSync(damaged, bytes)
    await expect(restoreBackup(damaged, into(target()))).rejects.toThrow(/damaged|checksum/)
    const cut = path.join(scratch, 'cut.tar.gz')
    fs.writeFileSync(cut, bytes.subarray(0, 5000))
    await expect(restoreBackup(cut, into(target()))).rejects.toThrow(/damaged|ends early/)
  })

  it('a data folder that is not empty', async () => {
    const dataDir = target()
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'site.db'), 'live data')
    await expect(restoreBackup(plain.path, into(dataDir))).rejects.toThrow(
      `${dataDir} is not empty (site.db): restore only into an empty data folder.`,
    )
    expect(fs.readFileSync(path.join(dataDir, 'site.db'), 'utf8')).toBe('live data')
  })

  it('an encrypted archive without its key or with another, and opens it with the right one', async () => {
    await expect(restoreBackup(encrypted.path, into(target()))).rejects.toThrow(
      'This archive is encrypted: set BACKUP_KEY to the key it was made with.',
    )
    await expect(restoreBackup(encrypted.path, into(target(), { key: 'another key entirely' }))).rejects.toThrow(
      'BACKUP_KEY does not open this archive: it was encrypted with another key.',
    )
    const dataDir = target()
    const result = await restoreBackup(encrypted.path, into(dataDir, { key }))
    expect(result.manifest.encrypted).toBe(true)
    expect(fs.readFileSync(path.join(dataDir, 'media', 'abc', 'w64.webp'))).toEqual(Buffer.alloc(300_000, 7))
    const restored = await createTestApp({ at: { dataDir }, config: { storage: { kind: 'folder' } } })
    try {
      expect((await restored.app.inject({ method: 'GET', url: '/media/abc/w64.webp' })).statusCode).toBe(200)
    } finally {
      await restored.close()
    }
  })

  it('an encrypted archive altered after it was written (its tag no longer matches)', async () => {
    const altered = path.join(scratch, 'altered.tar.gz.enc')
    const bytes = fs.readFileSync(encrypted.path)
    bytes[bytes.length - 100] ^= 1
    fs.writeFileSync(altered, bytes)
    const dataDir = target()
    await expect(restoreBackup(altered, into(dataDir, { key }))).rejects.toThrow(/damaged|altered/)
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  it('a file that is not a backup, and a backup of the other database', async () => {
    const other = path.join(scratch, 'other.gz')
    await pipeline(
      async function* () {
        yield Buffer.from('not a tar')
      },
      zlib.createGzip(),
      fs.createWriteStream(other),
    )
    await expect(restoreBackup(other, into(target()))).rejects.toThrow(/ends early|not a backup|damaged/)
    fs.writeFileSync(path.join(scratch, 'text.txt'), 'hello')
    await expect(restoreBackup(path.join(scratch, 'text.txt'), into(target()))).rejects.toThrow('is not a backup archive of this site.')
    await expect(
      restoreBackup(plain.path, into(target(), { databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).catch((err: Error) => {
        // Without a reachable database the emptiness check fails first; with one, the dialect is refused.
        throw new Error(/SQLite database/.test(err.message) ? 'dialect refused' : 'database unreachable')
      }),
    ).rejects.toThrow(/dialect refused|database unreachable/)
  })
})
