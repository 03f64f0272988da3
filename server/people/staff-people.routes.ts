import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AgentBodySchema,
  AgentPatchSchema,
  OrderBodySchema,
  PartnerBodySchema,
  PartnerPatchSchema,
  StaffAgentSchema,
  StaffPartnerSchema,
} from '#core/people/people.ts'
import { IdParamsSchema } from '#core/ids.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import { historyRoutes } from '#server/history/history.routes.ts'
import type { FieldFormats } from '#core/history/record-history.ts'
import type { RecordHistory } from '#server/history/record-history.service.ts'
import { newId } from '#server/db/ids.ts'
import type { PeopleAdmin } from './people-admin.service.ts'
import { AGENT_FORMATS, PARTNER_FORMATS, personHistory } from './people-history.ts'

// Agents and partners in the staff portal: the same routes, rules and answers for both, each with its own fields,
// its image (an agent's photo, a partner's logo) and its path. GET /api/admin/agents lists every agent, active or not;
// an inactive agent leaves /agents and the listing agent choice, and listings keep their contact. Partners' websites
// without http(s) get https:// (core/people/people.ts), and the order staff choose is the order of /our-partners.

type Fields = Record<string, unknown>
interface Person {
  _id: string
  updatedAt: string
}

/** What differs between the two kinds of people. */
interface PersonKind {
  noun: 'agent' | 'partner'
  /** "an agent", "a partner". */
  one: string
  /** The field that names one in the activity log. */
  nameField: 'name' | 'title'
  image: 'photo' | 'logo'
  staff: z.ZodType<Person>
  body: z.ZodType<Fields>
  patch: z.ZodObject
  list: { summary: string; description?: string; query?: z.ZodType<{ active?: 'true' | 'false' }> }
  patchSummary: string
  deleteSummary: string
  repository: {
    list(options?: { activeOnly?: boolean }): Promise<Person[]>
    findById(id: string): Promise<Person | undefined>
    delete(id: string): Promise<boolean>
    reorder(ids: readonly string[]): Promise<unknown>
  }
  /** Saves some fields, only over version `expected` when given, keeping the version credited to `by`. */
  save(id: string, changes: Fields, expected: string | undefined, by: string): Promise<boolean>
  /** How its fields read in the history (labels, formats). */
  formats: FieldFormats
}

function agentKind(people: PeopleAdmin): PersonKind {
  const { agents } = people
  return {
    noun: 'agent',
    one: 'an agent',
    nameField: 'name',
    image: 'photo',
    staff: StaffAgentSchema,
    body: AgentBodySchema,
    patch: AgentPatchSchema,
    list: {
      summary: 'Every agent, active or not, in display order',
      description: 'active=true keeps the active ones (the listing form assigns only those).',
      query: z.object({ active: z.enum(['true', 'false']).optional() }),
    },
    patchSummary: 'Change some fields of an agent (e.g. isActive)',
    deleteSummary: 'Delete an agent (listings keep the contact they show)',
    repository: agents,
    save: (id, changes, expected, by) => people.saveAgent(id, changes, expected, by),
    formats: AGENT_FORMATS,
  }
}

function partnerKind(people: PeopleAdmin): PersonKind {
  const { partners } = people
  return {
    noun: 'partner',
    one: 'a partner',
    nameField: 'title',
    image: 'logo',
    staff: StaffPartnerSchema,
    body: PartnerBodySchema,
    patch: PartnerPatchSchema,
    list: { summary: 'Every partner in display order' },
    patchSummary: 'Change some fields of a partner',
    deleteSummary: 'Delete a partner',
    repository: partners,
    save: (id, changes, expected, by) => people.savePartner(id, changes, expected, by),
    formats: PARTNER_FORMATS,
  }
}

/** Staff's routes for agents and partners. */
export const staffPeopleRoutes: FastifyPluginAsyncZod<{ people: PeopleAdmin; history: RecordHistory }> = async (
  app,
  { people, history },
) => {
  await app.register(personRoutes(agentKind(people), people), { history })
  await app.register(personRoutes(partnerKind(people), people), { history })
}

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema }

