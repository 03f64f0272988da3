import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createAuditRepository } from './audit.repository.ts'
import { newId } from '#server/db/ids.ts'
import { activityKindOf } from '#core/staff/activity.ts'

// The audit log: services and routes say what changed with
// recordAudit(); the hook below writes those entries when the answer succeeds,
// and for any other successful write under /api/admin it writes a generic
// entry (method, path, user, time), so nothing is missed. Entries are written
// before the answer leaves, so a client that sees the answer finds them.

export interface AuditEntry {
  action: string
  details: object
}

declare module 'fastify' {
  interface FastifyRequest {
    auditEntries: AuditEntry[] | null
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Records what a request changed, e.g. recordAudit(request, 'content.hero.update', { fields: ['title'] }). */
export function recordAudit(request: FastifyRequest, action: string, details: object = {}): void {
  ;(request.auditEntries ??= []).push({ action, details })
}

export function installAuditLog(app: FastifyInstance, now: () => Date): void {
  const audit = createAuditRepository(app.database.db)
  app.decorateRequest('auditEntries', null)
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload
    const path = request.url.split('?')[0]
    const isAdminWrite = path.startsWith('/api/admin') && WRITE_METHODS.has(request.method)
    const entries =
      request.auditEntries ?? (isAdminWrite ? [{ action: `${request.method} ${request.routeOptions.url ?? path}`, details: {} }] : [])
    if (entries.length === 0) return payload
    const user = request.adminUser
    const at = now().toISOString()
    await audit.insert(
      entries.map((e) => ({
        id: newId(),
        user_id: user?.id ?? null,
        username: user?.username ?? '',
        action: e.action.slice(0, 200),
        method: request.method,
        path: path.slice(0, 500),
        details: JSON.stringify(e.details),
        ip: request.ip.slice(0, 64),
        created_at: at,
        kind: activityKindOf(e.action),
      })),
    )
    return payload
  })
}
