import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { followApplicationStatus, insertRentalLead } from '#server/leads/rentals/rental-lead.ts'

// Rental applications are leads of their own kind in the inbox (docs/decisions/0151-rental-applications-as-leads.md):
// each application names its lead. The applications that exist get theirs here, oldest first, through the same
// function as new ones (person by e-mail, owner by the routing rules), with the lead status their review reached so
// that closed or reviewed ones are not timed as waiting for a first answer.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rental_applications').addColumn('lead_id', 'varchar(24)').execute()
  await db.schema.createIndex('rental_applications_lead_idx').on('rental_applications').column('lead_id').execute()
  const typed = db as Kysely<Database>
  const applications = await typed.selectFrom('rental_applications').selectAll().orderBy('created_at').orderBy('id').execute()
  for (const a of applications)
    await typed.transaction().execute(async (trx) => {
      const people = await trx.selectFrom('rental_applicants').selectAll().where('application_id', '=', a.id).orderBy('position').execute()
      const main = people.find((p) => p.role === 'main') ?? people[0]
      if (!main) return
      await insertRentalLead(trx, { ...a, main, applicants: people.length })
      await followApplicationStatus(trx, a.id, a.status)
    })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('inquiries').where('kind', '=', 'rental-application').execute()
  await db.schema.dropIndex('rental_applications_lead_idx').ifExists().execute()
  await db.schema.alterTable('rental_applications').dropColumn('lead_id').execute()
}
