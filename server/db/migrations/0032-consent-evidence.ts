import type { Kysely } from 'kysely'

// Consent kept as evidence on every form that asks for it (docs/decisions/0125-consent-evidence.md). Inquiries have
// kept the words, time, address and browser since migration 0026 (open house sign-ins); they now keep the words'
// version and the page they were shown on too. Preferred bidder applications get the same six columns for their two
// agreements. The evidence lives on the lead's own row, so it goes when the lead goes (retention, deletion).

const SHARED = [
  ['consent_version', 'varchar(16)'],
  ['consent_page', 'varchar(500)'],
] as const
const FIRST_TIME = [
  ['consent_text', 'text'],
  ['consent_at', 'varchar(32)'],
  ['consent_ip', 'varchar(64)'],
  ['consent_user_agent', 'varchar(512)'],
] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of SHARED) await db.schema.alterTable('inquiries').addColumn(column, type).execute()
  for (const [column, type] of [...FIRST_TIME, ...SHARED])
    await db.schema.alterTable('bidder_applications').addColumn(column, type).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [column] of [...FIRST_TIME, ...SHARED]) await db.schema.alterTable('bidder_applications').dropColumn(column).execute()
  for (const [column] of SHARED) await db.schema.alterTable('inquiries').dropColumn(column).execute()
}
