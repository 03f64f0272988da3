import type { Kysely, Insertable, Selectable } from 'kysely'
import type { AuditLogTable, Database } from '#server/db/schema.ts'

/** What the activity log screen and its export filter by; times are UTC instants. */
export interface AuditFilter {
  user?: string
  kind?: string
  /** From this instant on. */
  since?: string
  /** Before this instant. */
  until?: string
  before?: { at: string; id: string }
  after?: { at: string; id: string }
}

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
    /**
     * A page of the log, newest first, filtered (docs/decisions/0101-activity-log-filters.md): `before`/`after` are
     * places in the log (an entry's time and id), so a page reads only its own rows through the indexes of
     * migration 0021 however deep it is.
     */
    async page(filter: AuditFilter, limit: number, offset = 0): Promise<Array<Selectable<AuditLogTable>>> {
      const place = filter.after ?? filter.before
      const newer = filter.after !== undefined
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .$if(filter.user !== undefined, (qb) => qb.where('username', '=', filter.user!))
        .$if(filter.kind !== undefined, (qb) => qb.where('kind', '=', filter.kind!))
        .$if(filter.since !== undefined, (qb) => qb.where('created_at', '>=', filter.since!))
        .$if(filter.until !== undefined, (qb) => qb.where('created_at', '<', filter.until!))
        .$if(place !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('created_at', newer ? '>' : '<', place!.at),
              eb.and([eb('created_at', '=', place!.at), eb('id', newer ? '>' : '<', place!.id)]),
            ]),
          ),
        )
        .orderBy('created_at', newer ? 'asc' : 'desc')
        .orderBy('id', newer ? 'asc' : 'desc')
        .limit(limit)
        .$if(offset > 0, (qb) => qb.offset(offset))
        .execute()
      return newer ? rows.reverse() : rows
    },
    /** Every entry the filter keeps, newest first, read a page at a time (the CSV export). */
    async *each(filter: Omit<AuditFilter, 'before' | 'after'>, pageSize = 500): AsyncGenerator<Selectable<AuditLogTable>> {
      let before: AuditFilter['before']
      for (;;) {
        const rows = await this.page({ ...filter, before }, pageSize)
        yield* rows
        if (rows.length < pageSize) return
        const last = rows[rows.length - 1]
        before = { at: last.created_at, id: last.id }
      }
    },
    /** Everyone who has an entry, by username. */
    async people(): Promise<string[]> {
      const rows = await db.selectFrom('audit_log').select('username').distinct().where('username', '!=', '').orderBy('username').execute()
      return rows.map((r) => r.username)
    },
  }
}
