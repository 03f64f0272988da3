import type { Kysely } from 'kysely'

// Leads get an assignee and an archived state (docs/decisions/0107-lead-bulk-actions-and-assignee.md). Leads live in
// three tables (inquiries, preferred-bidder applications, Get Notified sign-ups); each gets the same two columns, so
// the inbox's common shape reads them alike. `assigned_to` is a plain reference to a staff user that routing rules
// may set later; a removed user's leads become unassigned.

const LEAD_TABLES = ['inquiries', 'bidder_applications', 'upcoming_subscribers'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('assigned_to', 'varchar(24)', (c) => c.references('admin_users.id').onDelete('set null'))
      .execute()
    await db.schema.alterTable(table).addColumn('archived_at', 'varchar(32)').execute()
    await db.schema.createIndex(`${table}_assigned_to_idx`).on(table).column('assigned_to').execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_assigned_to_idx`).ifExists().execute()
    await db.schema.alterTable(table).dropColumn('archived_at').execute()
    await db.schema.alterTable(table).dropColumn('assigned_to').execute()
  }
}
