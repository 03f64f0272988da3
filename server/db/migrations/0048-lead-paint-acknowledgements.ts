import type { Kysely } from 'kysely'

// The lead-based paint notice's acknowledgement on a rental application of a home built before 1978
// (docs/decisions/0156-lead-paint-notice.md): when the applicant ticked it. A tour request keeps it in its payload.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rental_applications').addColumn('lead_paint_acknowledged_at', 'varchar(32)').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rental_applications').dropColumn('lead_paint_acknowledged_at').execute()
}
