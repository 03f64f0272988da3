import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { withMail } from '#server/mail/outbox.ts'
import { diffVersions, summaryOf, type FieldFormats, type HistoryKind, type RecordVersion } from '#core/history/record-history.ts'
import { newId } from '#server/db/ids.ts'
import { createRecordHistoryRepository, type RecordHistoryRow } from './record-history.repository.ts'

// Keeping and reading the versions of a record (docs/decisions/0100-record-history.md). A save keeps the record as
// it left it; a save that changed nothing keeps nothing. The first kept save of a record that existed before also
// keeps what was there before it, so that state can be restored too. A staff member's save and the version it makes
// are written in one transaction (docs/decisions/0121-a-save-and-its-version-together.md): both or neither, each
// version credited to the staff member whose save it was.

type Db = Kysely<Database>

/** A kind of record whose saves keep versions. */
export interface VersionedKind {
  kind: HistoryKind
  /** The record as a version keeps it, read through `db` (the save's transaction during a save); undefined when there is none. */
  snapshot(id: string, db: Db): Promise<unknown>
}

/** Runs a save's writes in one transaction (a save that keeps a version passes its VersionedSave's). */
export type SaveTransaction = <T>(work: (trx: Db) => Promise<T>) => Promise<T>

/**
 * Runs `save` (its every query through `trx`) in one transaction with keeping the version of record `id` it makes,
 * credited to `savedBy`; mail it queues goes out after the commit. Without `savedBy` (the seed, the command line,
 * scheduled changes) the save keeps no version.
 */
export type VersionedSave = <T>(id: string, savedBy: string | undefined, save: (trx: Db) => Promise<T>) => Promise<T>

/** Versions kept per record. */
export const HISTORY_KEEP = 50

/** A kept version that is not (or no longer) there. */
export class UnknownVersionError extends Error {
  readonly statusCode = 404
  constructor() {
    super('No such saved version')
  }
}

const FIRST_NOTE = 'As it was before its changes were kept'
const OLDEST_NOTE = 'Oldest kept version'

export function createRecordHistory(db: Db) {
  const repo = createRecordHistoryRepository(db)

  /**
   * Keeps `data` as the record's newest version in `trx` (unless it is the newest already). `before` is the record
   * before this save: kept first when the record has no version yet.
   */
  async function keep(kind: HistoryKind, recordId: string, data: unknown, savedBy: string, options: { before?: unknown; trx: Db }) {
    const { trx } = options
    const newest = await repo.newest(kind, recordId, trx)
    const text = JSON.stringify(data)
    if (newest && newest.data === text) return
    let now = new Date().toISOString()
    // Versions stay in save order even when two saves fall in the same millisecond.
    if (newest && newest.saved_at >= now) now = new Date(Date.parse(newest.saved_at) + 1).toISOString()
    if (!newest && options.before !== undefined && JSON.stringify(options.before) !== text) {
      const at = new Date(Date.parse(now) - 1).toISOString()
      await repo.insert({ id: newId(), kind, record_id: recordId, data: JSON.stringify(options.before), saved_by: '', saved_at: at }, trx)
    }
    const id = newId()
    await repo.insert({ id, kind, record_id: recordId, data: text, saved_by: savedBy, saved_at: now }, trx)
    await repo.prune(kind, recordId, HISTORY_KEEP, trx)
  }

  /**
   * Holds the record for the rest of the transaction on PostgreSQL, so the saves of one record, and so their versions,
   * follow each other; SQLite runs one transaction at a time anyway.
   */
  async function hold(trx: Db, kind: HistoryKind, recordId: string): Promise<void> {
    if (trx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${recordId}`}))`.execute(trx)
  }

  return {
    repo,

    /** How the saves of a kind of record keep their versions: see VersionedSave. */
    saving(subject: VersionedKind): VersionedSave {
      return (id, savedBy, save) =>
        withMail(db, async (trx) => {
          if (savedBy === undefined) return save(trx)
          await hold(trx, subject.kind, id)
          const before = (await repo.newest(subject.kind, id, trx)) ? undefined : await subject.snapshot(id, trx)
          const result = await save(trx)
          const after = await subject.snapshot(id, trx)
          if (after !== undefined) await keep(subject.kind, id, after, savedBy, { before, trx })
          return result
        })
    },

    /** The record as its versions keep it, now. */
    now: (subject: VersionedKind, id: string) => subject.snapshot(id, db),

    /**
     * The kept versions, newest first, each with what its save changed and what restoring it would change from
     * `now` (the record as it is; the newest version when left out).
     */
    async versions(kind: HistoryKind, recordId: string, formats: FieldFormats, now?: unknown): Promise<RecordVersion[]> {
      const rows = await repo.list(kind, recordId, HISTORY_KEEP)
      const data = rows.map((r) => JSON.parse(r.data) as unknown)
      const present = now === undefined ? data[0] : now
      return rows.map((r: RecordHistoryRow, i) => {
        const older = i + 1 < rows.length
        const changes = older ? diffVersions(data[i + 1], data[i], formats) : []
        return {
          _id: r.id,
          savedBy: r.saved_by,
          savedAt: r.saved_at,
          current: i === 0,
          summary: older ? summaryOf(changes) : r.saved_by ? OLDEST_NOTE : FIRST_NOTE,
          changes,
          restoreChanges: i === 0 ? [] : diffVersions(present, data[i], formats),
        }
      })
    },

    /** A kept version of this record (throws UnknownVersionError when there is none). */
    async version(kind: HistoryKind, recordId: string, versionId: string): Promise<unknown> {
      const row = await repo.find(kind, versionId)
      if (!row || row.record_id !== recordId) throw new UnknownVersionError()
      return JSON.parse(row.data) as unknown
    },
  }
}

export type RecordHistory = ReturnType<typeof createRecordHistory>
