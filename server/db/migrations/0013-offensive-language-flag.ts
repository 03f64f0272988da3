import type { Kysely } from 'kysely'

// A lead whose message may contain offensive language is stored and mailed like
// any other; this flag tells staff so in the inbox (docs/decisions/0078-no-lead-refused-for-its-words.md).
// 1 when flagged, 0 otherwise (an integer on both databases, like is_active).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    .addColumn('offensive_language', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('bidder_applications')
    .addColumn('offensive_language', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bidder_applications').dropColumn('offensive_language').execute()
  await db.schema.alterTable('inquiries').dropColumn('offensive_language').execute()
}
