import type { Kysely } from 'kysely'

// The facts a listing states before it is published live in its details (docs/decisions/0153-required-listing-facts.md);
// an upcoming home is public only with a complete MLS status, which the public reads filter on, so that one is a
// column too. Listings stored before have none: published upcoming homes stay published, leave the public pages until
// staff state their MLS status, and are listed on the dashboard as needing attention.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('mls_status', 'varchar(24)').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('mls_status').execute()
}
