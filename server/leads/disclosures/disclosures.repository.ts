import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, LicenseeDisclosuresTable } from '#server/db/schema.ts'

// All SQL of licensee-interest disclosures (docs/decisions/0155-licensee-disclosures.md): the kept text versions and
// the disclosures given, found by their lead, listing, id or private link.

type Db = Kysely<Database>
export type DisclosureRow = Selectable<LicenseeDisclosuresTable>

export function createDisclosureRepository(db: Db) {
  return {
    newestText: (trx: Db = db) => trx.selectFrom('disclosure_texts').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst(),
    texts: () => db.selectFrom('disclosure_texts').selectAll().orderBy('version', 'desc').execute(),
    insertText: async (row: Insertable<Database['disclosure_texts']>, trx: Db) => {
      await trx.insertInto('disclosure_texts').values(row).execute()
    },
    staffUser: (id: string, trx: Db = db) =>
      trx.selectFrom('admin_users').select(['username', 'display_name']).where('id', '=', id).executeTakeFirst(),
    insert: async (row: Insertable<LicenseeDisclosuresTable>, trx: Db = db) => {
      await trx.insertInto('licensee_disclosures').values(row).execute()
    },
    byId: (id: string) => db.selectFrom('licensee_disclosures').selectAll().where('id', '=', id).executeTakeFirst(),
    byToken: (token: string) => db.selectFrom('licensee_disclosures').selectAll().where('token', '=', token).executeTakeFirst(),
    ofLead: (leadId: string) =>
      db.selectFrom('licensee_disclosures').selectAll().where('lead_id', '=', leadId).orderBy('sent_at', 'desc').execute(),
    ofListing: (propertyId: string) =>
      db.selectFrom('licensee_disclosures').selectAll().where('property_id', '=', propertyId).orderBy('sent_at', 'desc').execute(),
    /** Signs an unsigned disclosure; false when it was signed already (two tabs at once). */
    sign: async (id: string, signature: Pick<DisclosureRow, 'signed_at' | 'signed_name' | 'signed_ip' | 'signed_consent'>) => {
      const unsigned = db.updateTable('licensee_disclosures').where('id', '=', id).where('signed_at', 'is', null)
      return Number((await unsigned.set(signature).executeTakeFirst()).numUpdatedRows) > 0
    },
    /** The sell-to-us leads among `ids` whose homeowner has not signed a disclosure. */
    async unsignedSellers(ids: readonly string[], trx: Db = db): Promise<string[]> {
      const rows = await trx
        .selectFrom('inquiries')
        .where('kind', '=', 'sell-to-us')
        .where('id', 'in', ids.length ? ids : [''])
        .select('id')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('licensee_disclosures')
                .select('licensee_disclosures.id')
                .whereRef('licensee_disclosures.lead_id', '=', 'inquiries.id')
                .where('licensee_disclosures.signed_at', 'is not', null),
            ),
          ),
        )
        .execute()
      return rows.map((r) => r.id)
    },
    /** The listing's own-flip facts: whether it has a renovation story, and its agent. */
    listing: (id: string) =>
      db.selectFrom('properties').select(['id', 'title', 'address', 'renovation', 'agent_id']).where('id', '=', id).executeTakeFirst(),
    /**
     * What retention removes: disclosures signed before `signedCutoff`, and unsigned ones whose lead is gone (or, for a
     * listing's buyer, sent before `unsignedCutoff`). A signed one is kept its full term even when its lead is removed.
     */
    async removeExpired(signedCutoff: string, unsignedCutoff: string): Promise<number> {
      const signed = await db.deleteFrom('licensee_disclosures').where('signed_at', '<', signedCutoff).executeTakeFirst()
      const orphans = await db
        .deleteFrom('licensee_disclosures')
        .where('signed_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('lead_id', 'is not', null), eb('lead_id', 'not in', eb.selectFrom('inquiries').select('id'))]),
            eb('sent_at', '<', unsignedCutoff),
          ]),
        )
        .executeTakeFirst()
      return Number(signed.numDeletedRows) + Number(orphans.numDeletedRows)
    },
  }
}

export type DisclosureRepository = ReturnType<typeof createDisclosureRepository>
