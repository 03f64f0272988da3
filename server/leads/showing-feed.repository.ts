import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

type Db = Kysely<Database>

// Agents' calendar feeds (migration 0041) and the showings a feed lists.

export function createShowingFeedRepository(db: Db) {
  return {
    /** Every agent card with its feed, if it has one (one agent's when `agentId` is given). */
    agents: (agentId?: string) =>
      db
        .selectFrom('agents as a')
        .leftJoin('agent_calendar_feeds as f', 'f.agent_id', 'a.id')
        .select(['a.id', 'a.name', 'f.created_at'])
        .$if(agentId !== undefined, (q) => q.where('a.id', '=', agentId!))
        .orderBy('a.position')
        .orderBy('a.name')
        .execute(),

    /** Gives an agent a feed secret (by its hash), replacing the one it had. */
    async replace(agentId: string, tokenHash: string, at: string, by: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('agent_calendar_feeds').where('agent_id', '=', agentId).execute()
        await trx
          .insertInto('agent_calendar_feeds')
          .values({ agent_id: agentId, token_hash: tokenHash, created_at: at, created_by: by })
          .execute()
      })
    },

    /** The agent whose feed has this secret's hash. */
    agentByHash: (tokenHash: string) =>
      db
        .selectFrom('agent_calendar_feeds as f')
        .innerJoin('agents as a', 'a.id', 'f.agent_id')
        .select(['a.id', 'a.name', 'a.phone', 'a.email'])
        .where('f.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /**
     * The showings an agent gives (or of their listings when nobody is named to give it) starting from `from`, with
     * the visitor and the home, by start.
     */
    showingsOf: (agentId: string, from: string) =>
      db
        .selectFrom('showings as s')
        .innerJoin('inquiries as i', 'i.id', 's.inquiry_id')
        .innerJoin('properties as p', 'p.id', 's.property_id')
        .select(['s.id', 's.status', 's.sequence', 's.starts_at', 's.ends_at', 's.manage_token'])
        .select(['p.id as property_id', 'p.title', 'p.address', 'p.city', 'p.state', 'p.zip', 'p.latitude', 'p.longitude'])
        .select(['i.name as visitor_name', 'i.email as visitor_email', 'i.phone as visitor_phone'])
        .where((eb) => eb.or([eb('s.agent_id', '=', agentId), eb.and([eb('s.agent_id', 'is', null), eb('p.agent_id', '=', agentId)])]))
        .where('s.starts_at', '>=', from)
        .orderBy('s.starts_at')
        .limit(2000)
        .execute(),
  }
}
