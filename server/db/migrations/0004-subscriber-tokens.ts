import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'

// Unsubscribe links in the new-upcoming-home mails: each subscriber gets a
// random token that the mail's link carries (it opens nothing else). Existing
// rows get theirs here, one by one, so the same code runs on SQLite and
// PostgreSQL. The outbox gains the List-Unsubscribe header those mails carry.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('upcoming_subscribers')
    .addColumn('unsubscribe_token', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
  const rows: Array<{ id: string }> = await db.selectFrom('upcoming_subscribers').select('id').execute()
  for (const { id } of rows) {
    await db
      .updateTable('upcoming_subscribers')
      .set({ unsubscribe_token: randomBytes(32).toString('hex') })
      .where('id', '=', id)
      .execute()
  }
  await db.schema
    .createIndex('upcoming_subscribers_unsubscribe_token_idx')
    .unique()
    .on('upcoming_subscribers')
    .column('unsubscribe_token')
    .execute()
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('list_unsubscribe', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute()
  await db.schema.dropIndex('upcoming_subscribers_unsubscribe_token_idx').ifExists().execute()
  await db.schema.alterTable('upcoming_subscribers').dropColumn('unsubscribe_token').execute()
}
