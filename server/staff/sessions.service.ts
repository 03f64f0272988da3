import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { createSessionRepository } from './session.repository.ts'
import { newId } from '#server/db/ids.ts'
import type { StaffActor } from '#core/staff/permissions.ts'
import { actorOf } from './staff-user.repository.ts'

// Staff sessions: a 256-bit random bearer token,
// stored only as its SHA-256, ended by an idle timeout, an absolute timeout,
// logout, a password change or disabling the account. See docs/decisions/0039-staff-sessions.md.

export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000
/** last_used_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000

/** Who is asking, with what their role lets them do (core/staff/permissions.ts). */
export interface SignedInUser extends StaffActor {
  id: string
  username: string
  displayName: string
}

export interface ActiveSession {
  sessionId: string
  user: SignedInUser
  mustChangePassword: boolean
}

/** Where a session is opened from: the client's address and its User-Agent header. */
export interface SessionOrigin {
  ip: string
  userAgent?: string
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '')
  return match?.[1]
}

export function createSessionService(db: Kysely<Database>, now: () => Date) {
  const sessions = createSessionRepository(db)
  let lastCleanup = 0
  return {
    async create(userId: string, origin: SessionOrigin): Promise<{ token: string; sessionId: string }> {
      const token = randomBytes(32).toString('base64url')
      const at = now()
      const sessionId = newId()
      await sessions.insert({
        id: sessionId,
        userId,
        tokenHash: hashToken(token),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS).toISOString(),
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 400) ?? null,
      })
      if (at.getTime() - lastCleanup > 60 * 60 * 1000) {
        lastCleanup = at.getTime()
        await sessions.deleteEndedBefore(new Date(at.getTime() - 24 * 60 * 60 * 1000).toISOString())
      }
      return { token, sessionId }
    },

    /** The session a token opens, or undefined when it is unknown, revoked, expired, idle too long or its user is disabled. */
    async authenticate(token: string): Promise<ActiveSession | undefined> {
      const row = await sessions.findLive(hashToken(token))
      if (!row || row.disabled_at) return undefined
      const at = now()
      const lastUsed = new Date(row.last_used_at).getTime()
      if (new Date(row.expires_at).getTime() <= at.getTime() || lastUsed + SESSION_IDLE_TIMEOUT_MS <= at.getTime()) return undefined
      if (at.getTime() - lastUsed >= TOUCH_INTERVAL_MS) await sessions.touch(row.sessionId, at.toISOString())
      return {
        sessionId: row.sessionId,
        user: { id: row.id, username: row.username, displayName: row.display_name, ...actorOf(row) },
        mustChangePassword: Number(row.must_change_password) === 1,
      }
    },

    /** The user's sessions that are still live, newest first (the Account screen's list). */
    async listLive(userId: string) {
      const at = now().getTime()
      const rows = await sessions.listOf(userId)
      return rows.filter((r) => new Date(r.expires_at).getTime() > at && new Date(r.last_used_at).getTime() + SESSION_IDLE_TIMEOUT_MS > at)
    },

    /** Ends one of the user's own sessions; false when it is not theirs or already ended. */
    revokeOwn: (userId: string, sessionId: string) => sessions.revoke(sessionId, now().toISOString(), userId),

    revoke: (sessionId: string) => sessions.revoke(sessionId, now().toISOString()),
    revokeAllOf: (userId: string, keepSessionId?: string) => sessions.revokeAllOf(userId, now().toISOString(), keepSessionId),
  }
}

export type SessionService = ReturnType<typeof createSessionService>
