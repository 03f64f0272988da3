import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AgentBodySchema, AgentPatchSchema, type AgentPatch, StaffAgentSchema, OrderBodySchema } from '#core/people/people.ts'
import { IdParamsSchema } from '#core/ids.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { PeopleAdmin } from './people-admin.service.ts'
import { keepHistory, trackRecord } from '#server/history/history.routes.ts'
import type { RecordHistory } from '#server/history/record-history.service.ts'
import { agentHistory } from './people-history.ts'
import { newId } from '#server/db/ids.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// Agents in the staff portal (GET /api/admin/agents returns all agents,
// active or not). An inactive agent
// leaves /agents and the listing agent choice; listings keep their contact.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema }
/** One record as staff see it (with its version), or what went wrong. */
const agentAnswer = { 200: StaffAgentSchema, ...errors }
const ConflictSchema = conflictSchema(StaffAgentSchema)
const NOT_FOUND = { message: 'This agent no longer exists' }

export const staffAgentRoutes: FastifyPluginAsyncZod<{ people: PeopleAdmin; history: RecordHistory }> = async (
  app,
  { people, history },
) => {
  // Every change of an agent is kept as a version (docs/decisions/0100-record-history.md).
  keepHistory(app, history, agentHistory(people))
  const { agents } = people

  /** PUT and PATCH: stores the changes, answers the agent as saved (undefined when it is gone). */
  async function save(request: FastifyRequest, id: string, changes: AgentPatch) {
    if (!(await people.saveAgent(id, changes, ifMatchVersion(request.headers['if-match'])))) return undefined
    const saved = await agents.findById(id)
    if (saved) recordAudit(request, 'agent.update', { id, name: saved.name, fields: Object.keys(changes) })
    return saved
  }

  app.get(
    '/api/admin/agents',
    staffRoute('catalog.read', {
      summary: 'Every agent, active or not, in display order',
      description: 'active=true keeps the active ones (the listing form assigns only those).',
      querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
      response: { 200: z.array(StaffAgentSchema), 400: ErrorSchema, 401: ErrorSchema },
    }),
    (request) => agents.list({ activeOnly: request.query.active === 'true' }),
  )

  app.post(
    '/api/admin/agents',
    staffRoute('people.edit', { summary: 'Add an agent', body: AgentBodySchema, response: { 201: StaffAgentSchema, ...errors } }),
    async (request, reply) => {
      const agent = { _id: newId(), photo: '', ...request.body }
      const created = await agents.create(agent)
      trackRecord(request, agent._id)
      recordAudit(request, 'agent.create', { id: agent._id, name: agent.name })
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/api/admin/agents/order',
    staffRoute('people.edit', {
      summary: 'Set the display order of agents',
      body: OrderBodySchema,
      response: { 200: z.array(StaffAgentSchema), ...errors },
    }),
    async (request) => {
      await agents.reorder(request.body.ids)
      recordAudit(request, 'agent.reorder', { ids: request.body.ids })
      return agents.list()
    },
  )

  app.get(
    '/api/admin/agents/:id',
    staffRoute('catalog.read', { summary: 'One agent', params: IdParamsSchema, response: agentAnswer }),
    async (request, reply) => (await agents.findById(request.params.id)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.put(
    '/api/admin/agents/:id',
    staffRoute('people.edit', {
      summary: 'Edit an agent',
      description:
        "With `If-Match` naming the agent's `updatedAt` the form started from, a save over a newer version is refused with 409: who saved it, when, and the agent now.",
      params: IdParamsSchema,
      body: AgentBodySchema,
      response: { 200: StaffAgentSchema, 409: ConflictSchema, ...errors },
    }),
    async (request, reply) => (await save(request, request.params.id, request.body)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.patch(
    '/api/admin/agents/:id',
    staffRoute('people.edit', {
      summary: 'Change some fields of an agent (e.g. isActive)',
      params: IdParamsSchema,
      body: AgentPatchSchema,
      response: { 200: StaffAgentSchema, 409: ConflictSchema, ...errors },
    }),
    async (request, reply) => (await save(request, request.params.id, request.body)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.delete(
    '/api/admin/agents/:id',
    staffRoute('people.edit', {
      summary: 'Delete an agent (listings keep the contact they show)',
      params: IdParamsSchema,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      if (!(await agents.delete(request.params.id))) return reply.code(404).send(NOT_FOUND)
      recordAudit(request, 'agent.delete', { id: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/admin/agents/:id/photo',
    staffRoute('people.edit', {
      summary: "Upload an agent's photo (multipart field photo: JPG, PNG, WebP or GIF under 10 MB)",
      params: IdParamsSchema,
      response: { 200: z.object({ photoUrl: z.string(), agent: StaffAgentSchema }), 413: ErrorSchema, 415: ErrorSchema, ...errors },
    }),
    async (request, reply) => {
      const { id } = request.params
      if (!(await agents.findById(id))) return reply.code(404).send(NOT_FOUND)
      const url = await people.storeImage(request, 'photo', (photo, trx) =>
        people.changeAgent(id, (t) => agents.update(id, { photo }, t), trx),
      )
      const agent = url ? await agents.findById(id) : undefined
      if (!url || !agent) return reply.code(404).send(NOT_FOUND)
      recordAudit(request, 'agent.photo', { id })
      return { photoUrl: url, agent }
    },
  )

  app.delete(
    '/api/admin/agents/:id/photo',
    staffRoute('people.edit', {
      summary: "Remove an agent's photo",
      params: IdParamsSchema,
      response: agentAnswer,
    }),
    async (request, reply) => {
      const { id } = request.params
      if (!(await people.changeAgent(id, (trx) => agents.update(id, { photo: '' }, trx)))) return reply.code(404).send(NOT_FOUND)
      recordAudit(request, 'agent.photo.remove', { id })
      return (await agents.findById(id)) ?? reply.code(404).send(NOT_FOUND)
    },
  )
}
