import type { Kysely } from 'kysely'

// The visitor's showing mails and private link (docs/decisions/0136-showing-mail-and-calendar.md,
// 0137-showing-private-link.md): a mail may carry a calendar invitation (.ics), and a showing has the token of its
// private page, the SEQUENCE its invitations count up (so a calendar replaces the event), when it last changed and
// when its reminders went (0139-showing-reminders.md), with the reminders job's claim.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  /** An iCalendar file sent as the mail's invitation (showing.ics); null for mail without one. */
  await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute()
  const columns: Array<[string, 'varchar(64)' | 'varchar(32)']> = [
    /** 64 hex characters, random: the visitor's private link (/showing?token=). */
    ['manage_token', 'varchar(64)'],
    ['updated_at', 'varchar(32)'],
    /** When the visitor was reminded the day before, and two hours before (docs/decisions/0139-showing-reminders.md). */
    ['reminded_day_at', 'varchar(32)'],
    ['reminded_soon_at', 'varchar(32)'],
  ]
  for (const [name, type] of columns) await db.schema.alterTable('showings').addColumn(name, type).execute()
  /** Counts each change the visitor's calendar is sent (RFC 5545 SEQUENCE). */
  await db.schema
    .alterTable('showings')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.insertInto('backup_claims').values({ name: 'showing-reminders', holder: '', until: '' }).execute()
  await db.schema.createIndex('showings_manage_token').on('showings').column('manage_token').unique().execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('showings_manage_token').execute()
  await db.deleteFrom('backup_claims').where('name', '=', 'showing-reminders').execute()
  for (const column of ['reminded_soon_at', 'reminded_day_at', 'updated_at', 'sequence', 'manage_token'])
    await db.schema.alterTable('showings').dropColumn(column).execute()
  await db.schema.alterTable('mail_outbox').dropColumn('calendar').execute()
}
