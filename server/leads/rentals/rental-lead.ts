import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'
import { insertLead } from '#server/leads/inquiries.service.ts'

// A rental application is also a lead of its own kind in the one inbox (docs/decisions/0151-rental-applications-as-leads.md):
// stored by the intake's one way (its person by e-mail, its owner by the routing rules, the response timer), linked
// both ways so staff go from the lead to the review in one click.

export const RENTAL_LEAD_KIND = 'rental-application'

export interface RentalLeadSource {
  id: string
  listing_id: string
  move_in_date: string
  created_at: string
  main: { name: string; email: string; phone: string }
  applicants: number
}

/** Stores the application's lead in the caller's transaction and links it; the lead's id. */
export async function insertRentalLead(trx: Kysely<Database>, a: RentalLeadSource): Promise<string> {
  const leadId = newId()
  const applicants = `${a.applicants} ${a.applicants === 1 ? 'applicant' : 'applicants'}`
  await insertLead(trx, leadId, {
    kind: RENTAL_LEAD_KIND,
    propertyId: a.listing_id,
    name: a.main.name,
    email: a.main.email,
    phone: a.main.phone,
    message: `Rental application: move-in ${a.move_in_date}, ${applicants}.`,
    payload: { rentalApplicationId: a.id, moveInDate: a.move_in_date, applicants },
    createdAt: a.created_at,
  })
  await trx.updateTable('rental_applications').set({ lead_id: leadId }).where('id', '=', a.id).execute()
  return leadId
}

/** The lead status an application's status stands at: reviewed ones are in progress, decided ones closed. */
export const rentalLeadStatus = (status: string): 'new' | 'in-progress' | 'closed' =>
  status === 'received' ? 'new' : status === 'under-review' ? 'in-progress' : 'closed'

/** Moves the application's lead along with the application's status, in the caller's transaction. */
export async function followApplicationStatus(trx: Kysely<Database>, applicationId: string, status: string): Promise<void> {
  const row = await trx.selectFrom('rental_applications').select('lead_id').where('id', '=', applicationId).executeTakeFirst()
  if (row?.lead_id)
    await trx
      .updateTable('inquiries')
      .set({ status: rentalLeadStatus(status) })
      .where('id', '=', row.lead_id)
      .execute()
}
