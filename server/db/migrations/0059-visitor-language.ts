import type { Kysely } from 'kysely'

// The language of each visitor's record (docs/decisions/0184-visitor-mail-language.md): the site's language the visitor
// used ('en' or 'es'), so the mails sent days later (reminders, status changes, announcements) are in it. Rows stored
// before are English, as their mails were.
const TABLES = ['inquiries', 'upcoming_subscribers', 'rental_applicants', 'bidder_applications', 'licensee_disclosures']

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
      .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('locale').execute()
}
