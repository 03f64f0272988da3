import { z } from 'zod'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { RecordVersionSchema, type FieldFormats } from '#core/history/record-history.ts'
import { IdSchema } from '#core/ids.ts'
import { conflictSchema } from '#core/conflicts.ts'
import type { Permission } from '#core/staff/permissions.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { RecordHistory, VersionedKind } from './record-history.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// One record history for every kind of record staff edit (docs/decisions/0100-record-history.md): two routes read a
// record's kept versions and restore one. The versions themselves are kept by each save, in its own transaction
// (VersionedSave, docs/decisions/0121-a-save-and-its-version-together.md). A restore is a save like any other: it takes
// If-Match and is refused with 409 when the record changed since, and it becomes the newest version.

export interface HistorySubject extends VersionedKind {
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
  /** Saves a kept version over the record (keeping it as the newest version), as `request`'s user, only over version `expected` when given. */
  restore(id: string, data: unknown, request: FastifyRequest, expected: string | undefined): Promise<unknown>
}

/** The history routes of a kind of record, under `${subject.base}/:id/history`. */
export function historyRoutes(app: FastifyInstance, history: RecordHistory, subject: HistorySubject): void {
  const { kind, noun } = subject
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
      const now = await history.now(subject, request.params.id)
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
