import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { diffVersions, summaryOf, type FieldFormats, type HistoryKind, type RecordVersion } from '#core/history/record-history.ts'
import { newId } from '#server/db/ids.ts'
import { createRecordHistoryRepository, type RecordHistoryRow } from './record-history.repository.ts'

// Keeping and reading the versions of a record (docs/decisions/0100-record-history.md). A save keeps the record as
// it left it; a save that changed nothing keeps nothing. The first kept save of a record that existed before also
// keeps what was there before it, so that state can be restored too.

type Db = Kysely<Database>

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

  return {
    repo,

    /**
     * Keeps `data` as the record's newest version (unless it is the newest already) and answers its id. `before` is
     * the record before this save: kept first when the record has no version yet.
     */
    async keep(
      kind: HistoryKind,
      recordId: string,
      data: unknown,
      savedBy: string,
      options: { before?: unknown; trx?: Db } = {},
    ): Promise<string> {
      const trx = options.trx ?? db
      const newest = await repo.newest(kind, recordId, trx)
      const text = JSON.stringify(data)
      if (newest && newest.data === text) return newest.id
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
      return id
    },

    /** Whether the record has a kept version yet. */
    hasVersions: async (kind: HistoryKind, recordId: string) => (await repo.newest(kind, recordId)) !== undefined,

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
