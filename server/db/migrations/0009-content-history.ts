import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Every save of the content manager keeps the version it wrote:
// staff see who saved what when and restore any kept version with
// one click (a restore is itself a save, so it can be undone the same way).
// `section` is the slug of the save endpoint (core/content/content-saves.ts), `data`
// the saved value as JSON text, `saved_by` the username (empty for the
// version that was there before the first save through the portal).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'content_history', {
    id: 'varchar(24) primary key',
    section: 'varchar(40) not null',
    data: 'text not null',
    saved_by: 'varchar(100) not null',
    saved_at: 'varchar(32) not null',
  })
  await db.schema.createIndex('content_history_section_saved_at_idx').on('content_history').columns(['section', 'saved_at']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_history').ifExists().execute()
}
