import { Readable } from 'node:stream'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LEAD_STATUSES,
  LeadCountsSchema,
  LeadDetailSchema,
  LeadFilterSchema,
  LeadIdSchema,
  LeadListQuerySchema,
  LeadListSchema,
  LeadNoteBodySchema,
  LeadNoteSchema,
  LeadListingSchema,
  LeadStatusBodySchema,
  LeadStageBodySchema,
  LeadBulkBodySchema,
  LeadBulkResultSchema,
  LeadAssigneeSchema,
  SubscriberListQuerySchema,
  SubscriberListSchema,
  type LeadStatus,
} from '#core/leads/lead-inbox.ts'
import { IdSchema } from '#core/ids.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { sendPrivateFile } from '#server/plugins/private-file.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
// LeadError carries its 4xx status, which the app's error handler answers with its message.
import type { LeadInbox } from './lead-inbox.service.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// The staff lead inbox (/admin/contacts). Every route is
// under /api/admin, so the one guard answers 401 without a session.

const LeadParams = z.object({ id: LeadIdSchema })
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema }
const NOT_FOUND = { message: 'This lead no longer exists' }

export const staffLeadRoutes: FastifyPluginAsyncZod<{ inbox: LeadInbox }> = async (app, { inbox }) => {
  /** The lead's name for its activity log entry ("Jane Doe · Tour request"). */
  const named = async (id: string) => ({ name: (await inbox.subjectNames([id])).get(id) })
  app.get(
    '/api/admin/contacts',
    staffRoute('leads.read', {
      summary: 'Every lead, newest first: inquiries, tour requests, applications, sign-ups',
      description:
        'Filters by kind, status, property and date range (from and to inclusive, Omaha time); q searches name, e-mail, phone, message and company. Paged on the server.',
      querystring: LeadListQuerySchema,
      response: { 200: LeadListSchema, ...errors },
    }),
    (request) => inbox.list(request.query, request.adminUser!),
  )

  app.get(
    '/api/admin/contacts/summary',
    staffRoute('leads.read', {
      summary: 'Counts of new leads by kind (dashboard and the Contacts link badge)',
      response: { 200: LeadCountsSchema, 401: ErrorSchema },
    }),
    (request) => inbox.counts(request.adminUser!),
  )

  app.get(
    '/api/admin/contacts/properties',
    staffRoute('leads.read', {
      summary: 'Listings that have leads, with their number (the property filter)',
      response: { 200: z.array(LeadListingSchema), 401: ErrorSchema },
    }),
    (request) => inbox.properties(request.adminUser!),
  )

  app.get(
    '/api/admin/contacts/export',
    staffRoute('leads.read', {
      summary: 'The filtered list as CSV (UTF-8 with BOM, formulas neutralised), streamed: every lead, however many',
      querystring: LeadFilterSchema,
      response: { 200: z.any().describe('text/csv'), ...errors },
    }),
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(inbox.exportCsv(request.query, request.adminUser!)))
    },
  )

  app.get(
    '/api/admin/contacts/:id',
    staffRoute('leads.read', {
      summary: 'One lead: what was sent, the property, its mails, notes, files',
      params: LeadParams,
      response: { 200: LeadDetailSchema, ...errors },
    }),
    async (request, reply) => (await inbox.detail(request.params.id, request.adminUser!)) ?? reply.code(404).send(NOT_FOUND),
  )

  app.patch(
    '/api/admin/contacts/:id',
    staffRoute('leads.edit', {
      summary: "Set a lead's status (applications: received, under-review, approved, declined; the applicant is mailed)",
      description:
        "With `If-Match` naming the lead's `statusVersion`, a change made after someone else changed the status is refused with 409: who changed it, when, and the lead now.",
      params: LeadParams,
      body: LeadStatusBodySchema,
      response: { 200: LeadDetailSchema, 409: conflictSchema(LeadDetailSchema), ...errors },
    }),
    async (request, reply) => {
      const { id } = request.params
      const result = await inbox.setStatus(id, request.body.status, request.adminUser!, ifMatchVersion(request.headers['if-match']))
      const lead = await inbox.detail(id, request.adminUser!)
      if (result.changed) recordAudit(request, 'lead.status', { id, kind: result.kind, status: request.body.status, ...(await named(id)) })
      return lead ?? reply.code(404).send(NOT_FOUND)
    },
  )

  app.patch(
    '/api/admin/contacts/:id/stage',
    staffRoute('leads.edit', {
      summary: 'Move a lead to a stage of the pipeline (new, contacted, showing, application or offer, offer accepted, won, lost)',
      description:
        "Apart from its status. With `If-Match` naming the lead's `statusVersion`, a change made after someone else changed the lead is refused with 409. A sell-to-us lead moves to offer accepted only with a signed licensee-interest disclosure (422 otherwise).",
      params: LeadParams,
      body: LeadStageBodySchema,
      response: { 200: LeadDetailSchema, 409: conflictSchema(LeadDetailSchema), 422: ErrorSchema, ...errors },
    }),
    async (request, reply) => {
      const { id } = request.params
      const { stage } = request.body
      if (await inbox.setStage(id, stage, request.adminUser!, ifMatchVersion(request.headers['if-match'])))
        recordAudit(request, 'lead.stage', { id, stage, ...(await named(id)) })
      return (await inbox.detail(id, request.adminUser!)) ?? reply.code(404).send(NOT_FOUND)
    },
  )

  app.get(
    '/api/admin/leads/assignees',
    staffRoute('leads.read', {
      summary: 'Staff users a lead can be assigned to (everyone who can sign in), by name',
      response: { 200: z.array(LeadAssigneeSchema), 401: ErrorSchema },
    }),
    () => inbox.assignees(),
  )

  app.post(
    '/api/admin/leads/bulk',
    staffRoute('leads.edit', {
      summary: 'Change the status or stage of, assign or archive many leads at once',
      description:
        'Each lead carries the `statusVersion` the screen showed: a lead someone else changed since is left as it is and listed in `stale`. An agent may act only on the leads about their listings or assigned to them; with any other lead selected nothing changes (403). Preferred bidder applications change status one at a time (400).',
      body: LeadBulkBodySchema,
      response: { 200: LeadBulkResultSchema, 403: ErrorSchema, 422: ErrorSchema, ...errors },
    }),
    async (request) => {
      const { assigneeName, ...result } = await inbox.bulk(request.body, request.adminUser!)
      const body = request.body
      const names = await inbox.subjectNames(result.changed)
      for (const id of result.changed) {
        const lead = { id, name: names.get(id) }
        if (body.action === 'status') recordAudit(request, 'lead.status', { ...lead, status: body.status })
        else if (body.action === 'stage') recordAudit(request, 'lead.stage', { ...lead, stage: body.stage })
        else if (body.action === 'assign')
          recordAudit(request, 'lead.assign', { ...lead, assigneeId: body.assigneeId, assignee: assigneeName })
        else recordAudit(request, body.archived ? 'lead.archive' : 'lead.restore', lead)
      }
      return result
    },
  )

  app.post(
    '/api/admin/contacts/:id/notes',
    staffRoute('leads.edit', {
      summary: 'Add an internal note to a lead',
      params: LeadParams,
      body: LeadNoteBodySchema,
      response: { 201: LeadNoteSchema, ...errors },
    }),
    async (request, reply) => {
      const note = await inbox.addNote(request.params.id, request.body.body, request.adminUser!)
      recordAudit(request, 'lead.note', { id: request.params.id, ...(await named(request.params.id)) })
      return reply.code(201).send(note)
    },
  )

  app.post(
    '/api/admin/contacts/:id/mails/:mailId/send-again',
    staffRoute('leads.edit', {
      summary: 'Send a mail about this lead again',
      description: 'A failed or waiting mail is tried again now as the same message; a sent one is queued again as a new message.',
      params: z.object({ id: LeadIdSchema, mailId: IdSchema }),
      response: { 200: z.object({ outcome: z.enum(['retrying', 'resent', 'sending']), mailId: z.string() }), ...errors },
    }),
    async (request, reply) => {
      const result = await inbox.resendMail(request.params.id, request.params.mailId, request.adminUser!)
      if (result.outcome === 'not-found') return reply.code(404).send({ message: 'No such mail about this lead' })
      recordAudit(request, 'lead.mail.send-again', {
        id: request.params.id,
        mailId: request.params.mailId,
        outcome: result.outcome,
        ...(await named(request.params.id)),
      })
      return result
    },
  )

  app.get(
    '/api/admin/contacts/:id/files/:fileId',
    staffRoute('leads.read', {
      summary: 'Download a file of a preferred-bidder application (COI, project file, capability statement)',
      description: 'Always as an attachment with nosniff, never shown inline.',
      params: z.object({ id: LeadIdSchema, fileId: IdSchema }),
      response: { 200: z.any().describe('the file'), ...errors },
    }),
    async (request, reply) => {
      const file = await inbox.applicationFile(request.params.id, request.params.fileId, request.adminUser!)
      if (!file) return reply.code(404).send({ message: 'This file no longer exists' })
      return sendPrivateFile(reply, file)
    },
  )

  app.get(
    '/api/admin/subscribers',
    staffRoute('subscribers.manage', {
      summary: 'Get Notified sign-ups, newest first, confirmed or not',
      querystring: SubscriberListQuerySchema,
      response: { 200: SubscriberListSchema, ...errors },
    }),
    async (request) => {
      const { q, page, pageSize } = request.query
      const { rows, total } = await inbox.listSubscribers(q, page, pageSize)
      return {
        total,
        items: rows.map((r) => ({
          _id: r.id,
          email: r.email,
          createdAt: r.created_at,
          confirmed: r.confirmed_at !== null,
          status: (LEAD_STATUSES as readonly string[]).includes(r.status) ? (r.status as LeadStatus) : 'new',
        })),
      }
    },
  )

  app.delete(
    '/api/admin/subscribers/:id',
    staffRoute('subscribers.manage', {
      summary: 'Unsubscribe an address from Get Notified (the row is deleted)',
      params: LeadParams,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      const lead = await named(request.params.id)
      if (!(await inbox.deleteSubscriber(request.params.id))) return reply.code(404).send({ message: 'This address is not on the list' })
      recordAudit(request, 'subscriber.unsubscribe', { id: request.params.id, ...lead })
      return reply.code(204).send(null)
    },
  )
}