function personRoutes(kind: PersonKind, admin: PeopleAdmin): FastifyPluginAsyncZod<{ history: RecordHistory }> {
  const { noun, one, image, repository: people } = kind
  const base = `/api/admin/${noun}s`
  const answer = { 200: kind.staff, ...errors }
  const ConflictSchema = conflictSchema(kind.staff)
  const NOT_FOUND = { message: `This ${noun} no longer exists` }
  const nameOf = (person: Person) => ({ [kind.nameField]: (person as unknown as Fields)[kind.nameField] })

  return async (app, { history }) => {
    // Every change is kept as a version by its save (docs/decisions/0100-record-history.md).
    historyRoutes(
      app,
      history,
      personHistory(noun, {
        formats: kind.formats,
        answer: kind.staff,
        find: people.findById,
        // The body's rules: a version kept before a field existed (the Spanish ones) restores it empty.
        fields: kind.body,
        save: kind.save,
      }),
    )

    /** PUT and PATCH: stores the changes, answers the record as saved (undefined when it is gone). */
    async function save(request: FastifyRequest, id: string, changes: Fields) {
      if (!(await kind.save(id, changes, ifMatchVersion(request.headers['if-match']), request.adminUser!.username))) return undefined
      const saved = await people.findById(id)
      if (saved) recordAudit(request, `${noun}.update`, { id, ...nameOf(saved), fields: Object.keys(changes) })
      return saved
    }

    app.get(
      base,
      staffRoute('catalog.read', {
        summary: kind.list.summary,
        description: kind.list.description,
        querystring: kind.list.query ?? z.object({}),
        response: { 200: z.array(kind.staff), 400: ErrorSchema, 401: ErrorSchema },
      }),
      (request) => people.list({ activeOnly: (request.query as { active?: string }).active === 'true' }),
    )

    app.post(
      base,
      staffRoute('people.edit', { summary: `Add ${one}`, body: kind.body, response: { 201: kind.staff, ...errors } }),
      async (request, reply) => {
        const person = { _id: newId(), [image]: '', ...request.body }
        const created = await admin.create(noun, person as never, request.adminUser!.username)
        recordAudit(request, `${noun}.create`, { id: person._id, ...nameOf(created) })
        return reply.code(201).send(created)
      },
    )

    app.put(
      `${base}/order`,
      staffRoute('people.edit', {
        summary: `Set the display order of ${noun}s`,
        body: OrderBodySchema,
        response: { 200: z.array(kind.staff), ...errors },
      }),
      async (request) => {
        await people.reorder(request.body.ids)
        recordAudit(request, `${noun}.reorder`, { ids: request.body.ids })
        return people.list()
      },
    )

    app.get(
      `${base}/:id`,
      staffRoute('catalog.read', { summary: `One ${noun}`, params: IdParamsSchema, response: answer }),
      async (request, reply) => (await people.findById(request.params.id)) ?? reply.code(404).send(NOT_FOUND),
    )

    const edits = [
      {
        method: 'PUT' as const,
        summary: `Edit ${one}`,
        description: `With \`If-Match\` naming the ${noun}'s \`updatedAt\` the form started from, a save over a newer version is refused with 409: who saved it, when, and the ${noun} now.`,
        body: kind.body,
      },
      { method: 'PATCH' as const, summary: kind.patchSummary, body: kind.patch },
    ]
    for (const { method, ...schema } of edits) {
      app.route({
        method,
        url: `${base}/:id`,
        ...staffRoute('people.edit', { ...schema, params: IdParamsSchema, response: { 200: kind.staff, 409: ConflictSchema, ...errors } }),
        handler: async (request, reply) => (await save(request, request.params.id, request.body)) ?? reply.code(404).send(NOT_FOUND),
      })
    }

    app.delete(
      `${base}/:id`,
      staffRoute('people.edit', { summary: kind.deleteSummary, params: IdParamsSchema, response: { 204: z.null(), ...errors } }),
      async (request, reply) => {
        if (!(await people.delete(request.params.id))) return reply.code(404).send(NOT_FOUND)
        recordAudit(request, `${noun}.delete`, { id: request.params.id })
        return reply.code(204).send(null)
      },
    )

    app.post(
      `${base}/:id/${image}`,
      staffRoute('people.edit', {
        summary: `Upload ${one}'s ${image} (multipart field ${image}: JPG, PNG, WebP or GIF under 10 MB)`,
        params: IdParamsSchema,
        response: {
          200: z.object({ [`${image}Url`]: z.string(), [noun]: kind.staff }),
          413: ErrorSchema,
          415: ErrorSchema,
          ...errors,
        },
      }),
      async (request, reply) => {
        const { id } = request.params
        if (!(await people.findById(id))) return reply.code(404).send(NOT_FOUND)
        const url = await admin.storeImage(request, noun, image, id, request.adminUser!.username)
        const person = url ? await people.findById(id) : undefined
        if (!url || !person) return reply.code(404).send(NOT_FOUND)
        recordAudit(request, `${noun}.${image}`, { id })
        return { [`${image}Url`]: url, [noun]: person }
      },
    )

    app.delete(
      `${base}/:id/${image}`,
      staffRoute('people.edit', { summary: `Remove ${one}'s ${image}`, params: IdParamsSchema, response: answer }),
      async (request, reply) => {
        const { id } = request.params
        if (!(await admin.setImage(noun, id, '', request.adminUser!.username))) return reply.code(404).send(NOT_FOUND)
        recordAudit(request, `${noun}.${image}.remove`, { id })
        return (await people.findById(id)) ?? reply.code(404).send(NOT_FOUND)
      },
    )
  }
}
