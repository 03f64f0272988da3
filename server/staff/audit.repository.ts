import type { Kysely, Insertable } from 'kysely'
import type { AuditLogTable, Database } from '#server/db/schema.ts'

/** The audit log of admin writes: who, when, what changed. */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    async insert(rows: Insertable<AuditLogTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('audit_log').values(rows).execute()
    },
    /**
     * Who made the newest entry of these actions about the record with this id (the id is in the entry's details, as
     * `id` or, for staff users, `userId`), and when.
     */
    async lastBy(actions: string[], id: string): Promise<{ username: string; at: string } | undefined> {
      const quoted = `"${id.replace(/[%_"\\]/g, '')}"`
      const row = await db
        .selectFrom('audit_log')
        .select(['username', 'created_at'])
        .where('action', 'in', actions)
        .where((eb) => eb.or([eb('details', 'like', `%"id":${quoted}%`), eb('details', 'like', `%"userId":${quoted}%`)]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row && { username: row.username, at: row.created_at }
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
