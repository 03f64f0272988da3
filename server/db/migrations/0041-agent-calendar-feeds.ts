import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Each agent's private calendar feed of their showings (docs/decisions/0149-agent-calendar-feeds.md): one row per
// agent with a feed, holding only the SHA-256 of the feed address's secret, so a copy of the database opens no feed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'agent_calendar_feeds', {
    agent_id: 'varchar(24) primary key references agents.id on delete cascade',
    /** Hex SHA-256 of the 256-bit secret in the feed's address; a reset replaces it. */
    token_hash: 'varchar(64) not null unique',
    created_at: 'varchar(32) not null',
    /** The staff user who made (or last reset) it. */
    created_by: 'varchar(24)',
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_calendar_feeds').execute()
}
