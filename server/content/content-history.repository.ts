import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

type Db = Kysely<Database>

export interface ContentHistoryRow {
  id: string
  section: string
  data: string
  saved_by: string
  saved_at: string
}

/** Kept versions of the content manager's sections (migration 0009), newest first. */
export function createContentHistoryRepository(db: Db) {
  return {
    async insert(row: ContentHistoryRow, trx: Db = db): Promise<void> {
      await trx.insertInto('content_history').values(row).execute()
    },
    async list(section: string, limit: number, trx: Db = db): Promise<Array<Omit<ContentHistoryRow, 'data'>>> {
      return trx
        .selectFrom('content_history')
        .select(['id', 'section', 'saved_by', 'saved_at'])
        .where('section', '=', section)
        .orderBy('saved_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    },
    /** The id of each section's newest kept version: the section's version for conditional saves. */
    async latestIds(trx: Db = db): Promise<Map<string, string>> {
      const rows = await trx
        .selectFrom('content_history')
        .select(['id', 'section', 'saved_at'])
        .orderBy('saved_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      const latest = new Map<string, string>()
      for (const r of rows) if (!latest.has(r.section)) latest.set(r.section, r.id)
      return latest
    },
    async find(id: string, trx: Db = db): Promise<ContentHistoryRow | undefined> {
      return trx.selectFrom('content_history').selectAll().where('id', '=', id).executeTakeFirst()
    },
    /** Drops all but the newest `keep` versions of a section. */
    async prune(section: string, keep: number, trx: Db = db): Promise<void> {
      const kept = await this.list(section, keep, trx)
      if (kept.length < keep) return
      const oldest = kept[kept.length - 1]
      await trx
        .deleteFrom('content_history')
        .where('section', '=', section)
        .where((eb) =>
          eb.or([eb('saved_at', '<', oldest.saved_at), eb.and([eb('saved_at', '=', oldest.saved_at), eb('id', '<', oldest.id)])]),
        )
        .execute()
    },
  }
}
