import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// The lead pipeline (docs/decisions/0116-lead-stages.md, docs/decisions/0117-lead-routing-rules.md): each lead gets a
// stage beside its status, in each of its three tables, and the routing rules that give a new lead its owner get a
// table of their own (one row per lead kind; no row: the default rule).

const LEAD_TABLES = ['inquiries', 'bidder_applications', 'upcoming_subscribers'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('stage', 'varchar(24)', (c) => c.notNull().defaultTo('new'))
      .execute()
    await db.schema.createIndex(`${table}_stage_idx`).on(table).column('stage').execute()
  }
  await createTable(db, 'lead_routing_rules', {
    kind: 'varchar(24) primary key',
    // agent (the listing's agent), user (one staff user) or turns (by turns among `users`)
    mode: 'varchar(16) not null',
    user_id: 'varchar(24) references admin_users.id on delete set null',
    /** JSON array of staff user ids, for `turns`. */
    users: "text not null default '[]'",
    /** The last staff user a lead went to by turns under this rule. */
    last_user_id: 'varchar(24)',
    updated_at: 'varchar(32) not null',
    updated_by: 'varchar(24)',
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_routing_rules').ifExists().execute()
  for (const table of LEAD_TABLES) {
    await db.schema.dropIndex(`${table}_stage_idx`).ifExists().execute()
    await db.schema.alterTable(table).dropColumn('stage').execute()
  }
}
