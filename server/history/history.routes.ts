import { z } from 'zod'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { RecordVersionSchema, type FieldFormats, type HistoryKind } from '#core/history/record-history.ts'
import { IdSchema } from '#core/ids.ts'
import { conflictSchema } from '#core/conflicts.ts'
import type { Permission } from '#core/staff/permissions.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { RecordHistory } from './record-history.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// One record history for every kind of record staff edit (docs/decisions/0100-record-history.md). A feature's
// staff routes call keepHistory() first: each successful write under `${base}/:id` in that plugin then keeps the
// record as it left it (and, for the first kept save, as it was before), and two routes read the versions and
// restore one. A route that creates a record names it with trackRecord(). A restore is a save like any other: it
// takes If-Match and is refused with 409 when the record changed since, and it becomes the newest version.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface Tracking {
  before?: unknown
  ids: string[]
}
const tracking = new WeakMap<FastifyRequest, Tracking>()

/** Keeps a version of a record this request created (its id is not in the route's path). */
export function trackRecord(request: FastifyRequest, id: string): void {
  const t = tracking.get(request) ?? { ids: [] }
  t.ids.push(id)
  tracking.set(request, t)
}

export interface HistorySubject {
  kind: HistoryKind
  /** What staff call it: "listing", "staff user". */
  noun: string
  /** The record routes' base: the record is `${base}/:id`. */
  base: string
  /** The start of its activity log actions ("property", "agent"). */
  audit: string
  read: Permission
  write: Permission
  formats: FieldFormats
  /** What a restore answers: the record as the feature's other routes answer it. */
  answer: z.ZodType
  /** The record as a version keeps it; undefined when there is none. */
  snapshot(id: string): Promise<unknown>
  /** Saves a kept version over the record, as `request`'s user, only over version `expected` when given. */
  restore(id: string, data: unknown, request: FastifyRequest, expected: string | undefined): Promise<unknown>
}

const idOf = (request: FastifyRequest): string | undefined => {
  const id = (request.params as { id?: unknown } | undefined)?.id
  return typeof id === 'string' ? id : undefined
}

export function keepHistory(app: FastifyInstance, history: RecordHistory, subject: HistorySubject): void {
  const { kind, noun } = subject
  const inPlugin = (request: FastifyRequest) => request.routeOptions.url?.startsWith(subject.base) === true
  app.addHook('preHandler', async (request) => {
    const id = idOf(request)
    if (!WRITES.has(request.method) || !id || !inPlugin(request)) return
    if (await history.hasVersions(kind, id)) return
    tracking.set(request, { ...tracking.get(request), ids: tracking.get(request)?.ids ?? [], before: await subject.snapshot(id) })
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !WRITES.has(request.method)) return payload
    const t = tracking.get(request)
    const id = inPlugin(request) ? idOf(request) : undefined
    const ids = [...new Set([...(id ? [id] : []), ...(t?.ids ?? [])])]
    for (const recordId of ids) {
      const data = await subject.snapshot(recordId)
      if (data !== undefined) await history.keep(kind, recordId, data, request.adminUser?.username ?? '', { before: t?.before })
    }
    return payload
  })

  const typed = app.withTypeProvider<ZodTypeProvider>()
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
  const tags = ['history']
  typed.get(
    `${subject.base}/:id/history`,
    staffRoute(subject.read, {
      tags,
      summary: `Kept versions of a ${noun}, newest (the ${noun} now) first`,
      description: 'Each with who saved it, when, what that save changed and what restoring it would change, field by field.',
      params: z.object({ id: IdSchema }),
      response: { 200: z.array(RecordVersionSchema), ...errors },
    }),
    async (request, reply) => {
      const now = await subject.snapshot(request.params.id)
      if (now === undefined) return reply.code(404).send({ message: 'Not found' })
      return history.versions(kind, request.params.id, subject.formats, now)
    },
  )
  typed.post(
    `${subject.base}/:id/history/:versionId/restore`,
    staffRoute(subject.write, {
      tags,
      summary: `Save a kept version of a ${noun} again`,
      description: `The restore is itself a save and becomes the newest version, so it can be undone the same way. With \`If-Match\` naming the ${noun}'s version the screen showed, it is refused with 409 when the ${noun} changed since.`,
      params: z.object({ id: IdSchema, versionId: IdSchema }),
      // 409: the record changed since (a conflict), or a rule of the record refuses it (the last owner).
      response: { 200: subject.answer, 409: z.union([conflictSchema(subject.answer), ErrorSchema]), ...errors },
    }),
    async (request) => {
      const data = await history.version(kind, request.params.id, request.params.versionId)
      const saved = await subject.restore(request.params.id, data, request, ifMatchVersion(request.headers['if-match']))
      recordAudit(request, `${subject.audit}.version-restore`, {
        id: request.params.id,
        version: request.params.versionId,
        ...labelOf(data),
      })
      return saved
    },
  )
}

/** The record's name for the activity log, from the version restored. */
function labelOf(data: unknown): Record<string, string> {
  const o = (data ?? {}) as Record<string, unknown>
  for (const key of ['title', 'name', 'username'] as const) if (typeof o[key] === 'string') return { [key]: o[key] }
  return {}
}
