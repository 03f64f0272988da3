import type { Kysely, Insertable } from 'kysely'
import type { AuditLogTable, Database } from '#server/db/schema.ts'

/** The audit log of admin writes: who, when, what changed. */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    async insert(rows: Insertable<AuditLogTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('audit_log').values(rows).execute()
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
