import { sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import type { Database, ShowingsTable } from '#server/db/schema.ts'
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

    insert: async (showing: Insertable<ShowingsTable>, trx: Db = db) => {
      await trx.insertInto('showings').values(showing).execute()
    },

    /** The rows of the places a showing holds: a second row for a held place fails at the unique index. */
    async insertPlaces(showingId: string, places: Array<Omit<Database['showing_places'], 'showing_id'>>, trx: Db = db): Promise<void> {
      await trx
        .insertInto('showing_places')
        .values(places.map((p) => ({ ...p, showing_id: showingId })))
        .execute()
    },

    /** Frees the places a showing holds (cancelled, declined, or about to be moved). */
    async freePlaces(showingId: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('showing_places').where('showing_id', '=', showingId).execute()
    },

    /** Changes a showing's row; SEQUENCE one more, so the visitor's calendar takes the change. */
    async update(id: string, patch: Updateable<ShowingsTable>, trx: Db = db): Promise<void> {
      await trx
        .updateTable('showings')
        .set({ ...patch, sequence: sql<number>`sequence + 1`, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
    },

    /** A showing with its visitor's name and addresses (its lead's), by id or by its private link's token. */
    withVisitor: (by: { id: string } | { token: string }, trx: Db = db) =>
      trx
        .selectFrom('showings as s')
        .innerJoin('inquiries as i', 'i.id', 's.inquiry_id')
        .selectAll('s')
        .select(['i.name as visitor_name', 'i.email as visitor_email', 'i.phone as visitor_phone', 'i.locale as visitor_locale'])
        .$if('id' in by, (q) => q.where('s.id', '=', (by as { id: string }).id))
        .$if('token' in by, (q) => q.where('s.manage_token', '=', (by as { token: string }).token))
        .executeTakeFirst(),

    /** Gives a showing booked before private links its token. */
    async setToken(id: string, token: string, trx: Db = db): Promise<void> {
      await trx.updateTable('showings').set({ manage_token: token }).where('id', '=', id).where('manage_token', 'is', null).execute()
    },

    /** Moves a showing from one status to another, only if it is still in the first; false when it was not. */
    async changeStatus(id: string, from: string, to: string, trx: Db = db): Promise<boolean> {
      const done = await trx
        .updateTable('showings')
        .set({ status: to, sequence: sql<number>`sequence + 1`, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst()
      return Number(done.numUpdatedRows) > 0
    },

    /** A showing with its listing's agent (who may decide it besides the agent who shows it). */
    withListingAgent: (id: string, trx: Db = db) =>
      trx
        .selectFrom('showings as s')
        .innerJoin('properties as p', 'p.id', 's.property_id')
        .select(['s.id', 's.status', 's.agent_id', 's.ends_at', 'p.agent_id as listing_agent_id'])
        .where('s.id', '=', id)
        .executeTakeFirst(),

    /** Staff's calendar: showings from `from` to `to` (Omaha dates), by start; an agent's own (shown by them or of their listings). */
    forCalendar: (q: { from: string; to: string; agentId?: string; propertyId?: string; ownAgentId?: string }, trx: Db = db) =>
      trx
        .selectFrom('showings as s')
        .innerJoin('inquiries as i', 'i.id', 's.inquiry_id')
        .innerJoin('properties as p', 'p.id', 's.property_id')
        .leftJoin('agents as a', 'a.id', 's.agent_id')
        .select(['s.id', 's.inquiry_id', 's.status', 's.starts_at', 's.ends_at', 's.slot_date', 's.property_id', 's.agent_id'])
        .select(['p.title', 'p.address', 'p.city', 'a.name as agent_name'])
        .select(['i.name as visitor_name', 'i.email as visitor_email', 'i.phone as visitor_phone', 'i.locale as visitor_locale'])
        .where('s.slot_date', '>=', q.from)
        .where('s.slot_date', '<=', q.to)
        .$if(!!q.agentId, (w) => w.where('s.agent_id', '=', q.agentId!))
        .$if(!!q.propertyId, (w) => w.where('s.property_id', '=', q.propertyId!))
        .$if(q.ownAgentId !== undefined, (w) =>
          w.where((eb) => eb.or([eb('s.agent_id', '=', q.ownAgentId!), eb('p.agent_id', '=', q.ownAgentId!)])),
        )
        .orderBy('s.starts_at')
        .limit(1000)
        .execute(),

    /** Confirmed showings starting after `from` and by `until`, not yet reminded in `column`. */
    dueReminders: (column: 'reminded_day_at' | 'reminded_soon_at', from: string, until: string, trx: Db = db) =>
      trx
        .selectFrom('showings')
        .select(['id', 'starts_at', 'created_at', 'updated_at'])
        .where('status', '=', 'confirmed')
        .where(column, 'is', null)
        .where('starts_at', '>', from)
        .where('starts_at', '<=', until)
        .execute(),

    /** Marks a reminder sent, only if it was not and the showing is still confirmed: false when another run was first. */
    async markReminded(id: string, column: 'reminded_day_at' | 'reminded_soon_at', at: string, trx: Db = db): Promise<boolean> {
      const done = await trx
        .updateTable('showings')
        .set({ [column]: at })
        .where('id', '=', id)
        .where(column, 'is', null)
        .where('status', '=', 'confirmed')
        .executeTakeFirst()
      return Number(done.numUpdatedRows) > 0
    },

    agentCard: (agentId: string, trx: Db = db) =>
      trx.selectFrom('agents').select(['name', 'phone', 'email']).where('id', '=', agentId).executeTakeFirst(),

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
