import { z } from 'zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdSchema } from '#core/ids.ts'
import {
  PersonMatchSchema,
  PersonMergeBodySchema,
  PersonRenameBodySchema,
  type PersonMergeBody,
  type PersonRenameBody,
  PersonSchema,
  PersonSearchQuerySchema,
  PersonSplitBodySchema,
} from '#core/leads/persons.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import type { Persons } from './person.service.ts'

// The person behind several leads (docs/decisions/0126-one-person-behind-many-leads.md): read with its timeline,
// merged with another, split. Under /api/admin, so the one guard answers 401 without a session.

const PersonParams = z.object({ id: IdSchema })
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }
const NOT_FOUND = { message: 'This person no longer exists' }

export const personRoutes: FastifyPluginAsyncZod<{ persons: Persons }> = async (app, { persons }) => {
  /** A change of the person: made, kept in the activity log with what `change` answers, answered with the person as it is now. */
  const changed =
    <Body = unknown>(action: string, change: (request: FastifyRequest<{ Params: { id: string }; Body: Body }>) => Promise<object>) =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: Body }>, reply: FastifyReply) => {
      const done = await change(request)
      recordAudit(request, action, { personId: request.params.id, ...done })
      return (await persons.detail(request.params.id, request.adminUser!)) ?? reply.code(404).send(NOT_FOUND)
    }

  app.get(
    '/api/admin/persons',
    staffRoute('leads.read', {
      summary: 'Persons whose leads a search finds (name, e-mail, phone, message), for picking one to merge with',
      querystring: PersonSearchQuerySchema,
      response: { 200: z.array(PersonMatchSchema), ...errors },
    }),
    (request) => persons.search(request.query.q, request.adminUser!),
  )

  app.get(
    '/api/admin/persons/:id',
    staffRoute('leads.read', {
      summary: 'A person: their leads and a timeline, newest first, of every lead, note, change and mail',
      params: PersonParams,
      response: { 200: PersonSchema, ...errors },
    }),
    async (request, reply) => (await persons.detail(request.params.id, request.adminUser!)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.patch(
    '/api/admin/persons/:id',
    staffRoute('leads.edit', {
      summary: 'Give the person the name staff know them by; the change is kept as a version and shown in the timeline',
      params: PersonParams,
      body: PersonRenameBodySchema,
      response: { 200: PersonSchema, ...errors },
    }),
    changed<PersonRenameBody>('lead.person.rename', (request) =>
      persons.rename(request.params.id, request.body.name, request.adminUser!, request.adminUser!.username),
    ),
  )

  app.post(
    '/api/admin/persons/:id/stop-marketing',
    staffRoute('leads.edit', {
      summary: 'The person asked for no more marketing e-mail: every address of theirs is opted out',
      description:
        'Their Get Notified sign-ups are removed, and no marketing e-mail is queued to any of their addresses until the address confirms a new sign-up (double opt-in).',
      params: PersonParams,
      response: { 200: PersonSchema, ...errors },
    }),
    changed('lead.person.opt-out', (request) => persons.stopMarketing(request.params.id, request.adminUser!, request.adminUser!.username)),
  )

  app.post(
    '/api/admin/persons/:id/remove-saved-searches',
    // Owners and editors, as for Get Notified sign-ups: about no listing, so no agent's own.
    staffRoute('subscribers.manage', {
      summary: 'The person asked to be forgotten by saved searches: every address of theirs loses its saved searches and saved homes',
      description:
        'Removes the addresses of the person from saved searches with their searches, saved homes and browsers’ ties; no alert goes to them until they save and confirm again. 409 when there is nothing to remove.',
      params: PersonParams,
      response: { 200: PersonSchema, 403: ErrorSchema, ...errors },
    }),
    changed('lead.person.saved-searches-removed', (request) => persons.removeSavedSearches(request.params.id, request.adminUser!)),
  )

  app.post(
    '/api/admin/persons/:id/merge',
    staffRoute('leads.edit', {
      summary: 'Move every lead of another person to this one; the other person is removed',
      params: PersonParams,
      body: PersonMergeBodySchema,
      response: { 200: PersonSchema, ...errors },
    }),
    // The person's id is not a lead's: the entry names the persons in words (core/staff/activity-label.ts).
    changed<PersonMergeBody>('lead.person.merge', async (request) => ({
      otherPersonId: request.body.otherId,
      ...(await persons.merge(request.params.id, request.body.otherId, request.adminUser!)),
    })),
  )

  app.post(
    '/api/admin/persons/:id/split',
    staffRoute('leads.edit', {
      summary: 'Move the named leads of this person to a new person; answers the new person',
      params: PersonParams,
      body: PersonSplitBodySchema,
      response: { 201: PersonSchema, ...errors },
    }),
    async (request, reply) => {
      const { id } = request.params
      const split = await persons.split(id, request.body.leadIds, request.adminUser!)
      recordAudit(request, 'lead.person.split', {
        personId: id,
        leadIds: request.body.leadIds,
        moved: request.body.leadIds.length,
        name: split.name,
        newName: split.newName,
        newPersonId: split.newId,
      })
      const created = await persons.detail(split.newId, request.adminUser!)
      return created ? reply.code(201).send(created) : reply.code(404).send(NOT_FOUND)
    },
  )
}
