import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

type Db = Kysely<Database>

/** Sessions of staff users; only the SHA-256 of a token is stored. */
export function createSessionRepository(db: Db) {
  return {
    async insert(s: { id: string; userId: string; tokenHash: string; createdAt: string; expiresAt: string }): Promise<void> {
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
    async revoke(sessionId: string, at: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute()
    },
    /** Ends every session of a user except `keepSessionId` (password change, disable). */
    async revokeAllOf(userId: string, at: string, keepSessionId?: string, trx: Db = db): Promise<number> {
      const r = await trx
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .$if(keepSessionId !== undefined, (qb) => qb.where('id', '!=', keepSessionId!))
        .executeTakeFirst()
      return Number(r.numUpdatedRows)
    },
    /** Sessions that ended more than a day ago are of no further use. */
    async deleteEndedBefore(cutoff: string): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff), eb('last_used_at', '<', cutoff)]))
        .execute()
    },
  }
}
