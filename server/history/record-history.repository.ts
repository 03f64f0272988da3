import type { Kysely, Selectable } from 'kysely'
import type { Database, RecordHistoryTable } from '#server/db/schema.ts'
import type { HistoryKind } from '#core/history/record-history.ts'

type Db = Kysely<Database>
export type RecordHistoryRow = Selectable<RecordHistoryTable>

/** Kept versions of records (migration 0021), newest first: a record is its kind and its id. */
export function createRecordHistoryRepository(db: Db) {
  /** A record's versions, newest first. */
  const versionsOf = (kind: HistoryKind, recordId: string, trx: Db) =>
    trx
      .selectFrom('record_history')
      .where('kind', '=', kind)
      .where('record_id', '=', recordId)
      .orderBy('saved_at', 'desc')
      .orderBy('id', 'desc')

  return {
    async insert(row: RecordHistoryRow, trx: Db = db): Promise<void> {
      await trx.insertInto('record_history').values(row).execute()
    },
    /** The newest `limit` versions of a record, their data included. */
    async list(kind: HistoryKind, recordId: string, limit: number, trx: Db = db): Promise<RecordHistoryRow[]> {
      return versionsOf(kind, recordId, trx).selectAll().limit(limit).execute()
    },
    async newest(kind: HistoryKind, recordId: string, trx: Db = db): Promise<RecordHistoryRow | undefined> {
      return (await this.list(kind, recordId, 1, trx))[0]
    },
    /** The id of the newest version of each record of a kind (the content sections' versions for conditional saves). */
    async latestIds(kind: HistoryKind, trx: Db = db): Promise<Map<string, string>> {
      const rows = await trx
        .selectFrom('record_history')
        .select(['id', 'record_id'])
        .where('kind', '=', kind)
        .orderBy('saved_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      const latest = new Map<string, string>()
      for (const r of rows) if (!latest.has(r.record_id)) latest.set(r.record_id, r.id)
      return latest
    },
    async find(kind: HistoryKind, id: string, trx: Db = db): Promise<RecordHistoryRow | undefined> {
      return trx.selectFrom('record_history').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst()
    },
    /** Drops all but the newest `keep` versions of a record. */
    async prune(kind: HistoryKind, recordId: string, keep: number, trx: Db = db): Promise<void> {
      const kept = await versionsOf(kind, recordId, trx).select(['id', 'saved_at']).limit(keep).execute()
      if (kept.length < keep) return
      const oldest = kept[kept.length - 1]
      await trx
        .deleteFrom('record_history')
        .where('kind', '=', kind)
        .where('record_id', '=', recordId)
        .where((eb) =>
          eb.or([eb('saved_at', '<', oldest.saved_at), eb.and([eb('saved_at', '=', oldest.saved_at), eb('id', '<', oldest.id)])]),
        )
        .execute()
    },
  }
}
