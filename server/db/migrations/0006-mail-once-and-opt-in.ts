import { randomBytes, randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'

// Mail exactly once and Get Notified by double opt-in.
//
// Outbox: each row keeps one Message-ID for every attempt, a claim token
// while a sender holds it (next_attempt_at is then the end of its lease), and
// failed_at once it gave up. Rows already queued get their Message-ID here.
//
// Subscribers: an address gets listing mails only once its owner confirmed it
// (confirmed_at) through the link with confirm_token. Addresses on the list
// before this migration are treated as confirmed: they signed up on this
// site's own form and were told "You're on the list!", every mail they get
// carries a one-click unsubscribe, and asking them again would silently drop
// the people who had asked for these mails (docs/decisions/0025-get-notified-double-opt-in.md).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('message_id', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('mail_outbox').addColumn('claim_token', 'varchar(32)').execute()
  await db.schema.alterTable('mail_outbox').addColumn('failed_at', 'varchar(32)').execute()
  const rows: Array<{ id: string }> = await db.selectFrom('mail_outbox').select('id').where('message_id', '=', '').execute()
  for (const { id } of rows) {
    await db
      .updateTable('mail_outbox')
      .set({ message_id: `<${randomUUID()}@heartlandhomepartners.com>` })
      .where('id', '=', id)
      .execute()
  }
  await db.schema.createIndex('mail_outbox_related_id_idx').on('mail_outbox').column('related_id').execute()
  // What the sender looks for: failed and sent rows stay out of its index.
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .column('next_attempt_at')
    .where(sql<boolean>`sent_at is null and failed_at is null`)
    .execute()

  await db.schema.alterTable('upcoming_subscribers').addColumn('confirmed_at', 'varchar(32)').execute()
  await db.schema.alterTable('upcoming_subscribers').addColumn('confirm_token', 'varchar(64)').execute()
  await db.schema.alterTable('upcoming_subscribers').addColumn('confirm_sent_at', 'varchar(32)').execute()
  const subscribers: Array<{ id: string; created_at: string }> = await db
    .selectFrom('upcoming_subscribers')
    .select(['id', 'created_at'])
    .execute()
  for (const { id, created_at } of subscribers) {
    await db
      .updateTable('upcoming_subscribers')
      .set({ confirmed_at: created_at, confirm_token: randomBytes(32).toString('hex') })
      .where('id', '=', id)
      .execute()
  }
  await db.schema
    .createIndex('upcoming_subscribers_confirm_token_idx')
    .unique()
    .on('upcoming_subscribers')
    .column('confirm_token')
    .execute()
  await db.schema
    .createIndex('upcoming_subscribers_unconfirmed_idx')
    .on('upcoming_subscribers')
    .columns(['confirmed_at', 'created_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Without the column every row would count as on the list: addresses never confirmed leave.
  await db.deleteFrom('upcoming_subscribers').where('confirmed_at', 'is', null).execute()
  await db.schema.dropIndex('upcoming_subscribers_unconfirmed_idx').ifExists().execute()
  await db.schema.dropIndex('upcoming_subscribers_confirm_token_idx').ifExists().execute()
  for (const column of ['confirm_sent_at', 'confirm_token', 'confirmed_at']) {
    await db.schema.alterTable('upcoming_subscribers').dropColumn(column).execute()
  }
  await db.schema.dropIndex('mail_outbox_due_idx').ifExists().execute()
  await db.schema.dropIndex('mail_outbox_related_id_idx').ifExists().execute()
  for (const column of ['failed_at', 'claim_token', 'message_id']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute()
  }
}
