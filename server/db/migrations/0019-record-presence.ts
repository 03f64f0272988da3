import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Who has a record open in the portal (docs/decisions/0095-who-else-is-editing.md): each open editor says so every
// few seconds; a row not renewed for PRESENCE_TTL_MS no longer counts. In the database, so that every app server
// sees every staff member.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(
    db,
    'record_presence',
    {
      /** content, listing, agent or partner (core/staff/presence.ts). */
      kind: 'varchar(16) not null',
      record_id: 'varchar(64) not null',
      user_id: 'varchar(24) not null',
      /** The name the notice shows ("Maria Lopez"). */
      name: 'varchar(200) not null',
      seen_at: 'varchar(32) not null',
    },
    (table) => table.addPrimaryKeyConstraint('record_presence_pk', ['kind', 'record_id', 'user_id']),
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_presence').ifExists().execute()
}
