import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PartnerBodySchema, PartnerPatchSchema, type PartnerPatch, StaffPartnerSchema, OrderBodySchema } from '#core/people/people.ts'
import { IdParamsSchema } from '#core/ids.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { PeopleAdmin } from './people-admin.service.ts'
import { keepHistory, trackRecord } from '#server/history/history.routes.ts'
import type { RecordHistory } from '#server/history/record-history.service.ts'
import { partnerHistory } from './people-history.ts'
import { newId } from '#server/db/ids.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// Partners in the staff portal: websites
// without http(s) get https:// (core/people/people.ts), and the order staff choose is
// the order of /our-partners.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema }
/** One record as staff see it (with its version), or what went wrong. */
const partnerAnswer = { 200: StaffPartnerSchema, ...errors }
const ConflictSchema = conflictSchema(StaffPartnerSchema)
const NOT_FOUND = { message: 'This partner no longer exists' }

export const staffPartnerRoutes: FastifyPluginAsyncZod<{ people: PeopleAdmin; history: RecordHistory }> = async (
  app,
  { people, history },
) => {
  // Every change of a partner is kept as a version (docs/decisions/0100-record-history.md).
  keepHistory(app, history, partnerHistory(people))
  const { partners } = people

  /** PUT and PATCH: stores the changes, answers the partner as saved (undefined when it is gone). */
  async function save(request: FastifyRequest, id: string, changes: PartnerPatch) {
    if (!(await people.savePartner(id, changes, ifMatchVersion(request.headers['if-match'])))) return undefined
    const saved = await partners.findById(id)
    if (saved) recordAudit(request, 'partner.update', { id, title: saved.title, fields: Object.keys(changes) })
    return saved
  }

  app.get(
    '/api/admin/partners',
    staffRoute('catalog.read', {
      summary: 'Every partner in display order',
      response: { 200: z.array(StaffPartnerSchema), 401: ErrorSchema },
    }),
    () => partners.list(),
  )

  app.post(
    '/api/admin/partners',
    staffRoute('people.edit', { summary: 'Add a partner', body: PartnerBodySchema, response: { 201: StaffPartnerSchema, ...errors } }),
    async (request, reply) => {
      const partner = { _id: newId(), logo: '', ...request.body }
      const created = await partners.create(partner)
      trackRecord(request, partner._id)
      recordAudit(request, 'partner.create', { id: partner._id, title: partner.title })
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/api/admin/partners/order',
    staffRoute('people.edit', {
      summary: 'Set the display order of partners',
      body: OrderBodySchema,
      response: { 200: z.array(StaffPartnerSchema), ...errors },
    }),
    async (request) => {
      await partners.reorder(request.body.ids)
      recordAudit(request, 'partner.reorder', { ids: request.body.ids })
      return partners.list()
    },
  )

  app.get(
    '/api/admin/partners/:id',
    staffRoute('catalog.read', { summary: 'One partner', params: IdParamsSchema, response: partnerAnswer }),
    async (request, reply) => (await partners.findById(request.params.id)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.put(
    '/api/admin/partners/:id',
    staffRoute('people.edit', {
      summary: 'Edit a partner',
      description:
        "With `If-Match` naming the partner's `updatedAt` the form started from, a save over a newer version is refused with 409: who saved it, when, and the partner now.",
      params: IdParamsSchema,
      body: PartnerBodySchema,
      response: { 200: StaffPartnerSchema, 409: ConflictSchema, ...errors },
    }),
    async (request, reply) => (await save(request, request.params.id, request.body)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.patch(
    '/api/admin/partners/:id',
    staffRoute('people.edit', {
      summary: 'Change some fields of a partner',
      params: IdParamsSchema,
      body: PartnerPatchSchema,
      response: { 200: StaffPartnerSchema, 409: ConflictSchema, ...errors },
    }),
    async (request, reply) => (await save(request, request.params.id, request.body)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.delete(
    '/api/admin/partners/:id',
    staffRoute('people.edit', {
      summary: 'Delete a partner',
      params: IdParamsSchema,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      if (!(await partners.delete(request.params.id))) return reply.code(404).send(NOT_FOUND)
      recordAudit(request, 'partner.delete', { id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/admin/partners/:id/logo',
    staffRoute('people.edit', {
      summary: "Upload a partner's logo (multipart field logo: JPG, PNG, WebP or GIF under 10 MB)",
      params: IdParamsSchema,
      response: { 200: z.object({ logoUrl: z.string(), partner: StaffPartnerSchema }), 413: ErrorSchema, 415: ErrorSchema, ...errors },
    }),
    async (request, reply) => {
      const { id } = request.params
      if (!(await partners.findById(id))) return reply.code(404).send(NOT_FOUND)
      const url = await people.storeImage(request, 'logo', (logo, trx) => partners.update(id, { logo }, trx))
      const partner = url ? await partners.findById(id) : undefined
      if (!url || !partner) return reply.code(404).send(NOT_FOUND)
      recordAudit(request, 'partner.logo', { id })
      return { logoUrl: url, partner }
    },
  )

  app.delete(
    '/api/admin/partners/:id/logo',
    staffRoute('people.edit', {
      summary: "Remove a partner's logo",
      params: IdParamsSchema,
      response: partnerAnswer,
    }),
    async (request, reply) => {
      const { id } = request.params
      if (!(await partners.update(id, { logo: '' }))) return reply.code(404).send(NOT_FOUND)
      recordAudit(request, 'partner.logo.remove', { id })
      return (await partners.findById(id)) ?? reply.code(404).send(NOT_FOUND)
    },
  )
}
