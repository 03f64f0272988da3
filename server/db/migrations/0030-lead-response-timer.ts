import { sql, type Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// The first-response timer (docs/decisions/0123-first-response-timer.md): each lead keeps its first response (when,
// by whom), since when its owner has had it and whether that owner was reminded; owners' settings (office hours,
// target, limit) get a one-row table; the job's claim is a row of the scheduled jobs' claims (backup_claims).
// Leads stored before this migration have no `owner_since`: the job leaves them alone.

const LEAD_TABLES = ['inquiries', 'bidder_applications', 'upcoming_subscribers'] as const
const COLUMNS = ['first_response_at', 'first_response_by', 'owner_since', 'reminded_at'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    for (const column of COLUMNS)
      await db.schema
        .alterTable(table)
        .addColumn(column, column === 'first_response_by' ? 'varchar(24)' : 'varchar(32)')
        .execute()
    // A lead answered before the timer came has its first response from its history (a staff note, status or stage).
    const first = (column: 'created_at' | 'author_id') =>
      sql`(select n.${sql.ref(column)} from lead_notes n where n.lead_id = ${sql.table(table)}.id and n.author_id is not null and n.kind in ('note', 'status', 'stage') order by n.created_at, n.id limit 1)`
    await db
      .updateTable(table)
      .set({ first_response_at: first('created_at'), first_response_by: first('author_id') })
      .execute()
    // The job's look and the dashboard's waiting list: unanswered leads.
    await db.schema.createIndex(`${table}_first_response_idx`).on(table).columns(['first_response_at', 'owner_since']).execute()
  }
  await createTable(db, 'lead_response_settings', {
    id: 'varchar(16) primary key',
    /** JSON: seven { day, closed, open, close }, Sunday first (core/leads/response-timer.ts). */
    office_hours: 'text not null',
    target_minutes: 'integer not null',
    /** null: leads are not moved on. */
    limit_minutes: 'integer',
    updated_at: 'varchar(32) not null',
    updated_by: 'varchar(24)',
  })
  await db.insertInto('backup_claims').values({ name: 'lead-response-timer', holder: '', until: '' }).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('backup_claims').where('name', '=', 'lead-response-timer').execute()
  await db.schema.dropTable('lead_response_settings').ifExists().execute()
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_first_response_idx`).ifExists().execute()
    for (const column of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute()
  }
}
