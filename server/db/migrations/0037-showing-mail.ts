import type { Kysely } from 'kysely'

// The visitor's showing mails and private link (docs/decisions/0136-showing-mail-and-calendar.md,
// 0137-showing-private-link.md): a mail may carry a calendar invitation (.ics), and a showing has the token of its
// private page, the SEQUENCE its invitations count up (so a calendar replaces the event) and when it last changed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  /** An iCalendar file sent as the mail's invitation (showing.ics); null for mail without one. */
  await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute()
  /** 64 hex characters, random: the visitor's private link (/showing?token=). */
  await db.schema.alterTable('showings').addColumn('manage_token', 'varchar(64)').execute()
  /** Counts each change the visitor's calendar is sent (RFC 5545 SEQUENCE). */
  await db.schema
    .alterTable('showings')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('showings').addColumn('updated_at', 'varchar(32)').execute()
  await db.schema.createIndex('showings_manage_token').on('showings').column('manage_token').unique().execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('showings_manage_token').execute()
  for (const column of ['updated_at', 'sequence', 'manage_token']) await db.schema.alterTable('showings').dropColumn(column).execute()
  await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute()
}
