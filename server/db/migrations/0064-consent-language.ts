import type { Kysely } from 'kysely'

// The language of the agreement a visitor agreed to (docs/decisions/0187-spanish-open-houses-answers-and-evidence.md):
// beside the words kept as evidence (migrations 0026, 0032, 0035), 'en' or 'es' as shown on the page. Rows kept before
// hold null: their words are the English ones, the only ones the server took then.
const TABLES = ['inquiries', 'bidder_applications', 'rental_applicants']

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('consent_lang', 'varchar(8)').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('consent_lang').execute()
}
