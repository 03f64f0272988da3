import { sql, type Kysely } from 'kysely'
import { activityKindOf } from '#core/staff/activity.ts'
import { up as createContentHistory } from './0009-content-history.ts'
import { createTable } from './create-table.ts'

// Kept versions of every record staff edit (docs/decisions/0100-record-history.md): content sections, listings,
// agents, partners and staff users, in one table. The content manager's own table (0009) moves into it, its
// section slug becoming the record id of kind 'content'. The activity log (docs/decisions/0101-activity-log-filters.md)
// gains the kind of thing an entry is about, filled in for the entries already there by the rule new entries follow
// (core/staff/activity.ts), and indexes that keep its filtered pages fast however long it grows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'record_history', {
    id: 'varchar(24) primary key',
    /** content, listing, agent, partner or staff-user (core/history/record-history.ts). */
    kind: 'varchar(16) not null',
    /** The record's id; a content section's save slug. */
    record_id: 'varchar(64) not null',
    /** The record as that save left it, as JSON text. */
    data: 'text not null',
    /** Username; empty for the version from before the first kept save. */
    saved_by: 'varchar(100) not null',
    saved_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('record_history_record_idx').on('record_history').columns(['kind', 'record_id', 'saved_at', 'id']).execute()
  await sql`insert into record_history (id, kind, record_id, data, saved_by, saved_at)
    select id, 'content', section, data, saved_by, saved_at from content_history`.execute(db)
  await db.schema.dropTable('content_history').execute()

  await db.schema
    .alterTable('audit_log')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('other'))
    .execute()
  // Each distinct action once: a handful of service actions and generic "METHOD /api/admin/…" routes.
  const actions = await db.selectFrom('audit_log').select('action').distinct().execute()
  for (const { action } of actions as Array<{ action: string }>) {
    const kind = activityKindOf(action)
    if (kind !== 'other') await db.updateTable('audit_log').set({ kind }).where('action', '=', action).execute()
  }
  await db.schema.createIndex('audit_log_created_id_idx').on('audit_log').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('audit_log_kind_created_idx').on('audit_log').columns(['kind', 'created_at', 'id']).execute()
  await db.schema.createIndex('audit_log_username_created_idx').on('audit_log').columns(['username', 'created_at', 'id']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_username_created_idx').ifExists().execute()
  await db.schema.dropIndex('audit_log_kind_created_idx').ifExists().execute()
  await db.schema.dropIndex('audit_log_created_id_idx').ifExists().execute()
  await db.schema.alterTable('audit_log').dropColumn('kind').execute()
  await createContentHistory(db)
  await sql`insert into content_history (id, section, data, saved_by, saved_at)
    select id, record_id, data, saved_by, saved_at from record_history where kind = 'content'`.execute(db)
  await db.schema.dropTable('record_history').execute()
}
