import { sql, type Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

type Db = Kysely<Database>

/** One kind's stored rule (docs/decisions/0117-lead-routing-rules.md). */
export interface StoredRoutingRule {
  kind: string
  mode: string
  user_id: string | null
  /** JSON array of staff user ids. */
  users: string
  last_user_id: string | null
  updated_at: string
  updated_by: string | null
}

const staffName = sql<string>`coalesce(nullif(display_name, ''), username)`

/** The routing rules' rows, the turn each rule is at, and the staff users they name. */
export function createRoutingRepository(db: Db) {
  return {
    rules: (trx: Db = db): Promise<StoredRoutingRule[]> => trx.selectFrom('lead_routing_rules').selectAll().execute(),

    rule: (kind: string, trx: Db = db): Promise<StoredRoutingRule | undefined> =>
      trx.selectFrom('lead_routing_rules').selectAll().where('kind', '=', kind).executeTakeFirst(),

    /** Writes one kind's rule, keeping the turn it is at. */
    async save(rule: Omit<StoredRoutingRule, 'last_user_id'>, trx: Db = db): Promise<void> {
      await trx
        .insertInto('lead_routing_rules')
        .values({ ...rule, last_user_id: null })
        .onConflict((oc) =>
          oc.column('kind').doUpdateSet({
            mode: rule.mode,
            user_id: rule.user_id,
            users: rule.users,
            updated_at: rule.updated_at,
            updated_by: rule.updated_by,
          }),
        )
        .execute()
    },

    /**
     * Moves a kind's turn from `from` to `to`; false when another lead took the turn first (the caller reads the turn
     * again). A kind without a row gets one holding the default rule's mode.
     */
    async takeTurn(kind: string, mode: string, from: string | null, to: string, trx: Db = db): Promise<boolean> {
      const at = new Date().toISOString()
      await trx
        .insertInto('lead_routing_rules')
        .values({ kind, mode, user_id: null, users: '[]', last_user_id: null, updated_at: at, updated_by: null })
        .onConflict((oc) => oc.column('kind').doNothing())
        .execute()
      const r = await trx
        .updateTable('lead_routing_rules')
        .set({ last_user_id: to })
        .where('kind', '=', kind)
        .where((eb) => (from === null ? eb('last_user_id', 'is', null) : eb('last_user_id', '=', from)))
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    /** Staff users who can sign in, oldest first (the order turns go in), with their names. */
    activeStaff: (trx: Db = db) =>
      trx
        .selectFrom('admin_users')
        .select(['id', staffName.as('name')])
        .where('disabled_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** A listing's agent card. */
    async listingAgent(propertyId: string, trx: Db = db): Promise<string | undefined> {
      const row = await trx.selectFrom('properties').select('agent_id').where('id', '=', propertyId).executeTakeFirst()
      return row?.agent_id ?? undefined
    },

    /**
     * The staff user who is this agent card and can sign in, the first made when several are
     * (docs/decisions/0077-staff-and-lead-records.md); undefined when none is.
     */
    async agentUser(agentId: string, trx: Db = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('admin_users')
        .select('id')
        .where('agent_id', '=', agentId)
        .where('disabled_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst()
      return row?.id
    },

    /** Who saved the rules last and when: their version. */
    lastSave: (trx: Db = db) =>
      trx
        .selectFrom('lead_routing_rules as r')
        .leftJoin('admin_users as u', 'u.id', 'r.updated_by')
        .select(['r.updated_at', sql<string | null>`coalesce(nullif(u.display_name, ''), u.username)`.as('name')])
        .where('r.updated_by', 'is not', null)
        .orderBy('r.updated_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
  }
}
