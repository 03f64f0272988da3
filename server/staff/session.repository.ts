import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

type Db = Kysely<Database>

/** Sessions of staff users; only the SHA-256 of a token is stored. */
export function createSessionRepository(db: Db) {
  return {
    async insert(s: {
      id: string
      userId: string
      tokenHash: string
      createdAt: string
      expiresAt: string
      ip: string
      userAgent: string | null
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: s.id,
          user_id: s.userId,
          token_hash: s.tokenHash,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          last_used_at: s.createdAt,
          revoked_at: null,
          ip: s.ip,
          user_agent: s.userAgent,
        })
        .execute()
    },
    /** The live (not revoked) session with this token hash and its user. */
    findLive(tokenHash: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('admin_users', 'admin_users.id', 'sessions.user_id')
        .select([
          'sessions.id as sessionId',
          'sessions.expires_at',
          'sessions.last_used_at',
          'admin_users.id',
          'admin_users.username',
          'admin_users.display_name',
          'admin_users.must_change_password',
          'admin_users.disabled_at',
          'admin_users.role',
          'admin_users.agent_id',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .executeTakeFirst()
    },
    async touch(sessionId: string, at: string): Promise<void> {
      await db.updateTable('sessions').set({ last_used_at: at }).where('id', '=', sessionId).execute()
    },
    /** The user's sessions not signed out, newest first; timeouts are the service's to apply. */
    listOf(userId: string) {
      return db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute()
    },
    /** Ends a session (only when it is `userId`'s, if given); false when there was no such live session. */
    revoke: async (sessionId: string, at: string, userId?: string): Promise<boolean> => (await end(db, at, { sessionId, userId })) === 1,
    /** Ends every session of a user except `keepSessionId` (password change, disable, sign out everywhere else). */
    revokeAllOf: (userId: string, at: string, keepSessionId?: string, trx: Db = db): Promise<number> =>
      end(trx, at, { userId, keepSessionId }),
    /** Sessions that ended more than a day ago are of no further use. */
    async deleteEndedBefore(cutoff: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff), eb('last_used_at', '<', cutoff)]))
        .execute()
    },
  }
}

/** Ends the live sessions that match (one session, a user's, or a user's but one); answers how many. */
async function end(db: Db, at: string, match: { sessionId?: string; userId?: string; keepSessionId?: string }): Promise<number> {
  const r = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null)
    .$if(match.sessionId !== undefined, (qb) => qb.where('id', '=', match.sessionId!))
    .$if(match.userId !== undefined, (qb) => qb.where('user_id', '=', match.userId!))
    .$if(match.keepSessionId !== undefined, (qb) => qb.where('id', '!=', match.keepSessionId!))
    .executeTakeFirst()
  return Number(r.numUpdatedRows)
}
