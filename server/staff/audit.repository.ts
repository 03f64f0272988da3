import type { Kysely, Insertable } from 'kysely'
import type { AuditLogTable, Database } from '#server/db/schema.ts'

/** The audit log of admin writes: who, when, what changed. */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    async insert(rows: Insertable<AuditLogTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('audit_log').values(rows).execute()
    },
    /** Who made the newest entry of these actions about the record with this id (the id is in the entry's details). */
    async lastBy(actions: string[], id: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('audit_log')
        .select('username')
        .where('action', 'in', actions)
        .where('details', 'like', `%"id":"${id.replace(/[%_"\\]/g, '')}"%`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.username
    },
    latest(limit: number, offset = 0) {
      return db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
    },
  }
}
