import type { Kysely } from 'kysely'

// What staff should know before opening an application's file: a PDF with
// scripts or automatic actions ("scripts") or attached files ("embedded-files"),
// comma-separated, '' for none (docs/decisions/0082-upload-memory-budget-and-file-rules.md).
// Files stored before this migration have none: they were not read for it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bidder_application_files')
    .addColumn('warnings', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bidder_application_files').dropColumn('warnings').execute()
}
