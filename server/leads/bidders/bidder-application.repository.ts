import type { Insertable, Kysely } from 'kysely'
import type { BidderApplicationFilesTable, BidderApplicationsTable, Database } from '#server/db/schema.ts'

/** Preferred-bidder applications and their file records. */
export function createBidderApplicationRepository(db: Kysely<Database>) {
  return {
    async insert(
      application: Insertable<BidderApplicationsTable>,
      files: Array<Insertable<BidderApplicationFilesTable>>,
      trx: Kysely<Database> = db,
    ): Promise<void> {
      await trx.insertInto('bidder_applications').values(application).execute()
      if (files.length) await trx.insertInto('bidder_application_files').values(files).execute()
    },

    findById: (id: string) => db.selectFrom('bidder_applications').selectAll().where('id', '=', id).executeTakeFirst(),

    findByStatusToken: (token: string) =>
      db.selectFrom('bidder_applications').selectAll().where('status_token', '=', token).executeTakeFirst(),

    listFiles: (applicationId: string) =>
      db.selectFrom('bidder_application_files').selectAll().where('application_id', '=', applicationId).orderBy('id').execute(),

    /** Marks the confirmation as queued; false when it already was (of two racing calls only one wins). */
    async setStatusToken(id: string, token: string, trx: Kysely<Database> = db): Promise<void> {
      await trx.updateTable('bidder_applications').set({ status_token: token }).where('id', '=', id).execute()
    },
    async markConfirmationSent(id: string, at: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx
        .updateTable('bidder_applications')
        .set({ confirmation_sent_at: at })
        .where('id', '=', id)
        .where('confirmation_sent_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
  }
}
