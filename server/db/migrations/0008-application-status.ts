import type { Kysely } from 'kysely'

// Preferred-bidder applications: the random token of the applicant's
// private status link, when the confirmation mail was queued (it is sent once), and when
// the status last changed (the staff portal changes it).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bidder_applications').addColumn('status_token', 'varchar(64)').execute()
  await db.schema.alterTable('bidder_applications').addColumn('confirmation_sent_at', 'varchar(32)').execute()
  await db.schema.alterTable('bidder_applications').addColumn('status_changed_at', 'varchar(32)').execute()
  await db.schema.createIndex('bidder_applications_status_token_idx').on('bidder_applications').column('status_token').unique().execute()
  await db.schema.createIndex('bidder_application_files_application_idx').on('bidder_application_files').column('application_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bidder_application_files_application_idx').ifExists().execute()
  await db.schema.dropIndex('bidder_applications_status_token_idx').ifExists().execute()
  await db.schema.alterTable('bidder_applications').dropColumn('status_changed_at').execute()
  await db.schema.alterTable('bidder_applications').dropColumn('confirmation_sent_at').execute()
  await db.schema.alterTable('bidder_applications').dropColumn('status_token').execute()
}
