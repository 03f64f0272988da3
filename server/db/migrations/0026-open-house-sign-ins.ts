import type { Kysely } from 'kysely'

// Sign-ins at an open house are leads (docs/decisions/0115-open-house-sign-in.md): inquiries of kind 'open-house' that
// name their open house, and carry the evidence of the visitor's consent to be contacted: the words they agreed to,
// when, and from which address and browser. Other leads leave these columns empty. Cancelling an open house keeps
// its sign-ins as leads of the listing.

const CONSENT_COLUMNS = ['consent_text', 'consent_at', 'consent_ip', 'consent_user_agent'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    .addColumn('open_house_id', 'varchar(24)', (c) => c.references('open_houses.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('inquiries').addColumn('consent_text', 'text').execute()
  await db.schema.alterTable('inquiries').addColumn('consent_at', 'varchar(32)').execute()
  await db.schema.alterTable('inquiries').addColumn('consent_ip', 'varchar(64)').execute()
  await db.schema.alterTable('inquiries').addColumn('consent_user_agent', 'varchar(512)').execute()
  await db.schema.createIndex('inquiries_open_house_idx').on('inquiries').column('open_house_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inquiries_open_house_idx').ifExists().execute()
  for (const column of CONSENT_COLUMNS) await db.schema.alterTable('inquiries').dropColumn(column).execute()
  await db.schema.alterTable('inquiries').dropColumn('open_house_id').execute()
}
