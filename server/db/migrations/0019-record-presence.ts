import type { Kysely } from 'kysely'

// Who has a record open in the portal (docs/decisions/0095-who-else-is-editing.md): each open editor says so every
// few seconds; a row not renewed for PRESENCE_TTL_MS no longer counts. In the database, so that every app server
// sees every staff member.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_presence')
    /** content, listing, agent or partner (core/staff/presence.ts). */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull())
    /** The name the notice shows ("Maria Lopez"). */
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('seen_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_presence_pk', ['kind', 'record_id', 'user_id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_presence').ifExists().execute()
}
