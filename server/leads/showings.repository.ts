import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { HeldPlace } from '#core/leads/showings.ts'

type Db = Kysely<Database>

// Showings and the places they hold (migration 0034, docs/decisions/0128-one-row-per-held-place.md).

export function createShowingRepository(db: Db) {
  return {
    /** A listing's row as showings read it: its showing settings and its agent (by id, or by e-mail for older rows). */
    listing: (propertyId: string, trx: Db = db) =>
      trx
        .selectFrom('properties')
        .select(['id', 'agent_id', 'details', 'showing_settings'])
        .where('id', '=', propertyId)
        .executeTakeFirst(),

    /** An agent card's id by its e-mail (a listing saved before agents had ids names only the e-mail). */
    async agentIdByEmail(email: string, trx: Db = db): Promise<string | undefined> {
      if (!email) return undefined
      return (await trx.selectFrom('agents').select('id').where('email', '=', email).orderBy('position').executeTakeFirst())?.id
    },

    agentHours: (agentId: string, trx: Db = db) =>
      trx.selectFrom('agents').select(['id', 'name', 'showing_hours']).where('id', '=', agentId).executeTakeFirst(),

    /** The places an agent (or listing) holds from `from` to `to`. */
    async heldPlaces(agentKey: string, from: string, to: string, trx: Db = db): Promise<HeldPlace[]> {
      const rows = await trx
        .selectFrom('showing_places')
        .select(['agent_key', 'slot_date', 'slot_label', 'seat', 'property_id'])
        .where('agent_key', '=', agentKey)
        .where('slot_date', '>=', from)
        .where('slot_date', '<=', to)
        .execute()
      return rows.map((r) => ({ agentKey: r.agent_key, date: r.slot_date, slot: r.slot_label, seat: r.seat, propertyId: r.property_id }))
    },

    async insert(
      showing: Database['showings'],
      places: Array<Omit<Database['showing_places'], 'showing_id'>>,
      trx: Db = db,
    ): Promise<void> {
      await trx.insertInto('showings').values(showing).execute()
      await trx
        .insertInto('showing_places')
        .values(places.map((p) => ({ ...p, showing_id: showing.id })))
        .execute()
    },

    /** Saves a listing's showing settings; false when there is no such listing. */
    async saveListingSettings(propertyId: string, settings: string, trx: Db = db): Promise<boolean> {
      const done = await trx.updateTable('properties').set({ showing_settings: settings }).where('id', '=', propertyId).executeTakeFirst()
      return Number(done.numUpdatedRows) > 0
    },

    /** Saves an agent's showing hours; false when there is no such agent. */
    async saveAgentHours(agentId: string, hours: string, trx: Db = db): Promise<boolean> {
      const done = await trx.updateTable('agents').set({ showing_hours: hours }).where('id', '=', agentId).executeTakeFirst()
      return Number(done.numUpdatedRows) > 0
    },

    findByInquiry: (inquiryId: string, trx: Db = db) =>
      trx.selectFrom('showings').selectAll().where('inquiry_id', '=', inquiryId).executeTakeFirst(),
  }
}
